import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuerySchema } from '@kasir/contracts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { requireAuth } from '../../platform/access.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';

/** Back office (issue 20): GET /audit?fromDate&toDate&outletId&type&page, owner token only. */
export function auditModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = createAuditService(createAuditRepository(deps.db));
  return async (app) => {
    app.get('/audit', { config: { access: 'owner' }, schema: { querystring: AuditQuerySchema } }, async (request) => ({
      data: await service.list(requireAuth(request), request.query),
    }));
  };
}
