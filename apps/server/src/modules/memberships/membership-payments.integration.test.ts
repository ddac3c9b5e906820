import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberMinuteHistory, PurchaseMembershipStatus, PurchaseMembershipType, ReportSectionTitle, SetReceipt, formatOutletDate } from '@kasir/domain';
import type { PaidMembership, PrintPlan, PurchaseMembership, SummaryReport } from '@kasir/contracts';
import { openMembershipTestbed, type MembershipTestbed } from '../../test-support/membership-testbed.ts';

let bed: MembershipTestbed;
beforeAll(async () => {
  bed = await openMembershipTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const demoPurchase = async (predicate: (purchase: PurchaseMembership) => boolean): Promise<PurchaseMembership> => {
  const list = (await bed.ani('GET', '/qr/purchaseMembership')).json().data as PurchaseMembership[];
  const found = list.find(predicate);
  if (!found) throw new Error('demo purchase missing');
  return found;
};
const expectedCash = async (): Promise<number> => {
  const shift = (await bed.ani('GET', '/shift/getCurrentShift')).json().data as { Id: number };
  const answer = await bed.ani('GET', `/shift/${shift.Id}/getShiftTransaction`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { ExpectedCash: number }).ExpectedCash;
};

describe('paying a NEW membership', () => {
  it('Dewi’s QR sign-up paid in cash: PAID with change, the drawer opens, she becomes a Gold member with two hours, the shift’s cash grows by the price', async () => {
    const dewi = await demoPurchase((purchase) => purchase.PurchaseMembershipDetails[0]?.Name === 'Dewi');
    const cashBefore = await expectedCash();
    const answer = await bed.payMembership(dewi, bed.cash(200_000));
    expect(answer.statusCode, answer.body).toBe(200);
    const paid = bed.paidOf(answer);
    expect(paid).toMatchObject({ Status: PurchaseMembershipStatus.PAID, Total: 150_000, Change: 50_000, IsOpenDrawer: true });
    expect(paid.Payment).toMatchObject({ Total: 150_000, Paid: 200_000, Change: 50_000, CashierName: 'Ani', PaymentDetails: [{ Name: 'Cash', Amount: 200_000, OpenDrawer: true }] });
    expect(paid.Member?.Name).toBe('Dewi');
    expect(paid.Member?.MemberNumber).toMatch(/^M\d{4}$/);
    const expiry = Date.parse(paid.Member!.ExpiredDate!);
    expect(Math.abs(expiry - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);

    const member = await bed.db.selectFrom('members').selectAll().where('id', '=', paid.MemberId!).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ phone_number: '081200000010', birth_date: '1995-04-12', is_member: 1, saved_minutes: 120 });
    const ledger = await bed.db.selectFrom('member_minute_ledger').selectAll().where('member_id', '=', member.id).execute();
    expect(ledger).toMatchObject([{ type: MemberMinuteHistory.PURCHASE, minutes: 120, balance_after: 120 }]);
    expect(await expectedCash()).toBe(cashBefore + 150_000);
  });

  it('a QRIS payment (no drawer) of a promo price; a second pay is a 409 and takes nothing', async () => {
    const sold = await bed.sellNew('Gold');
    await bed.ani('POST', `/qr/applyPromo/${sold.Id}/${bed.promo('Gold 10%')}`);
    const qris = [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 135_000 }];
    const cashBefore = await expectedCash();
    const answer = await bed.payMembership(sold, qris);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(bed.paidOf(answer)).toMatchObject({ Total: 135_000, Discount: 15_000, Change: 0, IsOpenDrawer: false });
    expect(await expectedCash()).toBe(cashBefore);
    const again = await bed.payMembership(sold, qris);
    expect(again.statusCode).toBe(409);
    expect(await bed.countPayments(sold.Id)).toBe(1);
  });

  it('refuses short, point and unknown methods, a wrong Id, and the EXTEND call for a NEW purchase, naming the field', async () => {
    const sold = await bed.sellNew('Silver');
    const short = await bed.payMembership(sold, bed.cash(10_000));
    expect(short.statusCode).toBe(400);
    expect(short.json().data[0].field).toBe('PaymentDetails');
    const points = await bed.payMembership(sold, [{ OutletPaymentMethodId: bed.method('Point'), Amount: 50_000 }]);
    expect(points.statusCode).toBe(400);
    expect(points.json().message).toBe('You cannot use the points payment method if no member selected');
    expect((await bed.payMembership(sold, [{ OutletPaymentMethodId: 999_999, Amount: 50_000 }])).statusCode).toBe(404);
    expect((await bed.payMembership(sold, [])).statusCode).toBe(400);
    const wrongId = await bed.server.app.inject({ method: 'PUT', url: `/api/qr/paymentMembership/${sold.Id}`, headers: { authorization: `Bearer ${bed.cashierToken}`, outletid: String(bed.outlet) }, payload: { Id: sold.Id + 1, PaymentDetails: bed.cash(50_000) } });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().data[0].field).toBe('Id');
    const wrongCall = await bed.payMembership(sold, bed.cash(50_000), { path: 'paymentExtendMembership' });
    expect(wrongCall.statusCode).toBe(400);
    expect(await bed.countPayments(sold.Id)).toBe(0);
  });
});

