import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChargeBodySchema, PaymentMethodBodySchema, RowIdParamSchema, RowIdTextSchema } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { ChargesService } from './charges.service.ts';
import type { PaymentMethodsService } from './payment-methods.service.ts';

const OutletParamSchema = z.object({ outletId: RowIdTextSchema });
const owner = { access: 'owner' } as const;

/** Back office: an outlet's payment methods and charges (owner token only; the outlet is named). */
export function paymentAdminRoutes(services: { methods: PaymentMethodsService; charges: ChargesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/outlet/:outletId/paymentMethods', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await services.methods.list(requireAuth(request), request.params.outletId),
    }));
    app.post('/outletPaymentMethod', { config: owner, schema: { body: PaymentMethodBodySchema } }, async (request, reply) => {
      const data = await services.methods.create(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/outletPaymentMethod/:id', { config: owner, schema: { params: RowIdParamSchema, body: PaymentMethodBodySchema } }, async (request) => ({
      data: await services.methods.update(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/outletPaymentMethod/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.methods.remove(requireAuth(request), request.params.id),
    }));

    app.get('/outlet/:outletId/charges', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await services.charges.list(requireAuth(request), request.params.outletId),
    }));
    app.post('/outletCharge', { config: owner, schema: { body: ChargeBodySchema } }, async (request, reply) => {
      const data = await services.charges.create(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/outletCharge/:id', { config: owner, schema: { params: RowIdParamSchema, body: ChargeBodySchema } }, async (request) => ({
      data: await services.charges.update(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/outletCharge/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.charges.remove(requireAuth(request), request.params.id),
    }));
  };
}
