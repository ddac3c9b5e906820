import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OutletCreateBodySchema,
  OutletOrderTypeUpdateBodySchema,
  OutletSettingUpdateBodySchema,
  OutletSuspendBodySchema,
  OutletUpdateBodySchema,
  RowIdParamSchema,
} from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { OutletAdminService } from './outlet-admin.service.ts';

/** Owner token only: a cashier's token is a 403 before anything is read. */
const owner = { access: 'owner' } as const;

/** The back office's outlet calls (issue 20); each names its outlet in the path. */
export function outletAdminRoutes(service: OutletAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    /** Every outlet of the owner, suspended ones included. */
    app.get('/outlet/list', { config: owner }, async (request) => ({ data: await service.list(requireAuth(request).ownerId) }));

    app.get('/outlet/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.get(requireAuth(request).ownerId, request.params.id),
    }));

    app.post('/outlet', { config: owner, schema: { body: OutletCreateBodySchema } }, async (request, reply) => {
      const created = await service.create(requireAuth(request).ownerId, request.body, readIdempotencyKey(request));
      reply.status(created.isNew ? 201 : 200);
      return { data: created.outlet };
    });

    app.put('/outlet/:id', { config: owner, schema: { params: RowIdParamSchema, body: OutletUpdateBodySchema } }, async (request) => ({
      data: await service.update(requireAuth(request).ownerId, request.params.id, request.body),
    }));

    app.put('/outlet/:id/suspend', { config: owner, schema: { params: RowIdParamSchema, body: OutletSuspendBodySchema } }, async (request) => ({
      data: await service.update(requireAuth(request).ownerId, request.params.id, { IsSuspend: request.body.IsSuspend }),
    }));

    app.get('/outlet/:id/orderTypes', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.listOrderTypes(requireAuth(request).ownerId, request.params.id),
    }));

    app.put('/outletOrderType/:id', { config: owner, schema: { params: RowIdParamSchema, body: OutletOrderTypeUpdateBodySchema } }, async (request) => ({
      data: await service.updateOrderType(requireAuth(request).ownerId, request.params.id, request.body),
    }));

    /** Spec §9 settings of a chosen outlet, with PUT /outletSetting's own rules (OutletSettingUpdateBodySchema). */
    app.get('/outlet/:id/settings', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.listSettings(requireAuth(request).ownerId, request.params.id),
    }));

    app.put('/outlet/:id/settings', { config: owner, schema: { params: RowIdParamSchema, body: OutletSettingUpdateBodySchema } }, async (request) => ({
      data: await service.updateSettings(requireAuth(request).ownerId, request.params.id, request.body),
    }));
  };
}
