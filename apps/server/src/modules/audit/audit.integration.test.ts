import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Payment } from '@kasir/contracts';
import { AuditKind, SUMMARY_REPORT_MAX_DAYS } from '@kasir/domain';
import { bearer } from '../../test-support/test-server.ts';
import { outletDay } from '../reports/reports-test-kit.ts';
import { openPaymentAdminTestbed, type PaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';

let bed: PaymentAdminTestbed;
let approval: { UserId: number; PIN: string };
let voidedOrderNo: string;
const today = outletDay();

beforeAll(async () => {
  bed = await openPaymentAdminTestbed();
  const budi = await bed.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow();
  approval = { UserId: budi.id, PIN: '222222' };
  // A void of a whole order by Ani, approved by Budi.
  const voided = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 2 }] });
  voidedOrderNo = voided.OrderNo;
  expect((await bed.ani('PUT', `/order/${voided.Id}/cancel`, { Reason: 'Guest left', Approval: approval })).statusCode).toBe(200);
  // A delete of one line and a price change on another order.
  const order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 3 }, { OutletProductId: bed.menu.product('Teh Tarik'), Quantity: 1 }] });
  const americano = order.OrderProducts.find((line) => line.ProductName === 'Americano') ?? order.OrderProducts[0]!;
  expect((await bed.ani('PUT', `/order/${order.Id}/deleteOrderProduct`, { OrderProductId: americano.Id, Quantity: 1, Reason: 'Spilled', Approval: approval })).statusCode).toBe(200);
  const edited = await bed.ani('PUT', `/order/${order.Id}/updateOrderProduct`, { OrderProductId: americano.Id, Price: 15_000, Approval: approval });
  expect(edited.statusCode, edited.body).toBe(200);
  // A payment whose methods Budi changes afterwards.
  const paidOrder = await bed.americanoOrder(1);
  const paid = await bed.pay(paidOrder.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: paidOrder.Total }] });
  expect(paid.statusCode, paid.body).toBe(200);
  // Ani's role may not change payment methods: Budi approves it with his PIN (the change is audited).
  const changed = await bed.ani('PUT', '/payment/changePaymentMethod', {
    PaymentId: (paid.json().data as Payment).Id,
    PaymentDetails: [{ OutletPaymentMethodId: bed.method('GoPay'), Amount: paidOrder.Total }],
    Approval: approval,
  });
  expect(changed.statusCode, changed.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await bed?.server.stop();
});

const audit = async (query: string): Promise<AuditPage> => {
  const answer = await bed.owner('GET', `/audit?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as AuditPage;
};

describe('the audit view', () => {
  it('lists voids, deletes, price and payment method changes newest first, with who asked and who approved', async () => {
    const page = await audit(`fromDate=${today}&toDate=${today}&outletId=${bed.outlet}`);
    expect(page.Items.map((item) => item.Type)).toEqual([AuditKind.PAYMENT_METHOD_CHANGE, AuditKind.PRICE_CHANGE, AuditKind.DELETE, AuditKind.VOID]);
    expect(page.Total).toBe(4);
    const [change, price, deleted, voided] = page.Items;
    expect(voided).toMatchObject({ OrderNo: voidedOrderNo, RequestedBy: 'Ani', ApprovedBy: 'Budi', Reason: 'Guest left', OutletName: 'Kopi Senja', Action: 'VOID_ORDER' });
    expect(voided!.Amount).toBeGreaterThan(0);
    expect(deleted).toMatchObject({ Subject: 'Americano', Quantity: 1, Reason: 'Spilled', ApprovedBy: 'Budi' });
    expect(price).toMatchObject({ Subject: 'Americano', Amount: 15_000, PreviousAmount: null });
    expect(change).toMatchObject({ Subject: 'Cash → GoPay', RequestedBy: 'Ani', ApprovedBy: 'Budi' });
    const times = page.Items.map((item) => item.CreatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by type and outlet', async () => {
    expect((await audit(`fromDate=${today}&toDate=${today}&type=${AuditKind.VOID}`)).Items.map((item) => item.OrderNo)).toEqual([voidedOrderNo]);
    expect((await audit(`fromDate=${today}&toDate=${today}&outletId=${bed.server.ids.outletIds.grillChill}`)).Items).toEqual([]);
  });

  it('refuses a range longer than the reports allow, a bad type, and is for the owner only', async () => {
    const tooLong = await bed.owner('GET', `/audit?fromDate=${outletDay(SUMMARY_REPORT_MAX_DAYS)}&toDate=${today}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data[0].field).toBe('toDate');
    expect((await bed.owner('GET', `/audit?fromDate=${today}&toDate=${today}&type=NOPE`)).statusCode).toBe(400);
    expect((await bed.owner('GET', `/audit?fromDate=${today}`)).statusCode).toBe(400);
    expect((await bed.owner('GET', `/audit?fromDate=${today}&toDate=${today}&outletId=${bed.other.outletId}`)).statusCode).toBe(404);
    expect((await bed.asCashier('GET', `/audit?fromDate=${today}&toDate=${today}`)).statusCode).toBe(403);
  });

  it("never shows another owner's rows", async () => {
    const login = await bed.server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'other@demo.pos', Password: 'other1234' } });
    const otherToken = login.json().data.Token as string;
    const answer = await bed.server.app.inject({ method: 'GET', url: `/api/audit?fromDate=${today}&toDate=${today}`, headers: bearer(otherToken) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json().data as AuditPage).Items).toEqual([]);
  });
});
