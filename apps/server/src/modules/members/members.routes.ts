import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberPoint } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { notFound } from '../../platform/app-error.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { memberBalances } from './member-balances.repository.ts';

const MemberIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /member/{id}/getPoint (spec §7): the member's points and saved minutes, for the payment dialog. */
export function membersRoutes(deps: Pick<ModuleDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/member/:id/getPoint', { schema: { params: MemberIdParamSchema } }, async (request) => {
      const auth = requireAuth(request);
      const member = await memberBalances.findMember(deps.db, auth.ownerId, request.params.id);
      if (!member) throw notFound('Member');
      const data: MemberPoint = { MemberId: member.id, Point: member.point_balance, SavedMinutes: member.saved_minutes };
      return { data };
    });
  };
}
