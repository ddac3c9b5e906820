import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MemberDeleteBodySchema,
  MemberFormBodySchema,
  MemberHistoryQuerySchema,
  MemberSearchQuerySchema,
  RegisterMemberCardBodySchema,
  RowIdParamSchema,
  TimeBalanceQuerySchema,
  type Member,
  type MemberCategory,
  type MemberPoint,
  type Paging,
  type TimeBalance,
} from '@kasir/contracts';
import { SpecMessage, moneyFromHundredths, toDecimalRupiah } from '@kasir/domain';
import { readOutletHeader, requireAuth, type AuthContext } from '../../platform/access.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createApprovalsService } from '../orders/approvals.service.ts';
import { memberBalances } from './member-balances.repository.ts';
import { memberDirectory, presentMember, type PageWindow } from './member-directory.repository.ts';
import { memberHistory } from './member-history.repository.ts';
import { memberMinutes } from './member-minutes.repository.ts';
import { memberProfiles } from './member-profiles.repository.ts';
import { createMembersService } from './members.service.ts';

const MemberIdParamSchema = RowIdParamSchema;
const ApprovalOnlyBodySchema = MemberDeleteBodySchema;

const windowOf = (page: number, pageSize: number): PageWindow => ({ limit: pageSize, offset: (page - 1) * pageSize });
const pagingOf = (page: number, pageSize: number, total: number): Paging => ({ Page: page, PageSize: pageSize, TotalItems: total, TotalPages: Math.ceil(total / pageSize) });
const memberNotFound = () => new AppError('NOT_FOUND', SpecMessage.MEMBER_NOT_FOUND, [{ field: 'id', error: SpecMessage.MEMBER_NOT_FOUND }]);

/**
 * Spec §7 Member calls (and the two /customer ones that make a member). Members are the owner's,
 * shared by all of its outlets; another owner's member id is a 404 'Member not found'. Lists are
 * pages: `data` is the page (the spec's client reads it as the list), `paging` says which.
 */
