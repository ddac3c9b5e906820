import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CashInOutBodySchema,
  CashInOutHistoryBodySchema,
  EndShiftBodySchema,
  PassShiftBodySchema,
  ShiftHistoryQuerySchema,
  ShiftIdParamSchema,
  StartShiftBodySchema,
} from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { ShiftsService } from './shifts.service.ts';

/** Spec §7 Shift calls; passShift and passCandidates are ours (the spec does not show them). */
export function shiftsRoutes(service: ShiftsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/shift/startShift', { schema: { body: StartShiftBodySchema } }, async (request, reply) => {
      reply.status(201);
      return { data: await service.start(requireAuth(request), request.body) };
    });

    app.get('/shift/getCurrentShift', async (request) => ({
      data: await service.current(requireAuth(request), readOutletHeader(request)),
    }));

    app.post('/shift/addCashInOut', { schema: { body: CashInOutBodySchema } }, async (request, reply) => {
      reply.status(201);
      return { data: await service.addCashInOut(requireAuth(request), readOutletHeader(request), request.body) };
    });

    app.post('/shift/cashInOutHistory', { schema: { body: CashInOutHistoryBodySchema } }, async (request) => ({
      data: await service.cashInOutHistory(requireAuth(request), readOutletHeader(request), request.body.ShiftId),
    }));

    app.get('/shift/:id/getTotalCashInOut', { schema: { params: ShiftIdParamSchema } }, async (request) => ({
      data: await service.totalCashInOut(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.get('/shift/:id/getShiftTransaction', { schema: { params: ShiftIdParamSchema } }, async (request) => ({
      data: await service.transaction(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.get('/shift/history', { schema: { querystring: ShiftHistoryQuerySchema } }, async (request) => ({
      data: await service.history(requireAuth(request), readOutletHeader(request), request.query),
    }));

    app.post('/shift/endShift', { schema: { body: EndShiftBodySchema } }, async (request) => ({
      data: await service.end(requireAuth(request), readOutletHeader(request), request.body),
    }));

    app.get('/shift/passCandidates', async (request) => ({
      data: await service.passCandidates(requireAuth(request), readOutletHeader(request)),
    }));

    app.post('/shift/passShift', { schema: { body: PassShiftBodySchema } }, async (request) => ({
      data: await service.pass(requireAuth(request), readOutletHeader(request), request.body, request.ip),
    }));
  };
}