describe('exactly once', () => {
  it('two terminals paying one purchase at once: exactly one payment, the other a 409 (ten rounds)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const sold = await bed.sellNew('Silver');
      const [ani, budi] = await Promise.all([bed.payMembership(sold, bed.cash(50_000)), bed.payMembership(sold, bed.cash(100_000), { token: bed.budiToken })]);
      expect([ani.statusCode, budi.statusCode].sort()).toEqual([200, 409]);
      expect(await bed.countPayments(sold.Id)).toBe(1);
      const read = (await bed.ani('GET', `/qr/purchaseMembership/${sold.Id}`)).json().data as PurchaseMembership;
      const winner = ani.statusCode === 200 ? ani : budi;
      expect(read.Payment?.Id).toBe(bed.paidOf(winner).Payment?.Id);
      // The member was made once.
      const members = await bed.db.selectFrom('members').select('id').where('phone_number', '=', read.PurchaseMembershipDetails[0]!.PhoneNumber).execute();
      expect(members).toHaveLength(1);
    }
  });

  it('twenty concurrent pays of one purchase: one 200, nineteen 409', async () => {
    const sold = await bed.sellNew('Gold');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => bed.payMembership(sold, bed.cash(150_000), index % 2 === 0 ? {} : { token: bed.budiToken })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await bed.countPayments(sold.Id)).toBe(1);
  });

  it('the same Idempotency-Key retried answers the first payment; a key of another purchase is refused', async () => {
    const sold = await bed.sellNew('Silver');
    const key = bed.newKey();
    const together = await Promise.all(Array.from({ length: 5 }, () => bed.payMembership(sold, bed.cash(50_000), { key })));
    for (const answer of together) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(together.map((answer) => bed.paidOf(answer).Payment?.Id)).size).toBe(1);
    const later = await bed.payMembership(sold, bed.cash(70_000), { key });
    expect(bed.paidOf(later).Payment?.Paid).toBe(50_000);
    const other = await bed.sellNew('Silver');
    const reused = await bed.payMembership(other, bed.cash(50_000), { key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().data[0].field).toBe('idempotency-key');
    expect(await bed.countPayments(other.Id)).toBe(0);
  });

  it('a cancel (Budi) and a payment (Ani) at once: one of them, never a paid and cancelled purchase', async () => {
    for (let round = 0; round < 5; round += 1) {
      const sold = await bed.sellNew('Silver');
      const [pay, cancel] = await Promise.all([bed.payMembership(sold, bed.cash(50_000)), bed.budiAsSupervisor('PUT', '/qr/cancelMembership', { Id: sold.Id })]);
      expect([pay.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const read = (await bed.ani('GET', `/qr/purchaseMembership/${sold.Id}`)).json().data as PurchaseMembership;
      expect(read.Status).toBe(pay.statusCode === 200 ? PurchaseMembershipStatus.PAID : PurchaseMembershipStatus.CANCELLED);
      expect(await bed.countPayments(sold.Id)).toBe(pay.statusCode === 200 ? 1 : 0);
    }
  });

  it('a promo applied while a terminal pays: the payment always settles the price it was claimed at, never a re-priced paid purchase', async () => {
    for (let round = 0; round < 5; round += 1) {
      const sold = await bed.sellNew('Gold');
      const [pay, promo] = await Promise.all([bed.payMembership(sold, bed.cash(150_000)), bed.ani('POST', `/qr/applyPromo/${sold.Id}/${bed.promo('Gold 10%')}`)]);
      const read = (await bed.ani('GET', `/qr/purchaseMembership/${sold.Id}`)).json().data as PurchaseMembership;
      expect([200, 409]).toContain(pay.statusCode);
      expect([200, 409]).toContain(promo.statusCode);
      if (pay.statusCode === 409) {
        // The promo moved the version first: the purchase waits at its new price.
        expect(read).toMatchObject({ Status: PurchaseMembershipStatus.PENDING, Total: 135_000, Payment: null });
      } else if (promo.statusCode === 200) {
        // The promo came first and the payment settled the new price, giving change.
        expect(read).toMatchObject({ Status: PurchaseMembershipStatus.PAID, Total: 135_000, Change: 15_000, Payment: { Total: 135_000 } });
      } else {
        expect(read).toMatchObject({ Status: PurchaseMembershipStatus.PAID, Total: 150_000, Discount: 0, Payment: { Total: 150_000 } });
      }
    }
  });
});

