import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetByUserQuerySchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { OutletsService } from './outlets.service.ts';

export function outletsRoutes(service: OutletsService): FastifyPluginAsyncZod {
  return async (app) => {
    /** Outlets of the cashier's role; `isSuspend=0` hides suspended ones (spec §7). */
    app.get('/outlet/getByUser', { config: { access: 'any' }, schema: { querystring: GetByUserQuerySchema } }, async (request) => {
      const hideSuspended = request.query.isSuspend === '0';
      return { data: await service.listForUser(requireAuth(request), hideSuspended) };
    });

    /** The outlet named by the `outletid` header. */
    app.get('/outlet/', { config: { access: 'any' } }, async (request) => ({
      data: await service.getCurrent(requireAuth(request), readOutletHeader(request)),
    }));
  };
}
