import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtherPermission, PromoDiscountType, PurchaseMembershipStatus, PurchaseMembershipType, formatOutletDate } from '@kasir/domain';
import type { PromoMemberCategory, PurchaseMembership } from '@kasir/contracts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { openMembershipTestbed, type MembershipTestbed } from '../../test-support/membership-testbed.ts';

let bed: MembershipTestbed;
beforeAll(async () => {
  bed = await openMembershipTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const today = () => formatOutletDate(new Date(), 7);

describe('purchase memberships at the till', () => {
  it('lists the demo purchases of today: Dewi’s QR sign-up for Gold and Sari’s extension, both PENDING', async () => {
    const answer = await bed.ani('GET', `/qr/purchaseMembership?fromDate=${today()}&toDate=${today()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json().data as PurchaseMembership[];
    const dewi = list.find((purchase) => purchase.PurchaseMembershipDetails[0]?.Name === 'Dewi');
    expect(dewi).toMatchObject({ Type: PurchaseMembershipType.NEW, Status: PurchaseMembershipStatus.PENDING, SubTotal: 150_000, Total: 150_000, MemberCategory: { Name: 'Gold' }, MemberId: null });
    expect(dewi?.GenerateQRHistory?.Token).toBeTruthy();
    expect(dewi?.PurchaseCode).toMatch(/^PM-\d{6}-\d{4}$/);
    const sari = list.find((purchase) => purchase.Type === PurchaseMembershipType.EXTEND);
    expect(sari).toMatchObject({ Status: PurchaseMembershipStatus.PENDING, Member: { Name: 'Sari' }, MemberCategory: { Name: 'Silver' }, Total: 50_000 });
  });

  it('takes a bare date, a date with time, and refuses a bad one or a reversed range naming the field', async () => {
    expect((await bed.ani('GET', `/qr/purchaseMembership?fromDate=${today()}%2000:00:00&toDate=${today()}%2023:59:59`)).statusCode).toBe(200);
    expect((await bed.ani('GET', '/qr/purchaseMembership')).statusCode).toBe(200);
    const bad = await bed.ani('GET', '/qr/purchaseMembership?fromDate=25-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('fromDate');
    const reversed = await bed.ani('GET', '/qr/purchaseMembership?fromDate=2026-02-02&toDate=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data[0].field).toBe('fromDate');
  });

  it('sells a NEW membership for a category at the price of the category, and reads it back', async () => {
    const sold = await bed.sellNew('Silver');
    expect(sold).toMatchObject({ Type: PurchaseMembershipType.NEW, Status: PurchaseMembershipStatus.PENDING, SubTotal: 50_000, Discount: 0, Total: 50_000, Change: 0, Payment: null });
    expect(sold.PurchaseMembershipDetails[0]).toMatchObject({ BirthDate: '1990-01-31', DurationDays: 365, Price: 50_000 });
    const read = await bed.ani('GET', `/qr/purchaseMembership/${sold.Id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(sold);
  });

  it('refuses bad customer data with the field and the spec’s messages, and an unknown category with 404', async () => {
    const gold = bed.category('Gold');
    const cases: Array<[object, string]> = [
      [{ PhoneNumber: '0812', BirthDate: '1990-01-01' }, 'Name'],
      [{ Name: 'X', BirthDate: '1990-01-01' }, 'PhoneNumber'],
      [{ Name: 'X', PhoneNumber: '08123456789012345', BirthDate: '1990-01-01' }, 'PhoneNumber'],
      [{ Name: 'X', PhoneNumber: '0812' }, 'BirthDate'],
      [{ Name: 'X', PhoneNumber: '0812', BirthDate: '2999-01-01' }, 'BirthDate'],
      [{ Name: 'X', PhoneNumber: '0812', BirthDate: '1990-02-30' }, 'BirthDate'],
    ];
    for (const [body, field] of cases) {
      const answer = await bed.ani('POST', `/qr/purchaseMembership/${gold}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body).toContain(field);
    }
    const empty = await bed.ani('POST', `/qr/purchaseMembership/${gold}`, { Name: ' ', PhoneNumber: '0812', BirthDate: '1990-01-01' });
    expect(empty.json().message).toContain('Nama tidak boleh kosong');
    expect((await bed.ani('POST', '/qr/purchaseMembership/999999', { Name: 'X', PhoneNumber: '0812', BirthDate: '1990-01-01' })).statusCode).toBe(404);
  });

  it('lists the membership promos for the till and applies one: Gold 10% takes Rp 15.000 off; another category’s promo is refused; 0 removes it', async () => {
    const listed = await bed.ani('GET', '/promoMemberCategory?isKasir=1');
    expect(listed.statusCode).toBe(200);
    const promos = listed.json().data as PromoMemberCategory[];
    expect(promos.find((promo) => promo.Name === 'Gold 10%')).toMatchObject({ DiscountType: PromoDiscountType.PERCENTAGE, Amount: 10, MemberCategory: { Name: 'Gold' } });
    const goldOnly = (await bed.ani('GET', `/promoMemberCategory?isKasir=1&MemberCategoryId=${bed.category('Gold')}`)).json().data as PromoMemberCategory[];
    expect(goldOnly.map((promo) => promo.Name)).toEqual(['Gold 10%']);

    const sold = await bed.sellNew('Gold');
    const applied = await bed.ani('POST', `/qr/applyPromo/${sold.Id}/${bed.promo('Gold 10%')}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ SubTotal: 150_000, Discount: 15_000, Total: 135_000, PromoMemberCategoryId: bed.promo('Gold 10%'), PromoMemberCategory: { Name: 'Gold 10%' } });
    const wrong = await bed.ani('POST', `/qr/applyPromo/${sold.Id}/${bed.promo('Silver Hemat 10rb')}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data[0].field).toBe('PromoMemberCategoryId');
    expect((await bed.ani('POST', `/qr/applyPromo/${sold.Id}/999999`)).statusCode).toBe(404);
    const removed = await bed.ani('POST', `/qr/applyPromo/${sold.Id}/0`);
    expect(removed.json().data).toMatchObject({ Discount: 0, Total: 150_000, PromoMemberCategoryId: null });
  });

  it('cancels only with permission 22 (Budi, not Ani), once; a cancelled purchase cannot be paid or re-priced', async () => {
    const sold = await bed.sellNew('Silver');
    const denied = await bed.ani('PUT', '/qr/cancelMembership', { Id: sold.Id });
    expect(denied.statusCode).toBe(403);
    const cancelled = await bed.budiAsSupervisor('PUT', '/qr/cancelMembership', { Id: sold.Id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.Status).toBe(PurchaseMembershipStatus.CANCELLED);
    expect((await bed.budiAsSupervisor('PUT', '/qr/cancelMembership', { Id: sold.Id })).json().data.Status).toBe(PurchaseMembershipStatus.CANCELLED);
    expect((await bed.payMembership(sold, bed.cash(50_000))).statusCode).toBe(409);
    expect((await bed.ani('POST', `/qr/applyPromo/${sold.Id}/${bed.promo('Silver Hemat 10rb')}`)).statusCode).toBe(409);
    expect(await bed.countPayments(sold.Id)).toBe(0);
  });

  it('extends a member: one waiting EXTEND purchase per member, in their category unless another is named', async () => {
    const rina = await bed.member('Rina');
    const first = await bed.ani('PUT', `/qr/extendMembership/${rina.id}`, {});
    expect(first.statusCode, first.body).toBe(200);
    const purchase = first.json().data as PurchaseMembership;
    expect(purchase).toMatchObject({ Type: PurchaseMembershipType.EXTEND, Status: PurchaseMembershipStatus.PENDING, MemberId: rina.id, MemberCategory: { Name: 'Gold' }, Total: 150_000 });
    const again = await bed.ani('PUT', `/qr/extendMembership/${rina.id}`, { MemberCategoryId: bed.category('Silver') });
    expect(again.json().data.Id).toBe(purchase.Id);
    expect((await bed.ani('PUT', '/qr/extendMembership/999999', {})).statusCode).toBe(404);
  });
});

describe('another owner', () => {
  it('sees none of these purchases: their ids are 404 on every call', async () => {
    const purchase = await bed.sellNew('Gold');
    const other = await addSecondOwner(bed.server);
    // Eko may take payments at his own outlet: what stops him here is only that the purchase is not his owner's.
    await bed.db.insertInto('role_other_modules').values({ role_id: other.roleId, other_module_id: OtherPermission.PAYMENT, use_pin: 0 }).execute();
    const eko = await bed.signInOtherOwner(other.outletId);
    expect((await eko('POST', '/shift/startShift', { OutletId: other.outletId, StartCash: 0 })).statusCode).toBe(201);
    const method = await bed.db
      .insertInto('outlet_payment_methods')
      .values({ outlet_id: other.outletId, name: 'Cash', type: 4, is_use_point: 0, is_no_sales: 0, open_drawer: 1, default_value: null, max_point: null, image: null, position: 0, is_active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await eko('GET', `/qr/purchaseMembership/${purchase.Id}`)).statusCode).toBe(404);
    expect((await eko('PUT', `/qr/paymentMembership/${purchase.Id}`, { Id: purchase.Id, PaymentDetails: [{ OutletPaymentMethodId: method.id, Amount: 150_000 }] })).statusCode).toBe(404);
    expect((await eko('POST', `/qr/applyPromo/${purchase.Id}/0`)).statusCode).toBe(404);
    expect((await eko('PUT', `/qr/extendMembership/${(await bed.member('Rina')).id}`, {})).statusCode).toBe(404);
    expect((await eko('POST', '/print/membership', { PurchaseMembershipId: purchase.Id })).statusCode).toBe(404);
    const list = await eko('GET', '/qr/purchaseMembership');
    expect(list.json().data).toEqual([]);
    expect((await eko('GET', '/promoMemberCategory?isKasir=1')).json().data).toEqual([]);
    expect(await bed.countPayments(purchase.Id)).toBe(0);
  });
});
