import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, OtherPermission } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, type Approver, type Order } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';
import { startShift, terminal } from './orders-test-kit.ts';

/**
 * Spec §2/§5/§6 request access: a role that lacks a permission (Ani has no refund, Dewi the waiter
 * no payment) acts once when an eligible approver (Budi: the permission without PIN, same outlet)
 * enters their PIN; the audit trail names him. Citra works at Grill & Chill only: never eligible here.
 */
let bed: PaymentsTestbed;
let dewiToken: string;
let budiId: number;
let citraId: number;

beforeAll(async () => {
  bed = await openPaymentsTestbed();
  dewiToken = (await signIn(bed.server, { username: 'dewi', pin: '444444' })).cashierToken;
  await startShift(bed.server, dewiToken, bed.outlet);
  budiId = bed.server.ids.userIds.budi!;
  citraId = bed.server.ids.userIds.citra!;
});
afterAll(async () => {
  await bed.server.stop();
});

const refundAsAni = (orderId: number, body: object) =>
  bed.server.app.inject({ method: 'PUT', url: `/api/customer/refund/${orderId}`, headers: { ...bearer(bed.cashierToken), outletid: String(bed.outlet) }, payload: body });

async function paidOrder(): Promise<Order> {
  const order = await bed.americanoOrder(2);
  const paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: Math.ceil(order.Total) }] });
  expect(paid.statusCode, paid.body).toBe(200);
  return bed.readOrder(order.Id);
}

const failedPinsOf = async (userId: number) =>
  Number((await bed.db.selectFrom('pin_attempts').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).where('succeeded', '=', 0).executeTakeFirstOrThrow()).count);

describe('request access: refund by Ani, whose role has no refund (24)', () => {
  it('offers Budi only as approver (not Ani herself, not Citra of another outlet)', async () => {
    const answer = await bed.ani('GET', `/order/approvers?permission=${OtherPermission.REFUND_ORDER}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const names = (answer.json().data as Approver[]).map((approver) => approver.Username);
    expect(names).toContain('budi');
    expect(names).not.toContain('ani');
    expect(names).not.toContain('citra');
  });

  it('is refused without an approval, with the same message as before', async () => {
    const order = await paidOrder();
    const line = order.OrderProducts[0]!;
    const refused = await refundAsAni(order.Id, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }], Reason: 'Salah pesan' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Sorry, you don't have access/);
    expect((await bed.readOrder(order.Id)).Refunds).toEqual([]);
  });

  it("refunds with Budi's PIN and the audit names Budi as approver", async () => {
    const order = await paidOrder();
    const line = order.OrderProducts[0]!;
    const done = await refundAsAni(order.Id, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }], Reason: 'Salah pesan', Approval: { UserId: budiId, PIN: '222222' } });
    expect(done.statusCode, done.body).toBe(200);
    const read = await bed.readOrder(order.Id);
    expect(read.Refunds).toHaveLength(1);
    const audit = read.OrderAudits.find((entry) => entry.Action === 'REFUND');
    expect(audit).toMatchObject({ ApproverUserId: budiId, ApproverName: 'Budi', Reason: 'Salah pesan' });
  });

  it('refuses a wrong PIN of Budi and counts it towards his lockout', async () => {
    const order = await paidOrder();
    const line = order.OrderProducts[0]!;
    const before = await failedPinsOf(budiId);
    const wrong = await refundAsAni(order.Id, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }], Reason: 'Salah pesan', Approval: { UserId: budiId, PIN: '999999' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Wrong PIN');
    expect(await failedPinsOf(budiId)).toBe(before + 1);
    expect((await bed.readOrder(order.Id)).Refunds).toEqual([]);
  });

  it("refuses Citra's PIN: she does not belong to this outlet", async () => {
    const order = await paidOrder();
    const line = order.OrderProducts[0]!;
    const refused = await refundAsAni(order.Id, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }], Reason: 'Salah pesan', Approval: { UserId: citraId, PIN: '333333' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data[0].field).toBe('Approval.UserId');
    expect((await bed.readOrder(order.Id)).Refunds).toEqual([]);
  });
});

describe('request access: change payment method by Ani, whose role has no permission 20', () => {
  it("moves the paid amount to GoPay with Budi's PIN; the audit names Budi and the old lines", async () => {
    const order = await paidOrder();
    const payment = order.Payments[0]!;
    const body = { PaymentId: payment.Id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('GoPay'), Amount: payment.Paid }] };
    const alone = await bed.ani('PUT', '/payment/changePaymentMethod', body);
    expect(alone.statusCode).toBe(403);
    const approved = await bed.ani('PUT', '/payment/changePaymentMethod', { ...body, Approval: { UserId: budiId, PIN: '222222' } });
    expect(approved.statusCode, approved.body).toBe(200);
    const read = await bed.readOrder(order.Id);
    expect(read.Payments[0]?.PaymentDetails.map((detail) => detail.Name)).toEqual(['GoPay']);
    const audit = read.OrderAudits.find((entry) => entry.Action === 'CHANGE_PAYMENT_METHOD');
    expect(audit).toMatchObject({ ApproverUserId: budiId, ApproverName: 'Budi' });
    expect(JSON.stringify(audit?.Before)).toContain('Cash');
  });
});

describe('request access: payment by Dewi the waiter, whose role has no payment (9)', () => {
  const payAsDewi = (order: Order, extra: object) =>
    bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { ...bearer(dewiToken), outletid: String(bed.outlet), [IDEMPOTENCY_KEY_HEADER]: `dewi-${order.Id}-${Object.keys(extra).join()}` },
      payload: { Id: order.Id, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: Math.ceil(order.Total) }], ...extra },
    });

  it("is refused alone and pays with Budi's approval, audited with Budi", async () => {
    const created = await terminal(bed.server, dewiToken, bed.outlet)('POST', '/order', { ...bed.takeAway(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as Order;

    const alone = await payAsDewi(order, {});
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toBe("Sorry, you don't have access to payment");

    const approved = await payAsDewi(order, { Approval: { UserId: budiId, PIN: '222222' } });
    expect(approved.statusCode, approved.body).toBe(200);
    const read = await bed.readOrder(order.Id);
    expect(read.Status).toBe(OrderStatus.PAID);
    const audit = read.OrderAudits.find((entry) => entry.Action === 'PAYMENT');
    expect(audit).toMatchObject({ ApproverUserId: budiId, ApproverName: 'Budi' });
  });
});
