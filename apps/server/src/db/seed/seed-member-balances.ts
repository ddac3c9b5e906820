import type { Kysely } from 'kysely';
import { MemberMinuteHistory, PromoBaseOn, PromoDeductFrom, PromoDiscountType, PromoType } from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROMO_STARTED_DAYS_AGO = 30;
const PROMO_RUNS_DAYS = 365;
/** Stored percentages are hundredths of a percent (500 = 5 %). */
const QRIS_PERCENT_HUNDREDTHS = 500;
export const QRIS_PROMO_NAME = 'QRIS Hemat 5%';

/**
 * Migration 0009's demo rows (after the payments seed): the opening ledger row of Rina's saved
 * minutes, so her minute ledger adds up to her balance, and `QRIS Hemat 5%`, a transaction promo
 * at Kopi Senja earned only when paid with QRIS (spec §3 Term.TermPaymentMethods).
 */
export async function seedMemberBalances(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const members = await trx.selectFrom('members').select(['id', 'saved_minutes']).where('owner_id', '=', ids.ownerId).where('saved_minutes', '>', 0).orderBy('id').execute();
    if (members.length > 0) {
      await trx
        .insertInto('member_minute_ledger')
        .values(members.map((member) => ({ member_id: member.id, type: MemberMinuteHistory.BONUS, minutes: Number(member.saved_minutes), balance_after: Number(member.saved_minutes), order_id: null, created_at: at })))
        .execute();
    }

    const qris = await trx.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', ids.outletIds.kopiSenja).where('name', '=', 'QRIS').executeTakeFirst();
    if (!qris) throw new Error('Seed: the QRIS method of Kopi Senja is missing');
    const promo = await trx
      .insertInto('promos')
      .values({
        outlet_id: ids.outletIds.kopiSenja,
        name: QRIS_PROMO_NAME,
        promo_type: PromoType.TRANSACTION,
        discount_type: PromoDiscountType.PERCENTAGE,
        discount_value: QRIS_PERCENT_HUNDREDTHS,
        max_discount_amount: null,
        base_on: PromoBaseOn.PRICE,
        deduct_from: PromoDeductFrom.SUB_TOTAL,
        min_purchased_price: null,
        max_purchased_price: null,
        usage_limit: 0,
        total_used: 0,
        starts_at: new Date(now.getTime() - PROMO_STARTED_DAYS_AGO * DAY_MS).toISOString(),
        ends_at: new Date(now.getTime() + PROMO_RUNS_DAYS * DAY_MS).toISOString(),
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('promo_payment_methods').values({ promo_id: promo.id, outlet_payment_method_id: qris.id }).execute();
  });
}
