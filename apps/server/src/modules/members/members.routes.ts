import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberSearchQuerySchema, RowIdParamSchema, type Member, type MemberPoint } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { notFound } from '../../platform/app-error.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { memberBalances } from './member-balances.repository.ts';
import { memberDirectory, presentMember } from './member-directory.repository.ts';

const MemberIdParamSchema = RowIdParamSchema;

/**
 * Spec §7 member calls the cashier app needs to put a member on an order and pay with their
 * points: GET /member?keyword= and GET /member/getlatest (the member picker), and
 * GET /member/{id}/getPoint (points and saved minutes, for the payment dialog). Members are the
 * owner's, shared by all of its outlets.
 */
export function membersRoutes(deps: Pick<ModuleDeps, 'db'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/member', { schema: { querystring: MemberSearchQuerySchema } }, async (request) => {
      const auth = requireAuth(request);
      const keyword = request.query.keyword ?? '';
      const rows = keyword === '' ? await memberDirectory.latest(deps.db, auth.ownerId) : await memberDirectory.search(deps.db, auth.ownerId, keyword);
      const data: Member[] = rows.map(presentMember);
      return { data };
    });

    app.get('/member/getlatest', async (request) => {
      const auth = requireAuth(request);
      const data: Member[] = (await memberDirectory.latest(deps.db, auth.ownerId)).map(presentMember);
      return { data };
    });

    app.get('/member/:id/getPoint', { schema: { params: MemberIdParamSchema } }, async (request) => {
      const auth = requireAuth(request);
      const member = await memberBalances.findMember(deps.db, auth.ownerId, request.params.id);
      if (!member) throw notFound('Member');
      const data: MemberPoint = { MemberId: member.id, Point: member.point_balance, SavedMinutes: member.saved_minutes };
      return { data };
    });
  };
}
