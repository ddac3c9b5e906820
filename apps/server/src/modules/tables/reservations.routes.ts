import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ByTableQuerySchema,
  ReservationBodySchema,
  ReservationIdParamSchema,
  ReservationListQuerySchema,
  ReservationSaveBodySchema,
  ReservationUpdateBodySchema,
  TableIdParamSchema,
} from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { ReservationsService } from './reservations.service.ts';

/** Spec §7 Reservation calls: create answers 201, update 200. */
export function reservationsRoutes(reservations: ReservationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/reservation', { schema: { querystring: ReservationListQuerySchema } }, async (request) => ({
      data: await reservations.list(requireAuth(request), readOutletHeader(request), request.query),
    }));

    app.get('/reservation/byTable/:id', { schema: { params: TableIdParamSchema, querystring: ByTableQuerySchema } }, async (request) => ({
      data: await reservations.byTable(requireAuth(request), readOutletHeader(request), request.params.id, request.query.status),
    }));

    app.get('/reservation/:id', { schema: { params: ReservationIdParamSchema } }, async (request) => ({
      data: await reservations.get(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.post('/reservation', { schema: { body: ReservationBodySchema } }, async (request, reply) => {
      reply.status(201);
      return { data: await reservations.create(requireAuth(request), readOutletHeader(request), request.body) };
    });

    app.put('/reservation/:id', { schema: { params: ReservationIdParamSchema, body: ReservationUpdateBodySchema } }, async (request) => ({
      data: await reservations.update(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));

    app.delete('/reservation/:id', { schema: { params: ReservationIdParamSchema } }, async (request) => ({
      data: await reservations.remove(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.post('/reservation/save/:id', { schema: { params: ReservationIdParamSchema, body: ReservationSaveBodySchema } }, async (request) => ({
      data: await reservations.save(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));
  };
}
