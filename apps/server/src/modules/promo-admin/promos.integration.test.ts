import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type AdminPromo, type Order, type PromoChoices } from '@kasir/contracts';
import { PromoBaseOn, PromoDeductFrom, PromoDiscountType, PromoType } from '@kasir/domain';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { openPromoAdminTestbed, outletDay, outletNow, type PromoAdminTestbed } from './promo-admin-test-kit.ts';

let bed: PromoAdminTestbed;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openPromoAdminTestbed();
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const fieldsOf = (answer: { json: () => unknown }) => ((answer.json() as { data: Array<{ field: string }> }).data ?? []).map((error) => error.field).join(',');
const listAdmin = async (): Promise<AdminPromo[]> => {
  const answer = await bed.owner('GET', '/promoAdmin');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as AdminPromo[];
};
const americanoCategory = async () =>
  (await bed.db.selectFrom('outlet_products').select('product_category_id').where('id', '=', bed.menu.product('Americano')).executeTakeFirstOrThrow()).product_category_id;

describe('back office promos', () => {
  it('creates a transaction promo the till offers at once, and a retry with the same key answers it', async () => {
    const created = await bed.createPromo(bed.transactionPromo({ Name: 'Hemat Senja', DiscountValue: 12.5, MaxDiscountAmount: 15_000, Limit: 50 }), 'senja-1');
    expect(created).toMatchObject({ Name: 'Hemat Senja', DiscountValue: 12.5, MaxDiscountAmount: 15_000, Limit: 50, OutletIds: [bed.outlet], IsActive: true, IsArchived: false, Days: [], Hours: [] });
    const again = await bed.createPromo(bed.transactionPromo({ Name: 'Hemat Senja', DiscountValue: 12.5 }), 'senja-1');
    expect(again.Id).toBe(created.Id);
    const stored = await bed.db.selectFrom('promos').select(['discount_value', 'max_discount_amount']).where('id', '=', created.OutletPromos[0]!.OutletPromoId).executeTakeFirstOrThrow();
    expect([Number(stored.discount_value), Number(stored.max_discount_amount)]).toEqual([1_250, 1_500_000]);
    const offer = (await bed.offered()).find((promo) => promo.Promo.PromoName === 'Hemat Senja');
    expect(offer).toMatchObject({ Available: true, PromoDiscount: { Amount: 12.5, DiscountType: PromoDiscountType.PERCENTAGE, MaxDiscountAmount: 15_000 } });
    expect((await listAdmin()).filter((promo) => promo.Name === 'Hemat Senja')).toHaveLength(1);
  });

  it('runs one promo at several outlets (one row each) and follows the outlets on edit', async () => {
    const grill = bed.server.ids.outletIds.grillChill;
    const both = await bed.createPromo(bed.transactionPromo({ Name: 'Dua Outlet', OutletIds: [bed.outlet, grill] }));
    expect(both.OutletIds).toEqual([bed.outlet, grill].sort((a, b) => a - b));
    expect(both.OutletPromos).toHaveLength(2);
    const edited = await bed.owner('PUT', `/promoAdmin/${both.Id}`, bed.transactionPromo({ Name: 'Satu Outlet', OutletIds: [grill] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ Id: both.Id, Name: 'Satu Outlet', OutletIds: [grill] });
    expect((await bed.offered()).some((promo) => promo.Promo.PromoName.endsWith('Outlet'))).toBe(false);
  });

  it('creates a product promo on a category that reaches its products', async () => {
    const category = await americanoCategory();
    const choices = (await bed.owner('GET', '/promoAdmin/choices')).json().data as PromoChoices;
    expect(choices.Outlets.find((outlet) => outlet.Id === bed.outlet)?.Categories.some((row) => row.Id === category)).toBe(true);
    const promo = await bed.createPromo(
      bed.transactionPromo({ Name: 'Kopi 5rb', PromoType: PromoType.PRODUCT, DiscountType: PromoDiscountType.NOMINAL, DiscountValue: 5_000, BaseOn: PromoBaseOn.PRODUCT, DeductFrom: PromoDeductFrom.PRODUCT, CategoryIds: [category] }),
    );
    expect(promo.CategoryIds).toEqual([category]);
    const offer = (await bed.offered()).find((row) => row.Promo.PromoName === 'Kopi 5rb');
    expect(offer?.PromoDiscount.ProductPromoDiscounts).toEqual([{ OutletProductId: null, ProductCategoryId: category, OutletProductBundleId: null }]);
  });

  it('refuses inconsistent promos naming the field, and changes nothing', async () => {
    const before = await listAdmin();
    const grillMethod = await bed.db.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', bed.server.ids.outletIds.grillChill).executeTakeFirstOrThrow();
    const cases: Array<[object, string]> = [
      [bed.transactionPromo({ Name: ' ' }), 'Name'],
      [bed.transactionPromo({ DiscountValue: 100.5 }), 'DiscountValue'],
      [bed.transactionPromo({ DiscountValue: 0 }), 'DiscountValue'],
      [bed.transactionPromo({ StartDate: outletDay(3), EndDate: outletDay(1) }), 'EndDate'],
      [bed.transactionPromo({ StartDate: '2026-02-30' }), 'StartDate'],
      [bed.transactionPromo({ MinPurchase: 50_000, MaxPurchase: 20_000 }), 'MaxPurchase'],
      [bed.transactionPromo({ PromoType: PromoType.PRODUCT, BaseOn: PromoBaseOn.PRODUCT }), 'OutletProductIds'],
      [bed.transactionPromo({ Days: [7] }), 'Days'],
      [bed.transactionPromo({ Hours: [24] }), 'Hours'],
      [bed.transactionPromo({ OutletIds: [] }), 'OutletIds'],
      [bed.transactionPromo({ PaymentMethodIds: [grillMethod.id] }), 'PaymentMethodIds'],
      [bed.transactionPromo({ DiscountType: 3 }), 'DiscountType'],
    ];
    for (const [payload, field] of cases) {
      const answer = await bed.owner('POST', '/promoAdmin', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(answer)).toContain(field);
    }
    expect(await listAdmin()).toEqual(before);
  });

  it("another owner's promo or outlet is a 404; a cashier token is a 403", async () => {
    expect((await bed.owner('POST', '/promoAdmin', bed.transactionPromo({ OutletIds: [bed.other.outletId] }))).statusCode).toBe(404);
    const theirs = await bed.db
      .insertInto('promos')
      .values({ outlet_id: bed.other.outletId, name: 'Theirs', promo_type: 2, discount_type: 1, discount_value: 500, base_on: 2, deduct_from: 1, usage_limit: 0, total_used: 0, is_active: 1, starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2027-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const method of ['GET', 'DELETE'] as const) expect((await bed.owner(method, `/promoAdmin/${theirs.id}`)).statusCode).toBe(404);
    expect((await bed.owner('PUT', `/promoAdmin/${theirs.id}`, bed.transactionPromo())).statusCode).toBe(404);
    expect((await listAdmin()).some((promo) => promo.Name === 'Theirs')).toBe(false);
    expect((await bed.asCashier('GET', '/promoAdmin')).statusCode).toBe(403);
  });

  it('offers a day/hour-limited promo only inside its window, and payment refuses it outside', async () => {
    const { day, hour } = outletNow();
    const otherHour = (hour + 12) % 24;
    const inside = await bed.createPromo(bed.transactionPromo({ Name: 'Jam Ini', Days: [day, (day + 1) % 7], Hours: [hour, (hour + 1) % 24] }));
    expect(inside).toMatchObject({ Days: [day, (day + 1) % 7].sort(), Hours: [hour, (hour + 1) % 24].sort((a, b) => a - b) });
    const outside = await bed.createPromo(bed.transactionPromo({ Name: 'Jam Lain', Hours: [otherHour] }));
    const otherDay = await bed.createPromo(bed.transactionPromo({ Name: 'Hari Lain', Days: [(day + 3) % 7] }));
    const names = (await bed.offered()).map((promo) => promo.Promo.PromoName);
    expect(names).toContain('Jam Ini');
    expect(names).not.toContain('Jam Lain');
    expect(names).not.toContain('Hari Lain');

    // A till that still names it (offered earlier, or a stale list) is refused at payment.
    const order = await bed.americanoOrder(1);
    const assigned = await bed.ani('PUT', `/order/assignPromo/${order.Id}`, { Promos: [{ OutletPromoId: outside.OutletPromos[0]!.OutletPromoId }] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json().data as Order).OrderPromos[0]).toMatchObject({ TotalDiscount: 0, Rejection: 'UNAVAILABLE' });
    const paid = await bed.pay(order.Id, { Promos: [{ OutletPromoId: otherDay.OutletPromos[0]!.OutletPromoId }], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 100_000 }] });
    expect(paid.statusCode, paid.body).toBe(400);
    expect(fieldsOf(paid)).toContain('Promos[0].OutletPromoId');
  });

  it('deletes an unused promo; archives one a payment used', async () => {
    const unused = await bed.createPromo(bed.transactionPromo({ Name: 'Sekali' }));
    expect((await bed.owner('DELETE', `/promoAdmin/${unused.Id}`)).json().data).toEqual({ Id: unused.Id, Archived: false });
    expect((await bed.owner('GET', `/promoAdmin/${unused.Id}`)).statusCode).toBe(404);

    const used = await bed.createPromo(bed.transactionPromo({ Name: 'Dipakai', DiscountValue: 10 }));
    const order = await bed.americanoOrder(1);
    const paid = await bed.pay(order.Id, { Promos: [{ OutletPromoId: used.OutletPromos[0]!.OutletPromoId }], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 100_000 }] });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await bed.owner('GET', `/promoAdmin/${used.Id}`)).json().data).toMatchObject({ TotalUsed: 1 });
    expect((await bed.owner('DELETE', `/promoAdmin/${used.Id}`)).json().data).toEqual({ Id: used.Id, Archived: true });
    expect((await bed.owner('GET', `/promoAdmin/${used.Id}`)).json().data).toMatchObject({ IsArchived: true, IsActive: false });
    expect((await listAdmin()).some((promo) => promo.Id === used.Id)).toBe(false);
    expect((await bed.offered()).some((promo) => promo.Promo.PromoName === 'Dipakai')).toBe(false);
    expect((await bed.owner('PUT', `/promoAdmin/${used.Id}`, bed.transactionPromo({ Name: 'Dipakai' }))).statusCode).toBe(409);
  });

  it("tells the outlet's tills after commit (catalog:changed promos)", async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<{ Parts: string[] }>(till, ServerEvent.CATALOG_CHANGED);
    await bed.createPromo(bed.transactionPromo({ Name: 'Live' }));
    expect((await heard).Parts).toEqual(['promos']);
  });
});
