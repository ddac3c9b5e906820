import type { Kysely } from 'kysely';
import { MemberPointHistory, moneyFromRupiah, toHundredths } from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBERSHIP_DAYS = 365;

/** DEMO-DATA: Silver (the default, Rp 50.000 a year), Gold (Rp 150.000 a year, with two hours of play). */
export const DEMO_MEMBER_CATEGORIES = [
  { name: 'Silver', priceRupiah: 50_000, durationDays: MEMBERSHIP_DAYS, timeBalanceMinutes: 0, position: 1 },
  { name: 'Gold', priceRupiah: 150_000, durationDays: MEMBERSHIP_DAYS, timeBalanceMinutes: 120, position: 2 },
] as const;

/**
 * Rina's points history (DEMO-DATA: earned, spent, a bonus, an adjustment) that adds up to her
 * 12.500 points, oldest first, with how many days ago each happened.
 */
export const RINA_POINT_HISTORY = [
  { type: MemberPointHistory.BONUS, points: 5_000, daysAgo: 40 },
  { type: MemberPointHistory.ADD, points: 9_000, daysAgo: 30 },
  { type: MemberPointHistory.DEDUCT, points: -2_000, daysAgo: 20 },
  { type: MemberPointHistory.ADJUST_PLUS, points: 1_000, daysAgo: 10 },
  { type: MemberPointHistory.ADJUST_MINUS, points: -500, daysAgo: 5 },
] as const;

/** A walk-in customer the café knows but who is no member yet: set as member at the till. */
export const DEMO_CUSTOMER = { name: 'Bayu', phone: '081200000009', memberNumber: 'C0001' } as const;

/**
 * Issue 19's demo rows, after the payments seed made the categories and members: category
 * prices and durations, Rina's points history in place of her single opening row, birth dates
 * for the three members, and Bayu, a known customer (not a member).
 */
export async function seedMemberProfiles(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const category of DEMO_MEMBER_CATEGORIES) {
      await trx
        .updateTable('member_categories')
        .set({ price: toHundredths(moneyFromRupiah(category.priceRupiah)), duration_days: category.durationDays, time_balance_minutes: category.timeBalanceMinutes, position: category.position })
        .where('owner_id', '=', ids.ownerId)
        .where('name', '=', category.name)
        .execute();
    }

    const rina = await trx.selectFrom('members').select(['id', 'point_balance']).where('owner_id', '=', ids.ownerId).where('name', '=', 'Rina').executeTakeFirstOrThrow();
    const total = RINA_POINT_HISTORY.reduce((sum, entry) => sum + entry.points, 0);
    if (total !== Number(rina.point_balance)) throw new Error(`Seed: Rina's points history adds up to ${total}, not her ${String(rina.point_balance)} points`);
    await trx.deleteFrom('member_point_ledger').where('member_id', '=', rina.id).where('payment_id', 'is', null).execute();
    let balance = 0;
    const rows = RINA_POINT_HISTORY.map((entry) => {
      balance += entry.points;
      return { member_id: rina.id, type: entry.type, amount: entry.points, balance_after: balance, payment_id: null, created_at: new Date(now - entry.daysAgo * DAY_MS).toISOString() };
    });
    await trx.insertInto('member_point_ledger').values(rows).execute();

    const birthDates: Record<string, string> = { Rina: '1994-03-12', Sari: '1998-08-25', Tono: '1989-11-02' };
    for (const [name, birthDate] of Object.entries(birthDates)) {
      await trx.updateTable('members').set({ birth_date: birthDate }).where('owner_id', '=', ids.ownerId).where('name', '=', name).execute();
    }

    const silver = await trx.selectFrom('member_categories').select('id').where('owner_id', '=', ids.ownerId).where('is_default', '=', 1).executeTakeFirstOrThrow();
    const since = new Date(now - 14 * DAY_MS).toISOString();
    await trx
      .insertInto('members')
      .values({
        owner_id: ids.ownerId,
        member_category_id: silver.id,
        name: DEMO_CUSTOMER.name,
        phone_number: DEMO_CUSTOMER.phone,
        email: null,
        member_number: DEMO_CUSTOMER.memberNumber,
        is_member: 0,
        point_balance: 0,
        saved_minutes: 0,
        member_since: since,
        expired_at: null,
        created_at: since,
        updated_at: since,
      })
      .execute();
  });
}
