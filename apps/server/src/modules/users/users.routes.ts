import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CashierPinResetBodySchema, CashierWriteBodySchema, IdParamSchema, NameLikeQuerySchema, OwnerIdParamSchema } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(service: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/me', { config: { access: 'any', allowLocked: true } }, async (request) => ({
      data: await service.me(requireAuth(request)),
    }));

    app.get('/user/:id/getOneUser', { config: { access: 'any' }, schema: { params: IdParamSchema } }, async (request) => ({
      data: await service.getOne(requireAuth(request), request.params.id),
    }));

    app.get('/user/cashiers/:ownerId', { config: { access: 'any' }, schema: { params: OwnerIdParamSchema } }, async (request) => ({
      data: await service.listForSelection(requireAuth(request), request.params.ownerId),
    }));

    app.get('/user/activeCashier', { config: { access: 'any' } }, async (request) => ({
      data: await service.listActive(requireAuth(request)),
    }));

    app.get('/cashiers', { config: { access: 'any' }, schema: { querystring: NameLikeQuerySchema } }, async (request) => ({
      data: await service.list(requireAuth(request), request.query.name_like),
    }));

    app.get('/cashiers/:id', { config: { access: 'any' }, schema: { params: IdParamSchema } }, async (request) => ({
      data: await service.getOne(requireAuth(request), request.params.id),
    }));

    app.post('/cashiers', { config: { access: 'owner' }, schema: { body: CashierWriteBodySchema } }, async (request, reply) => {
      reply.status(201);
      return { data: await service.create(requireAuth(request), request.body) };
    });

    app.put(
      '/cashiers/:id',
      { config: { access: 'owner' }, schema: { params: IdParamSchema, body: CashierWriteBodySchema } },
      async (request) => ({ data: await service.update(requireAuth(request), request.params.id, request.body) }),
    );

    /** Archives a cashier history refers to, deletes one it does not (answers which). */
    app.delete('/cashiers/:id', { config: { access: 'owner' }, schema: { params: IdParamSchema } }, async (request) => ({
      data: await service.remove(requireAuth(request), request.params.id),
    }));

    /** Not in the spec: the owner clears a PIN locked after too many wrong attempts. */
    app.post('/cashiers/:id/resetPinLock', { config: { access: 'owner' }, schema: { params: IdParamSchema } }, async (request) => {
      await service.resetPinLock(requireAuth(request), request.params.id);
      return { data: null };
    });

    /** Not in the spec: the owner sets a new PIN, which clears the lockout too. */
    app.post(
      '/cashiers/:id/resetPin',
      { config: { access: 'owner' }, schema: { params: IdParamSchema, body: CashierPinResetBodySchema } },
      async (request) => {
        await service.resetPin(requireAuth(request), request.params.id, request.body.PIN);
        return { data: null };
      },
    );
  };
}
