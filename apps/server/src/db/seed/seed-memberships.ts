import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE_HOURS, PromoDiscountType, PurchaseMembershipStatus, PurchaseMembershipType, moneyFromRupiah, toHundredths } from '@kasir/domain';
import type { Database } from '../schema.ts';
import { purchaseCodeOf } from '../../modules/memberships/purchases.service.ts';
import type { FoundationIds } from './seed-foundation.ts';

const HOUR_MS = 60 * 60 * 1000;

/** DEMO-DATA: each category has a member-category promo (Gold 10 % off the purchase). */
export const DEMO_MEMBERSHIP_PROMOS = [
  { category: 'Gold', name: 'Gold 10%', discountType: PromoDiscountType.PERCENTAGE, amount: 10, maxDiscountRupiah: null },
  { category: 'Silver', name: 'Silver Hemat 10rb', discountType: PromoDiscountType.NOMINAL, amount: toHundredths(moneyFromRupiah(10_000)), maxDiscountRupiah: null },
] as const;

/** DEMO-DATA: the walk-in customer who signed up for Gold by QR and waits at the till to pay. */
export const DEMO_QR_SIGNUP = { name: 'Dewi', phone: '081200000010', birthDate: '1995-04-12', category: 'Gold' } as const;

/**
 * Membership purchases of the demo: the category promos, one PENDING NEW Gold purchase made
 * through a sign-up QR (its QR history used), and one PENDING EXTEND purchase for Sari, both at
 * Kopi Senja. Runs after the member profiles seed, which gives the categories their prices.
 */
export async function seedMemberships(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const categories = await trx.selectFrom('member_categories').select(['id', 'name', 'price', 'duration_days']).where('owner_id', '=', ids.ownerId).execute();
    const category = (name: string) => {
      const found = categories.find((row) => row.name === name);
      if (!found) throw new Error(`Seed: member category ${name} missing`);
      return found;
    };
    await trx
      .insertInto('promo_member_categories')
      .values(
        DEMO_MEMBERSHIP_PROMOS.map((promo) => ({
          owner_id: ids.ownerId,
          member_category_id: category(promo.category).id,
          name: promo.name,
          discount_type: promo.discountType,
          amount: promo.amount,
          max_discount: promo.maxDiscountRupiah,
          is_active: 1,
          created_at: at,
        })),
      )
      .execute();

    const outletId = ids.outletIds.kopiSenja;
    const cashierId = ids.userIds.ani ?? null;
    const gold = category(DEMO_QR_SIGNUP.category);
    const history = await trx
      .insertInto('generate_qr_histories')
      .values({ owner_id: ids.ownerId, outlet_id: outletId, token: 'demo-signup-qr-token', member_category_id: gold.id, created_by: cashierId, created_at: new Date(now.getTime() - HOUR_MS).toISOString(), expires_at: new Date(now.getTime() + 23 * HOUR_MS).toISOString(), used_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sari = await trx.selectFrom('members').select(['id', 'name', 'phone_number', 'email', 'birth_date', 'member_category_id']).where('owner_id', '=', ids.ownerId).where('name', '=', 'Sari').executeTakeFirstOrThrow();
    const silver = categories.find((row) => row.id === sari.member_category_id) ?? category('Silver');
    const pending = (values: { type: number; categoryRow: typeof gold; memberId: number | null; name: string; phone: string; email: string | null; birthDate: string | null; historyId: number | null; createdBy: number | null }) => ({
      owner_id: ids.ownerId,
      outlet_id: outletId,
      purchase_code: `seed-${values.name}`,
      type: values.type,
      status: PurchaseMembershipStatus.PENDING,
      member_category_id: values.categoryRow.id,
      member_id: values.memberId,
      name: values.name,
      phone_number: values.phone,
      email: values.email,
      birth_date: values.birthDate,
      duration_days: Number(values.categoryRow.duration_days),
      generate_qr_history_id: values.historyId,
      promo_member_category_id: null,
      subtotal: Number(values.categoryRow.price),
      discount: 0,
      total: Number(values.categoryRow.price),
      change: 0,
      created_by: values.createdBy,
      created_at: at,
      updated_at: at,
    });
    const rows = await trx
      .insertInto('purchase_memberships')
      .values([
        pending({ type: PurchaseMembershipType.NEW, categoryRow: gold, memberId: null, name: DEMO_QR_SIGNUP.name, phone: DEMO_QR_SIGNUP.phone, email: null, birthDate: DEMO_QR_SIGNUP.birthDate, historyId: history.id, createdBy: null }),
        pending({ type: PurchaseMembershipType.EXTEND, categoryRow: silver, memberId: sari.id, name: sari.name, phone: sari.phone_number, email: sari.email, birthDate: sari.birth_date, historyId: null, createdBy: cashierId }),
      ])
      .returning('id')
      .execute();
    for (const row of rows) {
      await trx.updateTable('purchase_memberships').set({ purchase_code: purchaseCodeOf(row.id, now, DEFAULT_TIME_ZONE_HOURS) }).where('id', '=', row.id).execute();
    }
  });
}
