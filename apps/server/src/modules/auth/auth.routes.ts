import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBodySchema, UnlockBodySchema } from '@kasir/contracts';
import { AppError } from '../../platform/app-error.ts';
import { requireAuth, type Authenticate } from '../../platform/access.ts';
import { readBearer } from '../../platform/tokens.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(service: AuthService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /user/login: {Username, Password} signs the owner in; {Username, PIN, isCashier: true}
     * signs a cashier in and must carry the owner's token.
     */
    app.post('/user/login', { config: { access: 'public' }, schema: { body: LoginBodySchema } }, async (request) => {
      const { Username, Password, PIN, isCashier } = request.body;
      if (isCashier) {
        const bearer = readBearer(request.headers.authorization);
        if (!bearer) throw new AppError('UNAUTHENTICATED', 'The owner must sign in first');
        return { data: await service.loginCashier(await authenticate(bearer), { Username, PIN: PIN ?? '' }, request.ip) };
      }
      return { data: await service.loginOwner({ Username, Password: Password ?? '' }, request.ip) };
    });

    app.get('/user/logoutCashier', { config: { access: 'cashier', allowLocked: true } }, async (request) => {
      await service.logoutCashier(requireAuth(request));
      return { data: null };
    });

    app.get('/user/logout', { config: { access: 'any', allowLocked: true } }, async (request) => {
      await service.logout(requireAuth(request));
      return { data: null };
    });

    app.get('/user/lockCashier', { config: { access: 'cashier', allowLocked: true } }, async (request) => ({
      data: await service.lock(requireAuth(request)),
    }));

    app.get('/user/checkLockStatus', { config: { access: 'cashier', allowLocked: true } }, async (request) => ({
      data: await service.checkLock(requireAuth(request)),
    }));

    app.post(
      '/user/unlockCashier',
      { config: { access: 'cashier', allowLocked: true }, schema: { body: UnlockBodySchema } },
      async (request) => ({ data: await service.unlock(requireAuth(request), request.body, request.ip) }),
    );
  };
}
