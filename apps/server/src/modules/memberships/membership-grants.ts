import type { Transaction } from 'kysely';
import { MemberMinuteHistory, PurchaseMembershipType, formatMemberNumber, membershipExpiry } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { AppError } from '../../platform/app-error.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import { memberMinutes } from '../members/member-minutes.repository.ts';
import { memberProfiles } from '../members/member-profiles.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * What a paid purchase does to the member, inside the payment's transaction. NEW: the person of
 * the purchase becomes a member of its category (a known customer or lapsed member with the same
 * phone number is reused, so one person keeps one row); EXTEND: the member's expiry moves on by
 * the purchase's duration. A category with saved minutes adds them with their ledger row.
 *
 * Members are the members module's: its repositories write them (insert, update, the auto
 * member number, the minutes ledger); this file only decides what a paid purchase changes.
 */
export async function grantMembership(trx: Transaction<Database>, purchase: PurchaseRow, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const category = await memberProfiles.findCategory(trx, purchase.owner_id, purchase.member_category_id);
  if (!category) throw new AppError('NOT_FOUND', 'Member category not found', [{ field: 'MemberCategoryId', error: 'Member category not found' }]);
  let memberId: number;
  if (purchase.type === PurchaseMembershipType.EXTEND) {
    const member = purchase.member_id === null ? undefined : await memberBalances.findMember(trx, purchase.owner_id, purchase.member_id);
    if (!member || member.deleted_at !== null) throw new AppError('NOT_FOUND', 'Member not found', [{ field: 'Id', error: 'Member not found' }]);
    const expiry = membershipExpiry(member.expired_at === null ? null : new Date(member.expired_at), now, purchase.duration_days);
    await memberProfiles.update(trx, purchase.owner_id, member.id, { member_category_id: purchase.member_category_id, expired_at: expiry.toISOString(), is_member: 1, updated_at: nowIso });
    memberId = member.id;
  } else {
    memberId = await makeMember(trx, purchase, now);
  }
  const minutes = toNumber(category.time_balance_minutes);
  if (minutes > 0) await memberMinutes.addMinutes(trx, { memberId, minutes, type: MemberMinuteHistory.PURCHASE, orderId: null, nowIso });
  return memberId;
}

async function makeMember(trx: Transaction<Database>, purchase: PurchaseRow, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const expiry = membershipExpiry(null, now, purchase.duration_days).toISOString();
  const known = await trx
    .selectFrom('members')
    .select(['id', 'is_member', 'expired_at'])
    .where('owner_id', '=', purchase.owner_id)
    .where('phone_number', '=', purchase.phone_number)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (known) {
    // A member whose membership still runs keeps its days: a NEW purchase then behaves as an extension.
    const stillRuns = known.is_member === 1 && known.expired_at !== null && new Date(known.expired_at) > now;
    const expiredAt = stillRuns ? membershipExpiry(new Date(known.expired_at!), now, purchase.duration_days).toISOString() : expiry;
    await memberProfiles.update(trx, purchase.owner_id, known.id, {
      is_member: 1,
      member_category_id: purchase.member_category_id,
      expired_at: expiredAt,
      ...(stillRuns ? {} : { member_since: nowIso }),
      ...(purchase.birth_date === null ? {} : { birth_date: purchase.birth_date }),
      ...(purchase.email === null ? {} : { email: purchase.email }),
      updated_at: nowIso,
    });
    return known.id;
  }
  const memberNumber = formatMemberNumber(await memberProfiles.takeAutoNumber(trx, purchase.owner_id));
  return memberProfiles.insert(trx, {
      owner_id: purchase.owner_id,
      member_category_id: purchase.member_category_id,
      name: purchase.name,
      phone_number: purchase.phone_number,
      email: purchase.email,
      member_number: memberNumber,
      point_balance: 0,
      saved_minutes: 0,
      member_since: nowIso,
      expired_at: expiry,
      created_at: nowIso,
      is_member: 1,
      address: null,
      birth_date: purchase.birth_date,
      member_card_no: null,
      updated_at: nowIso,
      deleted_at: null,
  });
}
