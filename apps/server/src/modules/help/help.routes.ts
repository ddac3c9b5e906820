import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HelpInboxQuerySchema, HelpMessageBodySchema, RowIdParamSchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { HelpService } from './help.service.ts';

/**
 * Help (spec §7 POST /helpCenter): a cashier writes to the owner; the owner's back office reads
 * them. Nothing is broadcast to cashiers: a message is between one cashier and the owner.
 */
export function helpRoutes(service: HelpService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/helpCenter', { schema: { body: HelpMessageBodySchema } }, async (request, reply) => {
      const message = await service.send(requireAuth(request), readOutletHeader(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data: message });
    });

    app.get('/helpCenter/mine', async (request) => ({ data: await service.listOwn(requireAuth(request)) }));

    app.get('/helpCenter', { config: { access: 'owner' }, schema: { querystring: HelpInboxQuerySchema } }, async (request) => ({
      data: await service.listForOwner(requireAuth(request), request.query),
    }));

    app.put('/helpCenter/:id/read', { config: { access: 'owner' }, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.markRead(requireAuth(request), request.params.id),
    }));
  };
}
