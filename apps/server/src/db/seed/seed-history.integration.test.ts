import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, allocateMoney, moneyFromHundredths } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { HISTORY_DAYS, seedHistory } from './seed-history.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SEED_HISTORY: '1' });
});
afterAll(async () => {
  await server.stop();
});

describe('demo history (DEMO-DATA "History")', () => {
  it('gives each working outlet closed shifts for every past day and leaves no shift open', async () => {
    const db = server.database.db;
    for (const outletId of [server.ids.outletIds.kopiSenja, server.ids.outletIds.grillChill]) {
      const shifts = await db.selectFrom('shifts').selectAll().where('outlet_id', '=', outletId).execute();
      expect(shifts.length).toBe(HISTORY_DAYS * 2);
      expect(shifts.every((shift) => shift.ended_at !== null && shift.ended_at < new Date().toISOString())).toBe(true);
      const days = new Set((await db.selectFrom('orders').select('business_date').where('outlet_id', '=', outletId).execute()).map((row) => row.business_date));
      expect(days.size).toBe(HISTORY_DAYS);
    }
    expect(await db.selectFrom('shifts').select('id').where('ended_at', 'is', null).execute()).toEqual([]);
  });

  it('pays every paid order exactly once across several methods, cash shifts add up, and refunds stay within what was paid', async () => {
    const db = server.database.db;
    const orders = await db.selectFrom('orders').select(['id', 'status', 'total', 'shift_id']).execute();
    const payments = await db.selectFrom('payments').innerJoin('payment_details', 'payment_details.payment_id', 'payments.id').select(['payments.order_id', 'payments.total', 'payments.paid', 'payments.change', 'payments.shift_id', 'payment_details.method_name', 'payment_details.method_type', 'payment_details.amount']).execute();
    const paid = orders.filter((order) => order.status === OrderStatus.PAID);
    const canceled = orders.filter((order) => order.status === OrderStatus.CANCELED);
    expect(paid.length).toBeGreaterThan(300);
    expect(canceled.length).toBeGreaterThan(10);
    expect(payments.length).toBe(paid.length);
    for (const order of paid) {
      const payment = payments.find((row) => row.order_id === order.id)!;
      expect(Number(payment.total)).toBe(Number(order.total));
      expect(Number(payment.paid) - Number(payment.change)).toBe(Number(order.total));
      expect(Number(payment.amount)).toBe(Number(payment.paid));
    }
    expect(new Set(payments.map((row) => row.method_name)).size).toBeGreaterThanOrEqual(5);

    // Each seeded shift's stored expected cash is what the shift module computes from its payments
    // and refunds (cash refunds leave the drawer), so the history adds up on every screen.
    const token = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
    const shifts = await db.selectFrom('shifts').selectAll().execute();
    let shiftsWithCashRefunds = 0;
    for (const shift of shifts) {
      const headers = { authorization: `Bearer ${token}`, outletid: String(shift.outlet_id) };
      const drawer = await server.app.inject({ method: 'GET', url: `/api/shift/${shift.id}/getShiftTransaction`, headers });
      expect(drawer.statusCode, drawer.body).toBe(200);
      const figures = drawer.json<{ data: { ExpectedCash: number; CashRefunds: number } }>().data;
      expect(Math.round(figures.ExpectedCash * 100)).toBe(Number(shift.expected_cash));
      if (figures.CashRefunds > 0) shiftsWithCashRefunds += 1;
    }
    expect(shiftsWithCashRefunds).toBeGreaterThan(0);

    const refunds = await db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.order_id').select(['refunds.amount', 'orders.total', 'orders.status']).execute();
    expect(refunds.length).toBeGreaterThan(5);
    for (const refund of refunds) {
      expect(refund.status).toBe(OrderStatus.PAID);
      expect(Number(refund.amount)).toBeGreaterThan(0);
      expect(Number(refund.amount)).toBeLessThanOrEqual(Number(refund.total));
    }
  });

  it('shows in the API: shift history with figures and a paid order with its payment and refund', async () => {
    const token = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
    const headers = { authorization: `Bearer ${token}`, outletid: String(server.ids.outletIds.kopiSenja) };
    const history = await server.app.inject({ method: 'GET', url: '/api/shift/history', headers });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.length).toBeGreaterThan(0);

    // A past shift with cash sales shows them in its drawer arithmetic.
    const cashShift = await server.database.db
      .selectFrom('payments')
      .innerJoin('payment_details', 'payment_details.payment_id', 'payments.id')
      .select('payments.shift_id')
      .where('payments.outlet_id', '=', server.ids.outletIds.kopiSenja)
      .where('payment_details.method_name', '=', 'Cash')
      .executeTakeFirstOrThrow();
    const drawer = await server.app.inject({ method: 'GET', url: `/api/shift/${cashShift.shift_id}/getShiftTransaction`, headers });
    expect(drawer.statusCode, drawer.body).toBe(200);
    expect(drawer.json().data.CashPayments).toBeGreaterThan(0);
    expect(drawer.json().data.ExpectedCash).toBe(drawer.json().data.EndCash);

    const refunded = await server.database.db.selectFrom('refunds').select('order_id').where('outlet_id', '=', server.ids.outletIds.kopiSenja).executeTakeFirstOrThrow();
    const order = (await server.app.inject({ method: 'GET', url: `/api/order/${refunded.order_id}`, headers })).json<{ data: Order }>().data;
    expect(order.Status).toBe(OrderStatus.PAID);
    expect(order.Payments).toHaveLength(1);
    expect(order.Refunds).toHaveLength(1);
    expect(order.RefundedTotal).toBeGreaterThan(0);
    expect(order.RefundedTotal).toBeLessThanOrEqual(order.Total);
  });

  it('is deterministic, idempotent and fast', async () => {
    const db = server.database.db;
    const count = async () => (await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count;
    const before = Number(await count());
    await seedHistory(db, server.ids);
    expect(Number(await count())).toBe(before);

    // A second database seeded the same day holds the same history, seeded within a second.
    const other = await startTestServer({ SEED_HISTORY: '1' });
    try {
      const figures = async (target: TestServer) =>
        (await target.database.db.selectFrom('orders').select(['order_no', 'status', 'total']).orderBy('order_no').execute()).map((row) => [row.order_no, row.status, Number(row.total)]);
      expect(await figures(other)).toEqual(await figures(server));
      await other.database.db.deleteFrom('refunded_lines').execute();
      for (const table of ['refund_lines', 'refunds', 'payment_details', 'payments', 'order_audits', 'order_products', 'orders', 'order_counters', 'shifts'] as const) await other.database.db.deleteFrom(table).execute();
      // CPU time, not wall time: the test machine's cores are shared, and on SQLite all the work is in this process.
      const started = process.cpuUsage();
      await seedHistory(other.database.db, other.ids);
      const used = process.cpuUsage(started);
      if (other.database.dialect === 'sqlite') expect((used.user + used.system) / 1_000).toBeLessThan(1_000);
      expect(Number((await other.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count)).toBe(before);
    } finally {
      await other.stop();
    }
    // The allocation the refunds used splits the paid total exactly.
    expect(allocateMoney(moneyFromHundredths(1_000), [1, 2]).reduce((sum, part) => sum + part, 0)).toBe(1_000);
  });
});