export function membersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const members = createMembersService({ db: deps.db, outlets: deps.outlets, approvals: createApprovalsService({ users: deps.users, pinGuard: deps.pinGuard }) });

  async function requireMember(auth: AuthContext, memberId: number) {
    const member = await memberBalances.findMember(deps.db, auth.ownerId, memberId);
    if (!member) throw memberNotFound();
    return member;
  }

  return async (app) => {
    app.get('/member', { schema: { querystring: MemberSearchQuerySchema } }, async (request) => {
      const auth = requireAuth(request);
      const { page, pageSize } = request.query;
      const keyword = request.query.keyword ?? '';
      const window = windowOf(page, pageSize);
      const [rows, total] = await Promise.all([
        keyword === '' ? memberDirectory.latest(deps.db, auth.ownerId, window) : memberDirectory.search(deps.db, auth.ownerId, keyword, window),
        memberDirectory.count(deps.db, auth.ownerId, keyword),
      ]);
      const data: Member[] = rows.map(presentMember);
      return { data, paging: pagingOf(page, pageSize, total) };
    });

    app.get('/member/getlatest', async (request) => {
      const auth = requireAuth(request);
      const data: Member[] = (await memberDirectory.latest(deps.db, auth.ownerId)).map(presentMember);
      return { data };
    });

    app.get('/member/membercategory/', async (request) => {
      const auth = requireAuth(request);
      const rows = await memberProfiles.listCategories(deps.db, auth.ownerId);
      const data: MemberCategory[] = rows.map((row) => ({
        Id: row.id,
        Name: row.name,
        IsDefault: row.is_default === 1,
        Price: toDecimalRupiah(moneyFromHundredths(row.price)),
        DurationDays: row.duration_days,
        TimeBalanceMinutes: row.time_balance_minutes,
      }));
      return { data };
    });

    app.post('/member', { schema: { body: MemberFormBodySchema } }, async (request) => {
      const auth = requireAuth(request);
      const id = await members.create({ auth, outletHeader: readOutletHeader(request), device: request.ip }, request.body);
      return { data: id, message: SpecMessage.MEMBER_ADDED };
    });

    app.get('/member/:id', { schema: { params: MemberIdParamSchema } }, async (request) => {
      const auth = requireAuth(request);
      const row = await memberDirectory.findOne(deps.db, auth.ownerId, request.params.id);
      if (!row) throw memberNotFound();
      return { data: presentMember(row) };
    });

    app.put('/member/:id', { schema: { params: MemberIdParamSchema, body: MemberFormBodySchema } }, async (request) => {
      const auth = requireAuth(request);
      await members.update({ auth, outletHeader: readOutletHeader(request), device: request.ip }, request.params.id, request.body);
      const row = await memberDirectory.findOne(deps.db, auth.ownerId, request.params.id);
      if (!row) throw memberNotFound();
      return { data: presentMember(row) };
    });

    app.delete('/member/:id', { schema: { params: MemberIdParamSchema, body: ApprovalOnlyBodySchema } }, async (request) => {
      const auth = requireAuth(request);
      await members.remove({ auth, outletHeader: readOutletHeader(request), device: request.ip }, request.params.id, request.body?.Approval);
      return { data: request.params.id };
    });

    app.get('/member/:id/getPoint', { schema: { params: MemberIdParamSchema } }, async (request) => {
      const member = await requireMember(requireAuth(request), request.params.id);
      const data: MemberPoint = { MemberId: member.id, Point: member.point_balance, SavedMinutes: member.saved_minutes };
      return { data };
    });

    app.get('/member/:id/pointHistory', { schema: { params: MemberIdParamSchema, querystring: MemberHistoryQuerySchema } }, async (request) => {
      const member = await requireMember(requireAuth(request), request.params.id);
      const { page, pageSize } = request.query;
      const { items, total } = await memberHistory.points(deps.db, member.id, windowOf(page, pageSize));
      return { data: items, paging: pagingOf(page, pageSize, total) };
    });

    app.get('/member/:id/timeBalanceHistory', { schema: { params: MemberIdParamSchema, querystring: MemberHistoryQuerySchema } }, async (request) => {
      const member = await requireMember(requireAuth(request), request.params.id);
      const { page, pageSize } = request.query;
      const { items, total } = await memberHistory.minutes(deps.db, member.id, windowOf(page, pageSize));
      return { data: items, paging: pagingOf(page, pageSize, total) };
    });

    app.get('/member/:id/getOrderPayment', { schema: { params: MemberIdParamSchema, querystring: MemberHistoryQuerySchema } }, async (request) => {
      const auth = requireAuth(request);
      const member = await requireMember(auth, request.params.id);
      const { page, pageSize } = request.query;
      const { items, total } = await memberHistory.orderPayments(deps.db, auth.ownerId, member.id, windowOf(page, pageSize));
      return { data: items, paging: pagingOf(page, pageSize, total) };
    });

    app.get('/member/:id/getCurrentTimeBalance', { schema: { params: MemberIdParamSchema, querystring: TimeBalanceQuerySchema } }, async (request) => {
      const auth = requireAuth(request);
      const member = await requireMember(auth, request.params.id);
      const refId = request.query.refId ?? null;
      let heldByRef = 0;
      if (refId !== null) {
        const order = await deps.db.selectFrom('orders').select('id').where('id', '=', refId).where('owner_id', '=', auth.ownerId).executeTakeFirst();
        if (!order) throw new AppError('NOT_FOUND', `Order ${refId} not found`, [{ field: 'refId', error: 'Not Found' }]);
        heldByRef = (await memberMinutes.heldBy(deps.db, refId)).filter((held) => held.memberId === member.id).reduce((sum, held) => sum + held.minutes, 0);
      }
      const data: TimeBalance = { MemberId: member.id, TimeBalance: member.saved_minutes, RefId: refId, HeldByRef: heldByRef, Available: member.saved_minutes + heldByRef, ExpiredDate: member.expired_at };
      return { data };
    });

    // Spec §7 makes a customer a member with a GET; the POST twin carries a supervisor's Approval (spec §6).
    app.get('/customer/:id/setAsMember', { schema: { params: MemberIdParamSchema } }, async (request) => {
      const auth = requireAuth(request);
      await members.setAsMember({ auth, outletHeader: readOutletHeader(request), device: request.ip }, request.params.id, undefined);
      return { data: presentMember((await memberDirectory.findOne(deps.db, auth.ownerId, request.params.id))!) };
    });
    app.post('/customer/:id/setAsMember', { schema: { params: MemberIdParamSchema, body: ApprovalOnlyBodySchema } }, async (request) => {
      const auth = requireAuth(request);
      await members.setAsMember({ auth, outletHeader: readOutletHeader(request), device: request.ip }, request.params.id, request.body?.Approval);
      return { data: presentMember((await memberDirectory.findOne(deps.db, auth.ownerId, request.params.id))!) };
    });

    app.post('/customer/registerMemberCard', { schema: { body: RegisterMemberCardBodySchema } }, async (request) => {
      const auth = requireAuth(request);
      await members.registerMemberCard({ auth, outletHeader: readOutletHeader(request), device: request.ip }, request.body);
      const row = await memberDirectory.findOne(deps.db, auth.ownerId, request.body.Id);
      if (!row) throw notFound('Member');
      return { data: presentMember(row) };
    });
  };
}
