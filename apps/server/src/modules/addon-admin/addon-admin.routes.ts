import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddOnBodySchema, type AddOnChoices, BundleBodySchema, RowIdParamSchema, RowIdTextSchema } from '@kasir/contracts';
import { requireAuth, type AuthContext } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { AddOnsService } from './add-ons.service.ts';
import type { BundlesService } from './bundles.service.ts';

const OutletParamSchema = z.object({ outletId: RowIdTextSchema });
const owner = { access: 'owner' } as const;

/**
 * Back office: an outlet's add-ons and bundles (owner token only; the outlet is named). The
 * cashier's /subProduct/setStock, /subProduct/soldOut and /subProduct/cashier stay the catalog's.
 */
export function addOnAdminRoutes(services: { addOns: AddOnsService; bundles: BundlesService; choices(auth: AuthContext, outletId: number): Promise<AddOnChoices> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/outlet/:outletId/addOnChoices', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await services.choices(requireAuth(request), request.params.outletId),
    }));

    app.get('/outlet/:outletId/subProducts', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await services.addOns.list(requireAuth(request), request.params.outletId),
    }));
    app.post('/subProduct', { config: owner, schema: { body: AddOnBodySchema } }, async (request, reply) => {
      const data = await services.addOns.create(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/subProduct/:id', { config: owner, schema: { params: RowIdParamSchema, body: AddOnBodySchema } }, async (request) => ({
      data: await services.addOns.update(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/subProduct/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.addOns.remove(requireAuth(request), request.params.id),
    }));

    app.get('/outlet/:outletId/bundles', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await services.bundles.list(requireAuth(request), request.params.outletId),
    }));
    app.post('/productBundle', { config: owner, schema: { body: BundleBodySchema } }, async (request, reply) => {
      const data = await services.bundles.create(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/productBundle/:id', { config: owner, schema: { params: RowIdParamSchema, body: BundleBodySchema } }, async (request) => ({
      data: await services.bundles.update(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/productBundle/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.bundles.remove(requireAuth(request), request.params.id),
    }));
  };
}
