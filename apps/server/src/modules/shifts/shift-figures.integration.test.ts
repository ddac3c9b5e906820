import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashFlowType, OrderStatus } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, type Order, type Refund, type ShiftTransaction } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { openPaymentsTestbed, type PaymentsTestbed } from '../payments/payments-test-kit.ts';

/** Money on the wire is rupiah with at most two decimals: compare in hundredths, never in floats. */
const hundredths = (rupiah: number) => Math.round(rupiah * 100);

describe('shift figures after payments and refunds', () => {
  let bed: PaymentsTestbed;
  let budiId: number;
  let aniShiftId: number;
  let budiShiftId: number;

  beforeAll(async () => {
    bed = await openPaymentsTestbed();
    budiId = bed.server.ids.userIds.budi!;
    aniShiftId = (await bed.ani('GET', '/shift/getCurrentShift')).json().data.Id as number;
    budiShiftId = (await bed.budi('GET', '/shift/getCurrentShift')).json().data.Id as number;
  });
  afterAll(async () => {
    await bed.server.stop();
  });

  const drawer = async (shiftId: number): Promise<ShiftTransaction> => {
    const answer = await bed.ani('GET', `/shift/${shiftId}/getShiftTransaction`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as ShiftTransaction;
  };
  const refund = async (terminal: PaymentsTestbed['ani'], orderId: number, body: object): Promise<Refund> => {
    const answer = await terminal('PUT', `/customer/refund/${orderId}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Refund;
  };
  const payOrder = async (order: Order, details: Array<{ method: string; amount: number }>) => {
    const paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: details.map((detail) => ({ OutletPaymentMethodId: bed.method(detail.method), Amount: detail.amount })) });
    expect(paid.statusCode, paid.body).toBe(200);
    const read = await bed.readOrder(order.Id);
    expect(read.Status).toBe(OrderStatus.PAID);
    return read;
  };

  it('a cash sale with change then a cash refund: expected = start + cash in − cash out + cash sales − change − cash refunds', async () => {
    for (const [type, amount] of [[CashFlowType.IN, 50_000], [CashFlowType.OUT, 20_000]] as const) {
      const saved = await bed.ani('POST', '/shift/addCashInOut', { ShiftId: aniShiftId, Type: type, Amount: amount, Note: 'Modal tambahan' });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const order = await bed.americanoOrder(2);
    const paid = await payOrder(order, [{ method: 'Cash', amount: 100_000 }]);
    const americano = paid.OrderProducts[0]!;
    // Ani refunds one Americano with Budi's approval: the money leaves Ani's drawer.
    const given = await refund(bed.ani, order.Id, { OrderProducts: [{ OrderProductId: americano.Id, Quantity: 1 }], Reason: 'Salah pesan', Approval: { UserId: budiId, PIN: '222222' } });
    expect(given.Amount).toBeGreaterThan(0);

    const figures = await drawer(aniShiftId);
    expect(figures.StartCash).toBe(100_000);
    expect(figures.CashIn).toBe(50_000);
    expect(figures.CashOut).toBe(20_000);
    expect(figures.CashPayments).toBe(100_000);
    expect(hundredths(figures.Change)).toBe(hundredths(100_000) - hundredths(paid.Total));
    expect(figures.CashRefunds).toBe(given.Amount);
    const expected = hundredths(100_000) + hundredths(50_000) - hundredths(20_000) + hundredths(100_000) - hundredths(figures.Change) - hundredths(given.Amount);
    expect(hundredths(figures.ExpectedCash)).toBe(expected);
    expect(figures.TransactionCount).toBe(1);

    // Ending the shift keeps that expected cash: counting exactly it leaves no difference.
    const ended = await bed.ani('POST', '/shift/endShift', { ShiftId: aniShiftId, EndCash: figures.ExpectedCash });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ ExpectedCash: figures.ExpectedCash, Difference: 0 });
    const closed = await drawer(aniShiftId);
    expect(closed).toMatchObject({ ExpectedCash: figures.ExpectedCash, CashRefunds: given.Amount, Difference: 0, TransactionCount: 1 });
  });

  it('a refund leaves the drawer of the shift that made it, as cash only up to the cash the order brought', async () => {
    const restart = await bed.ani('POST', '/shift/startShift', { OutletId: bed.outlet, StartCash: 100_000 });
    expect(restart.statusCode, restart.body).toBe(201);
    aniShiftId = restart.json().data.Id as number;
    const budiBefore = await drawer(budiShiftId);

    // Paid in Ani's shift: Rp 2.000 by QRIS, the rest in cash with change.
    const order = await bed.americanoOrder(1);
    const paid = await payOrder(order, [{ method: 'QRIS', amount: 2_000 }, { method: 'Cash', amount: 50_000 }]);
    // Budi refunds the whole order in his own shift: all but the QRIS part comes out of his drawer.
    const given = await refund(bed.budi, order.Id, { OrderProducts: [{ OrderProductId: paid.OrderProducts[0]!.Id, Quantity: 1 }], Reason: 'Tamu komplain' });
    expect(given.Amount).toBe(paid.Total);

    const budiAfter = await drawer(budiShiftId);
    const cashPart = hundredths(given.Amount) - hundredths(2_000);
    expect(hundredths(budiAfter.CashRefunds) - hundredths(budiBefore.CashRefunds)).toBe(cashPart);
    expect(hundredths(budiBefore.ExpectedCash) - hundredths(budiAfter.ExpectedCash)).toBe(cashPart);
    expect(budiAfter.TransactionCount).toBe(budiBefore.TransactionCount);

    const ani = await drawer(aniShiftId);
    expect(ani).toMatchObject({ CashPayments: 50_000, CashRefunds: 0, TransactionCount: 1 });
    expect(hundredths(ani.ExpectedCash)).toBe(hundredths(100_000) + hundredths(50_000) - hundredths(ani.Change));
  });

  it('a partly paid order counts once, in the shift whose payment finished it', async () => {
    const order = await bed.americanoOrder(2);
    const before = await drawer(aniShiftId);
    const part = await bed.pay(order.Id, { Promos: [], IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: bed.method('Cash'), Amount: 10_000 }] });
    expect(part.statusCode, part.body).toBe(200);
    expect((await bed.readOrder(order.Id)).Status).toBe(OrderStatus.PARTIALLY_PAID);
    expect((await drawer(aniShiftId)).TransactionCount).toBe(before.TransactionCount);
    const rest = await bed.readOrder(order.Id);
    await payOrder(rest, [{ method: 'Cash', amount: Math.ceil(rest.Total - rest.PaidTotal) }]);
    expect((await drawer(aniShiftId)).TransactionCount).toBe(before.TransactionCount + 1);
  });

  it('a retried refund (same Idempotency-Key) takes the cash out once', async () => {
    const order = await bed.americanoOrder(1);
    const paid = await payOrder(order, [{ method: 'Cash', amount: 50_000 }]);
    const before = await drawer(budiShiftId);
    const budiToken = (await signIn(bed.server, { username: 'budi', pin: '222222' })).cashierToken;
    const put = () =>
      bed.server.app.inject({
        method: 'PUT',
        url: `/api/customer/refund/${order.Id}`,
        headers: { ...bearer(budiToken), outletid: String(bed.outlet), [IDEMPOTENCY_KEY_HEADER]: `refund-${order.Id}` },
        payload: { OrderProducts: [{ OrderProductId: paid.OrderProducts[0]!.Id, Quantity: 1 }], Reason: 'Dobel klik' },
      });
    const answers = await Promise.all([put(), put()]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const after = await drawer(budiShiftId);
    expect(hundredths(after.CashRefunds) - hundredths(before.CashRefunds)).toBe(hundredths(paid.Total));
  });
});

describe('transactions of the seeded history', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_HISTORY: '1' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a past shift counts its paid orders', async () => {
    const db = server.database.db;
    const outletId = server.ids.outletIds.kopiSenja;
    const { cashierToken } = await signIn(server, { username: 'budi', pin: '222222' });
    const paidPerShift = await db
      .selectFrom('orders')
      .innerJoin('shifts', 'shifts.id', 'orders.shift_id')
      .select(['orders.shift_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('orders.outlet_id', '=', outletId)
      .where('orders.status', '=', OrderStatus.PAID)
      .where('shifts.ended_at', 'is not', null)
      .groupBy('orders.shift_id')
      .orderBy('orders.shift_id')
      .limit(3)
      .execute();
    expect(paidPerShift.length).toBeGreaterThan(0);
    for (const row of paidPerShift) {
      const answer = await server.app.inject({ method: 'GET', url: `/api/shift/${row.shift_id}/getShiftTransaction`, headers: { ...bearer(cashierToken), outletid: String(outletId) } });
      expect(answer.statusCode, answer.body).toBe(200);
      const figures = answer.json().data as ShiftTransaction;
      expect(figures.TransactionCount).toBe(Number(row.count));
      expect(figures.TransactionCount).toBeGreaterThan(0);
    }
  });
});
