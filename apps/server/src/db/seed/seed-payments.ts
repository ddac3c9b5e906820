import type { Kysely } from 'kysely';
import { MemberPointHistory, PaymentMethodTypeCode, PromoType } from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

/** Spec §3 type names, in the order the payment dialog shows their groups (Position). */
export const PAYMENT_METHOD_TYPES: ReadonlyArray<{ id: number; name: string; position: number }> = [
  { id: PaymentMethodTypeCode.CASH, name: 'Cash', position: 1 },
  { id: PaymentMethodTypeCode.DEBIT, name: 'Debit', position: 2 },
  { id: PaymentMethodTypeCode.CREDIT, name: 'Credit', position: 3 },
  { id: PaymentMethodTypeCode.E_WALLET, name: 'E-Wallet', position: 4 },
  { id: PaymentMethodTypeCode.QRIS, name: 'QRIS', position: 5 },
  { id: PaymentMethodTypeCode.OTHER, name: 'Other', position: 6 },
  { id: PaymentMethodTypeCode.POINT, name: 'Point', position: 7 },
];

type MethodSeed = { name: string; type: number; openDrawer?: boolean; noSales?: boolean; usePoint?: boolean };

/** DEMO-DATA.md: the same methods at both outlets. */
export const DEMO_PAYMENT_METHODS: readonly MethodSeed[] = [
  { name: 'Cash', type: PaymentMethodTypeCode.CASH, openDrawer: true },
  { name: 'Debit BCA', type: PaymentMethodTypeCode.DEBIT },
  { name: 'Kartu Kredit', type: PaymentMethodTypeCode.CREDIT },
  { name: 'GoPay', type: PaymentMethodTypeCode.E_WALLET },
  { name: 'OVO', type: PaymentMethodTypeCode.E_WALLET },
  { name: 'QRIS', type: PaymentMethodTypeCode.QRIS },
  { name: 'Entertain', type: PaymentMethodTypeCode.OTHER, noSales: true },
  { name: 'Point', type: PaymentMethodTypeCode.POINT, usePoint: true },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sari's membership ends within the 10-day warning of spec §4 (here: in 4 days). */
const SARI_EXPIRES_IN_DAYS = 4;
const TONO_EXPIRED_DAYS_AGO = 20;
const MEMBERSHIP_DAYS = 365;
const VOUCHER_VALID_DAYS = 60;
export const RINA_VOUCHER_CODE = 'RINA-VM15';

const dateOnly = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Payment method types, each outlet's methods, member categories, the three demo members with
 * Rina's points in the ledger, and Rina's voucher of the member voucher promo (the catalog
 * seed makes `Voucher Member 15%` at Kopi Senja). Runs after the catalog seed.
 */
export async function seedPayments(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('payment_method_types').values([...PAYMENT_METHOD_TYPES]).execute();
    const outletIds = Object.values(ids.outletIds);
    await trx
      .insertInto('outlet_payment_methods')
      .values(
        outletIds.flatMap((outletId) =>
          DEMO_PAYMENT_METHODS.map((method, position) => ({
            outlet_id: outletId,
            name: method.name,
            type: method.type,
            is_use_point: method.usePoint ? 1 : 0,
            is_no_sales: method.noSales ? 1 : 0,
            open_drawer: method.openDrawer ? 1 : 0,
            default_value: null,
            max_point: null,
            image: null,
            position,
            is_active: 1,
          })),
        ),
      )
      .execute();

    const categories = await trx
      .insertInto('member_categories')
      .values([
        { owner_id: ids.ownerId, name: 'Silver', is_default: 1 },
        { owner_id: ids.ownerId, name: 'Gold', is_default: 0 },
      ])
      .returning(['id', 'name'])
      .execute();
    const categoryId = (name: string) => categories.find((row) => row.name === name)?.id ?? 0;
    const since = new Date(now.getTime() - 90 * DAY_MS).toISOString();
    const members = await trx
      .insertInto('members')
      .values([
        member(ids.ownerId, categoryId('Gold'), 'Rina', '081200000001', 'M0001', 12_500, 120, since, new Date(now.getTime() + MEMBERSHIP_DAYS * DAY_MS).toISOString(), at),
        member(ids.ownerId, categoryId('Silver'), 'Sari', '081200000002', 'M0002', 0, 0, since, new Date(now.getTime() + SARI_EXPIRES_IN_DAYS * DAY_MS).toISOString(), at),
        member(ids.ownerId, categoryId('Silver'), 'Tono', '081200000003', 'M0003', 0, 0, since, new Date(now.getTime() - TONO_EXPIRED_DAYS_AGO * DAY_MS).toISOString(), at),
      ])
      .returning(['id', 'name'])
      .execute();
    const rina = members.find((row) => row.name === 'Rina');
    if (!rina) throw new Error('Seed: Rina missing');
    // Rina's points came from somewhere: the ledger starts with the bonus that made them.
    await trx.insertInto('member_point_ledger').values({ member_id: rina.id, type: MemberPointHistory.BONUS, amount: 12_500, balance_after: 12_500, payment_id: null, created_at: at }).execute();

    const voucherPromo = await trx
      .selectFrom('promos')
      .select('id')
      .where('outlet_id', '=', ids.outletIds.kopiSenja)
      .where('promo_type', '=', PromoType.VOUCHER)
      .orderBy('id')
      .executeTakeFirst();
    if (!voucherPromo) throw new Error('Seed: the member voucher promo of Kopi Senja is missing');
    await trx
      .insertInto('member_vouchers')
      .values({ member_id: rina.id, promo_id: voucherPromo.id, code: RINA_VOUCHER_CODE, expired_date: dateOnly(new Date(now.getTime() + VOUCHER_VALID_DAYS * DAY_MS)), used_payment_id: null, used_at: null })
      .execute();
  });
}

function member(ownerId: number, categoryId: number, name: string, phone: string, number: string, points: number, minutes: number, since: string, expiredAt: string, at: string) {
  return {
    owner_id: ownerId,
    member_category_id: categoryId,
    name,
    phone_number: phone,
    email: null,
    member_number: number,
    point_balance: points,
    saved_minutes: minutes,
    member_since: since,
    expired_at: expiredAt,
    created_at: at,
  };
}
