import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CatalogPart, type AdminMemberPick, type AdminVoucher } from '@kasir/contracts';
import { PromoType, ServerMessage, VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH, fillMessage, formatOutletDate } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import type { Executor, PromosAdminRepository } from './promos-admin.repository.ts';

type Deps = { db: Kysely<Database>; promos: PromosAdminRepository; broadcaster: Broadcaster };
/** Members the voucher form lists at most per search. */
const MEMBER_PICK_LIMIT = 50;

export function newVoucherCode(): string {
  return Array.from({ length: VOUCHER_CODE_LENGTH }, () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)]).join('');
}

/** Codes no voucher has yet (a clash among 32^10 codes is rare; it is drawn again). */
async function freshCodes(executor: Executor, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const batch = Array.from({ length: count - codes.size }, newVoucherCode).filter((code) => !codes.has(code));
    const taken = new Set((await executor.selectFrom('member_vouchers').select('code').where('code', 'in', batch).execute()).map((row) => row.code));
    for (const code of batch) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

/**
 * Member vouchers of a VOUCHER promo (back office): issued to chosen members with a unique
 * code and an expiry day, listed with their state, revoked while unused. The till's voucher
 * picker (GET /promo/voucher/member/{id}) shows a member's usable ones at every outlet of the promo.
 */
export function createVouchersService(deps: Deps) {
  const { db } = deps;

  async function groupOf(auth: AuthContext, groupId: number) {
    const rows = await deps.promos.findGroup(db, auth.ownerId, groupId);
    if (rows.length === 0) throw notFound('Promo');
    return rows;
  }

  async function listOf(executor: Executor, promoIds: readonly number[], today: string, filter: { issueKey?: string } = {}): Promise<AdminVoucher[]> {
    let query = executor
      .selectFrom('member_vouchers')
      .innerJoin('members', 'members.id', 'member_vouchers.member_id')
      .select([
        'member_vouchers.id',
        'member_vouchers.code',
        'member_vouchers.expired_date',
        'member_vouchers.member_id',
        'member_vouchers.used_at',
        'member_vouchers.used_payment_id',
        'member_vouchers.revoked_at',
        'members.name',
        'members.member_number',
      ])
      .where('member_vouchers.promo_id', 'in', [...promoIds]);
    if (filter.issueKey !== undefined) query = query.where('member_vouchers.issue_key', '=', filter.issueKey);
    const rows = await query.orderBy('member_vouchers.id', 'desc').execute();
    return rows.map((row) => ({
      Id: row.id,
      Code: row.code,
      ExpiredDate: row.expired_date,
      MemberId: row.member_id,
      MemberName: row.name,
      MemberNumber: row.member_number,
      Status: row.used_payment_id !== null ? 'USED' : row.revoked_at !== null ? 'REVOKED' : row.expired_date < today ? 'EXPIRED' : 'UNUSED',
      UsedAt: row.used_at,
    }));
  }

  return {
    async list(auth: AuthContext, groupId: number, now = new Date()): Promise<AdminVoucher[]> {
      const rows = await groupOf(auth, groupId);
      return listOf(
        db,
        rows.map((row) => row.id),
        formatOutletDate(now, rows[0]!.time_zone),
      );
    },

    /** With an Idempotency-Key, a retry answers the vouchers the first call issued. */
    async issue(auth: AuthContext, groupId: number, body: { MemberIds: number[]; ExpiredDate: string }, issueKey: string | null, now = new Date()): Promise<AdminVoucher[]> {
      const rows = await groupOf(auth, groupId);
      const promoIds = rows.map((row) => row.id);
      const live = rows.filter((row) => row.archived_at === null);
      const today = formatOutletDate(now, rows[0]!.time_zone);
      if (issueKey !== null) {
        const earlier = await listOf(db, promoIds, today, { issueKey });
        if (earlier.length > 0) return earlier;
      }
      if (live.length === 0) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: rows[0]!.name }));
      if (live[0]!.promo_type !== PromoType.VOUCHER) throw invalidField('PromoType', ServerMessage.PROMO_NOT_VOUCHER);
      if (body.ExpiredDate < today) throw invalidField('ExpiredDate', ServerMessage.MUST_BE_FUTURE);
      const issued = await db.transaction().execute(async (trx) => {
        const members = await trx.selectFrom('members').select('id').where('owner_id', '=', auth.ownerId).where('deleted_at', 'is', null).where('id', 'in', body.MemberIds).execute();
        if (members.length !== body.MemberIds.length) throw notFound('Member');
        const codes = await freshCodes(trx, body.MemberIds.length);
        const inserted = await trx
          .insertInto('member_vouchers')
          .values(body.MemberIds.map((memberId, index) => ({ member_id: memberId, promo_id: live[0]!.id, code: codes[index]!, expired_date: body.ExpiredDate, used_payment_id: null, used_at: null, issue_key: issueKey })))
          .returning('id')
          .execute();
        return new Set(inserted.map((row) => row.id));
      });
      await announceCatalogChange(deps.broadcaster, live.map((row) => row.outlet_id), [CatalogPart.PROMOS]);
      return (await listOf(db, promoIds, today)).filter((voucher) => issued.has(voucher.Id));
    },

    /** Takes an unused voucher back: the till no longer offers it and payment refuses it. */
    async revoke(auth: AuthContext, voucherId: number, now = new Date()): Promise<AdminVoucher> {
      const voucher = await db
        .selectFrom('member_vouchers')
        .innerJoin('members', 'members.id', 'member_vouchers.member_id')
        .innerJoin('promos', 'promos.id', 'member_vouchers.promo_id')
        .innerJoin('outlets', 'outlets.id', 'promos.outlet_id')
        .select(['member_vouchers.id', 'member_vouchers.code', 'member_vouchers.used_payment_id', 'member_vouchers.revoked_at', 'member_vouchers.promo_id', 'outlets.time_zone', 'outlets.id as outlet_id'])
        .where('members.owner_id', '=', auth.ownerId)
        .where('outlets.owner_id', '=', auth.ownerId)
        .where('member_vouchers.id', '=', voucherId)
        .executeTakeFirst();
      if (!voucher) throw notFound('Voucher');
      if (voucher.used_payment_id !== null) throw new AppError('CONFLICT', fillMessage(ServerMessage.VOUCHER_USED_CANNOT_REVOKE, { code: voucher.code }));
      if (voucher.revoked_at === null) await db.updateTable('member_vouchers').set({ revoked_at: now.toISOString() }).where('id', '=', voucherId).where('used_payment_id', 'is', null).execute();
      await announceCatalogChange(deps.broadcaster, [voucher.outlet_id], [CatalogPart.PROMOS]);
      return (await listOf(db, [voucher.promo_id], formatOutletDate(now, voucher.time_zone))).find((row) => row.Id === voucherId)!;
    },

    /** The owner's members to issue vouchers to, by name, number or phone. */
    async members(auth: AuthContext, keyword: string | undefined): Promise<AdminMemberPick[]> {
      let query = db
        .selectFrom('members')
        .innerJoin('member_categories', 'member_categories.id', 'members.member_category_id')
        .select(['members.id', 'members.name', 'members.member_number', 'members.phone_number', 'member_categories.name as category_name'])
        .where('members.owner_id', '=', auth.ownerId)
        .where('members.deleted_at', 'is', null);
      if (keyword) {
        const like = `%${keyword.toLowerCase()}%`;
        query = query.where((eb) => eb.or([eb(eb.fn('lower', ['members.name']), 'like', like), eb('members.member_number', 'like', like.toUpperCase()), eb('members.phone_number', 'like', `%${keyword}%`)]));
      }
      const rows = await query.orderBy('members.name').limit(MEMBER_PICK_LIMIT).execute();
      return rows.map((row) => ({ Id: row.id, Name: row.name, MemberNumber: row.member_number, PhoneNumber: row.phone_number, CategoryName: row.category_name }));
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
