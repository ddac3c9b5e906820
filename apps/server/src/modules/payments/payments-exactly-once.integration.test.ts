import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberPointHistory, OrderStatus } from '@kasir/domain';
import type { Order, Payment } from '@kasir/contracts';
import { newKey, openPaymentsTestbed, type PaymentsTestbed } from './payments-test-kit.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await openPaymentsTestbed();
});
afterAll(async () => {
  await bed.server.stop();
});

const countPayments = async (orderId: number) => (await bed.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).length;
const cash = (amount: number) => [{ OutletPaymentMethodId: bed.method('Cash'), Amount: amount }];

describe('exactly once', () => {
  it('100 concurrent pays of one order with different keys: one payment, the others a clear 409', async () => {
    const order = await bed.americanoOrder(2);
    const answers = await Promise.all(Array.from({ length: 100 }, () => bed.pay(order.Id, { Promos: [], PaymentDetails: cash(50_000) })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toBeTruthy();
    expect(await countPayments(order.Id)).toBe(1);
    expect((await bed.readOrder(order.Id)).Status).toBe(OrderStatus.PAID);
  });

  it('the same key retried (a double click, a response lost after commit) answers the first payment', async () => {
    const order = await bed.americanoOrder(1);
    const key = newKey();
    const together = await Promise.all(Array.from({ length: 10 }, () => bed.pay(order.Id, { Promos: [], PaymentDetails: cash(22_000) }, key)));
    for (const answer of together) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(together.map((answer) => (answer.json().data as Payment).Id));
    expect(ids.size).toBe(1);
    // Later, after the first answer was lost: still the same payment, even with a changed body.
    const later = await bed.pay(order.Id, { Promos: [], PaymentDetails: cash(30_000) }, key);
    expect(later.statusCode).toBe(200);
    expect((later.json().data as Payment).Id).toBe([...ids][0]);
    expect(await countPayments(order.Id)).toBe(1);
  });

  it('refuses a key already used for another order', async () => {
    const key = newKey();
    const first = await bed.americanoOrder(1);
    expect((await bed.pay(first.Id, { Promos: [], PaymentDetails: cash(22_000) }, key)).statusCode).toBe(200);
    const other = await bed.americanoOrder(1);
    const reused = await bed.pay(other.Id, { Promos: [], PaymentDetails: cash(22_000) }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().data[0].field).toBe('idempotency-key');
    expect(await countPayments(other.Id)).toBe(0);
  });

  it('two keys at the same moment: one 200 and one 409 with the fresh order', async () => {
    const order = await bed.americanoOrder(1);
    const [one, two] = await Promise.all([bed.pay(order.Id, { Promos: [], PaymentDetails: cash(22_000) }), bed.pay(order.Id, { Promos: [], PaymentDetails: cash(22_000) })]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect((refused.json() as { Order?: Order }).Order?.Status ?? OrderStatus.PAID).toBe(OrderStatus.PAID);
    expect(await countPayments(order.Id)).toBe(1);
  });

  it('A pays while B adds a line: never a PAID order with unpaid lines', async () => {
    for (let round = 0; round < 8; round += 1) {
      const order = await bed.americanoOrder(1);
      const [payAnswer, addAnswer] = await Promise.all([
        bed.pay(order.Id, { Promos: [], PaymentDetails: cash(200_000) }),
        bed.budi('POST', `/order/${order.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] }),
      ]);
      expect([200, 409]).toContain(payAnswer.statusCode);
      expect([200, 409]).toContain(addAnswer.statusCode);
      const read = await bed.readOrder(order.Id);
      if (read.Status === OrderStatus.PAID) {
        const paid = read.Payments.reduce((sum, payment) => sum + payment.Total, 0);
        expect(paid).toBe(read.Total);
        const quantity = read.OrderProducts.reduce((sum, line) => sum + line.Quantity, 0);
        expect(read.Total).toBe(20_000 * quantity + 2_000);
      }
    }
  });

  it('a payment on a stale Version is refused with 409 and changes nothing', async () => {
    const order = await bed.americanoOrder(1);
    const added = await bed.budi('POST', `/order/${order.Id}/addOrderProduct`, { Version: order.Version, OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    const stale = await bed.pay(order.Id, { Version: order.Version, Promos: [], PaymentDetails: cash(22_000) });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { Order: Order }).Order.Total).toBe(42_000);
    expect(await countPayments(order.Id)).toBe(0);
  });

  it('50 concurrent spends of the same 100 points: one success, never below 0, the ledger adds up', async () => {
    const sari = await bed.member('Sari');
    await bed.db.updateTable('members').set({ point_balance: 100 }).where('id', '=', sari.id).execute();
    await bed.db.insertInto('member_point_ledger').values({ member_id: sari.id, type: MemberPointHistory.ADJUST_PLUS, amount: 100, balance_after: 100, payment_id: null, created_at: new Date().toISOString() }).execute();
    const orders = await Promise.all(Array.from({ length: 50 }, () => bed.americanoOrder(1, { MemberId: sari.id })));
    const answers = await Promise.all(
      orders.map((order) =>
        bed.pay(order.Id, { Promos: [], MemberId: sari.id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Point'), Amount: 100 }, { OutletPaymentMethodId: bed.method('QRIS'), Amount: 21_900 }] }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.statusCode !== 200)) expect(answer.statusCode).toBe(400);
    const balance = Number((await bed.db.selectFrom('members').select('point_balance').where('id', '=', sari.id).executeTakeFirstOrThrow()).point_balance);
    const ledger = await bed.db.selectFrom('member_point_ledger').select(['amount', 'balance_after']).where('member_id', '=', sari.id).execute();
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(ledger.every((row) => Number(row.balance_after) >= 0)).toBe(true);
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(balance);
  });

  it("counts cash payments and their change in the shift's expected cash", async () => {
    const current = await bed.ani('GET', '/shift/getCurrentShift');
    const shiftId = current.json().data.Id as number;
    const before = (await bed.ani('GET', `/shift/${shiftId}/getShiftTransaction`)).json().data as { ExpectedCash: number; CashPayments: number };
    const order = await bed.americanoOrder(1);
    const answer = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: 2_000 }, { OutletPaymentMethodId: bed.method('Cash'), Amount: 50_000 }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await bed.ani('GET', `/shift/${shiftId}/getShiftTransaction`)).json().data as { ExpectedCash: number; CashPayments: number };
    expect(after.CashPayments - before.CashPayments).toBe(50_000);
    // Rp 50.000 in, Rp 30.000 change out: the drawer holds Rp 20.000 more.
    expect(after.ExpectedCash - before.ExpectedCash).toBe(20_000);
  });
});
