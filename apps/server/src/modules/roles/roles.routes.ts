import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, RoleWriteBodySchema } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import type { RolesService } from './roles.service.ts';

/** Not in the spec (the owner's back office): roles of spec §6; owner token only. */
export function rolesRoutes(service: RolesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/role', { config: { access: 'owner' } }, async (request) => ({ data: await service.list(requireAuth(request)) }));

    app.get('/role/:id', { config: { access: 'owner' }, schema: { params: IdParamSchema } }, async (request) => ({
      data: await service.getOne(requireAuth(request), request.params.id),
    }));

    app.post('/role', { config: { access: 'owner' }, schema: { body: RoleWriteBodySchema } }, async (request, reply) => {
      reply.status(201);
      return { data: await service.create(requireAuth(request), request.body) };
    });

    app.put('/role/:id', { config: { access: 'owner' }, schema: { params: IdParamSchema, body: RoleWriteBodySchema } }, async (request) => ({
      data: await service.update(requireAuth(request), request.params.id, request.body),
    }));

    app.delete('/role/:id', { config: { access: 'owner' }, schema: { params: IdParamSchema } }, async (request) => {
      await service.remove(requireAuth(request), request.params.id);
      return { data: null };
    });
  };
}
