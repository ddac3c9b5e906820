import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetupOutletBodySchema } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { SetupService } from './setup.service.ts';

/** POST /setup/outlet (owner only): the first-run wizard's whole outlet in one call; 201 with {OutletId, UserId, Username}. */
export function setupRoutes(service: SetupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/setup/outlet', { config: { access: 'owner' }, schema: { body: SetupOutletBodySchema } }, async (request, reply) => {
      const result = await service.createOutlet(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data: result });
    });
  };
}
