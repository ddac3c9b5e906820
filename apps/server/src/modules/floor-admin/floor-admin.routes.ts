import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateFloorAreaBodySchema,
  CreateFloorTableBodySchema,
  FloorAreasQuerySchema,
  RowIdParamSchema,
  UpdateFloorAreaBodySchema,
  UpdateFloorTableBodySchema,
} from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { FloorAdminService } from './floor-admin.service.ts';

/** Owner token only: a cashier's token is a 403 before anything is read. */
const owner = { access: 'owner' } as const;

/** The back office's floor-plan calls (issue 20); each names its outlet, area or table explicitly. */
export function floorAdminRoutes(service: FloorAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    /** The outlet's areas with their tables; archived ones only with includeArchived=true. */
    app.get('/outlet/:id/areas', { config: owner, schema: { params: RowIdParamSchema, querystring: FloorAreasQuerySchema } }, async (request) => ({
      data: await service.listAreas(requireAuth(request), request.params.id, request.query.includeArchived === 'true'),
    }));

    app.post('/outletArea', { config: owner, schema: { body: CreateFloorAreaBodySchema } }, async (request, reply) => {
      const created = await service.createArea(requireAuth(request), request.body, readIdempotencyKey(request));
      reply.status(created.isNew ? 201 : 200);
      return { data: created.area };
    });

    app.put('/outletArea/:id', { config: owner, schema: { params: RowIdParamSchema, body: UpdateFloorAreaBodySchema } }, async (request) => ({
      data: await service.updateArea(requireAuth(request), request.params.id, request.body),
    }));

    app.delete('/outletArea/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.deleteArea(requireAuth(request), request.params.id),
    }));

    app.post('/outletTable', { config: owner, schema: { body: CreateFloorTableBodySchema } }, async (request, reply) => {
      const created = await service.createTable(requireAuth(request), request.body, readIdempotencyKey(request));
      reply.status(created.isNew ? 201 : 200);
      return { data: created.table };
    });

    /** Also what a drag on the plan sends: Position alone. */
    app.put('/outletTable/:id', { config: owner, schema: { params: RowIdParamSchema, body: UpdateFloorTableBodySchema } }, async (request) => ({
      data: await service.updateTable(requireAuth(request), request.params.id, request.body),
    }));

    app.delete('/outletTable/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.deleteTable(requireAuth(request), request.params.id),
    }));
  };
}