describe('paying an EXTEND membership', () => {
  it('Sari’s extension keeps her 4 days left and adds a year; the NEW call is refused for it', async () => {
    const sari = await demoPurchase((purchase) => purchase.Type === PurchaseMembershipType.EXTEND && purchase.Member?.Name === 'Sari');
    const before = await bed.db.selectFrom('members').select(['expired_at']).where('id', '=', sari.MemberId!).executeTakeFirstOrThrow();
    expect((await bed.payMembership(sari, bed.cash(50_000), { path: 'paymentMembership' })).statusCode).toBe(400);
    const answer = await bed.payMembership(sari, bed.cash(50_000));
    expect(answer.statusCode, answer.body).toBe(200);
    const paid = bed.paidOf(answer);
    expect(paid.Status).toBe(PurchaseMembershipStatus.PAID);
    expect(Date.parse(paid.Member!.ExpiredDate!)).toBe(Date.parse(before.expired_at!) + 365 * DAY_MS);
  });
});

describe('after the payment', () => {
  it('changes the payment method for the same amount (permission 20: Budi), refuses another amount or Ani', async () => {
    const sold = await bed.sellNew('Silver');
    expect((await bed.payMembership(sold, bed.cash(50_000))).statusCode).toBe(200);
    const qris = [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 50_000 }];
    expect((await bed.ani('PUT', '/qr/editPaymentMethod', { Id: sold.Id, PaymentDetails: qris })).statusCode).toBe(403);
    const wrong = await bed.budiAsSupervisor('PUT', '/qr/editPaymentMethod', { Id: sold.Id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 40_000 }] });
    expect(wrong.statusCode).toBe(400);
    const changed = await bed.budiAsSupervisor('PUT', '/qr/editPaymentMethod', { Id: sold.Id, PaymentDetails: qris });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as PaidMembership).Payment?.PaymentDetails).toMatchObject([{ Name: 'QRIS', Amount: 50_000 }]);
    const pending = await bed.sellNew('Silver');
    expect((await bed.budiAsSupervisor('PUT', '/qr/editPaymentMethod', { Id: pending.Id, PaymentDetails: qris })).statusCode).toBe(409);
  });

  it('prints the membership receipt only when paid, on the PAYMENT print set, one job id per payment', async () => {
    const pending = await bed.sellNew('Gold');
    const refused = await bed.ani('POST', '/print/membership', { PurchaseMembershipId: pending.Id, AccordingDevice: true });
    expect(refused.statusCode).toBe(409);
    expect((await bed.payMembership(pending, bed.cash(150_000))).statusCode).toBe(200);
    const printed = await bed.ani('POST', '/print/membership', { PurchaseMembershipId: pending.Id, AccordingDevice: true });
    expect(printed.statusCode, printed.body).toBe(200);
    const plan = printed.json().data as PrintPlan;
    expect(plan.Jobs.length).toBeGreaterThan(0);
    expect(plan.Jobs[0]).toMatchObject({ SetReceiptId: SetReceipt.PAYMENT, DeviceName: 'Cashier', Kind: 'membership' });
    const text = plan.Jobs[0]!.data.map((line) => line.map((cell) => cell.text).join(' ')).join('\n');
    expect(text).toContain('MEMBER BARU');
    expect(text).toContain(pending.PurchaseCode);
    expect(text).toContain('150.000');
    const reprint = (await bed.ani('POST', '/print/membership', { PurchaseMembershipId: pending.Id, IsReprint: true })).json().data as PrintPlan;
    expect(reprint.Jobs[0]?.jobId).toBe(plan.Jobs[0]?.jobId);
    expect(reprint.Jobs[0]?.reprint).toBe(true);
  });

  it('the summary report’s MEMBERSHIP section counts what was paid, per category and kind', async () => {
    const today = formatOutletDate(new Date(), 7);
    const answer = await bed.ani('GET', `/report/summarySalesReport?fromDate=${today}&toDate=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json().data as SummaryReport;
    const section = report[ReportSectionTitle.MEMBERSHIP] as { Data: Array<{ Name: string; Quantity: number; Total: number }>; Total: number };
    const paid = await bed.db
      .selectFrom('membership_payments')
      .innerJoin('purchase_memberships', 'purchase_memberships.id', 'membership_payments.purchase_membership_id')
      .innerJoin('member_categories', 'member_categories.id', 'purchase_memberships.member_category_id')
      .select(['member_categories.name', 'purchase_memberships.type', 'membership_payments.total'])
      .execute();
    const goldNew = paid.filter((row) => row.name === 'Gold' && row.type === PurchaseMembershipType.NEW);
    expect(section.Data.find((row) => row.Name === 'Gold (NEW)')).toMatchObject({ Quantity: goldNew.length, Total: goldNew.reduce((sum, row) => sum + Number(row.total), 0) / 100 });
    expect(section.Data.find((row) => row.Name === 'Silver (EXTEND)')).toMatchObject({ Quantity: 1, Total: 50_000 });
    expect(section.Total).toBe(paid.reduce((sum, row) => sum + Number(row.total), 0) / 100);
  });

  it('the shift’s payment report counts membership money with the order payments, so its cash makes the expected cash', async () => {
    const shift = (await bed.ani('GET', '/shift/getCurrentShift')).json().data as { Id: number };
    const report = (await bed.ani('GET', `/report/paymentReport?shiftId=${shift.Id}`)).json().data as SummaryReport;
    const figures = (await bed.ani('GET', `/shift/${shift.Id}/getShiftTransaction`)).json().data as { StartCash: number; CashPayments: number; Change: number; ExpectedCash: number };
    const payment = report[ReportSectionTitle.PAYMENT] as { Data: Array<{ Name: string; Total: number }>; Total: number };
    const cash = payment.Data.find((row) => row.Name === 'Cash')?.Total ?? 0;
    const paidInCash = await bed.db
      .selectFrom('membership_payment_details as detail')
      .innerJoin('membership_payments', 'membership_payments.id', 'detail.membership_payment_id')
      .where('membership_payments.shift_id', '=', shift.Id)
      .where('detail.method_name', '=', 'Cash')
      .select((eb) => eb.fn.sum<number | string>('detail.amount').as('amount'))
      .executeTakeFirstOrThrow();
    const change = await bed.db.selectFrom('membership_payments').where('shift_id', '=', shift.Id).select((eb) => eb.fn.sum<number | string>('change').as('change')).executeTakeFirstOrThrow();
    expect(cash).toBeGreaterThan(0);
    expect(cash).toBe((Number(paidInCash.amount) - Number(change.change)) / 100);
    expect(cash).toBe(figures.CashPayments - figures.Change);
    expect(figures.StartCash + cash).toBe(figures.ExpectedCash);
  });
});
