import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddOutletProductBodySchema, NotInOutletQuerySchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { OutletMenuService } from './outlet-menu.service.ts';

/** The till's /cashier/add-menu calls (cashier token and outlet header, PRODUCT module). */
export function outletMenuRoutes(service: OutletMenuService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/product/notInOutlet', { schema: { querystring: NotInOutletQuerySchema } }, async (request) => ({
      data: await service.listNotInOutlet(requireAuth(request), readOutletHeader(request), request.query),
    }));

    app.post('/outletProduct', { schema: { body: AddOutletProductBodySchema } }, async (request, reply) => {
      const { product, isCreated } = await service.addToOutlet(requireAuth(request), readOutletHeader(request), request.body, readIdempotencyKey(request));
      return reply.status(isCreated ? 201 : 200).send({ data: product });
    });
  };
}
