import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintPlanSchema, type Order, type PrintPlan } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed, type OrdersTestbed } from '../orders/orders-test-kit.ts';

/**
 * Issue 17.6, ADR 10: a plan claims the kitchen lines it hands out, in its own transaction. Two
 * plans at once never carry the same unit, a retry with the same Idempotency-Key answers the
 * same plan and job ids, and a claim never acknowledged is handed out again with the same ids.
 * Runs on SQLite and, with DATABASE_URL, on PostgreSQL where the plans really run in parallel.
 */
let bed: OrdersTestbed;

beforeAll(async () => {
  bed = await openOrdersTestbed();
  const outletid = String(bed.outlet);
  terminalHeaders.set(bed.ani, { ...bearer((await signIn(bed.server)).cashierToken), outletid });
  terminalHeaders.set(bed.budi, { ...bearer((await signIn(bed.server, { username: 'budi', pin: '222222' })).cashierToken), outletid });
});
afterAll(async () => {
  await bed.server.stop();
});

type Terminal = OrdersTestbed['ani'];

async function planWith(terminal: Terminal, orderId: number, requestKey?: string): Promise<PrintPlan> {
  const response = await bed.server.app.inject({
    method: 'POST',
    url: '/api/print/order',
    headers: { ...(await headersOf(terminal)), ...(requestKey === undefined ? {} : { 'idempotency-key': requestKey }) },
    payload: { Id: orderId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return PrintPlanSchema.parse(response.json().data);
}

/** Headers of Ani's and Budi's terminals, for calls that add an Idempotency-Key. */
const terminalHeaders = new Map<Terminal, Record<string, string>>();
async function headersOf(terminal: Terminal): Promise<Record<string, string>> {
  return terminalHeaders.get(terminal)!;
}

async function dineInAt(table: string, products: Array<[string, number]>): Promise<Order> {
  return bed.createOrder({
    ...bed.dineIn(),
    OutletTableIds: [bed.menu.table(table)],
    OrderProducts: products.map(([name, Quantity]) => ({ OutletProductId: bed.menu.product(name), Quantity })),
  });
}

/** Units each plan carries, per device and line, from what the server recorded for each first copy. */
async function unitsOf(plans: readonly PrintPlan[]): Promise<Map<string, number>> {
  const units = new Map<string, number>();
  const jobIds = plans.flatMap((plan) => plan.Jobs.map((job) => job.jobId)).filter((jobId) => jobId.endsWith('-c1'));
  if (jobIds.length === 0) return units;
  const rows = await bed.server.database.db.selectFrom('print_planned_jobs').select(['job_id', 'device_id', 'lines']).where('job_id', 'in', jobIds).execute();
  const linesOf = new Map(rows.map((row) => [row.job_id, { deviceId: row.device_id, lines: JSON.parse(row.lines) as Array<{ key: string; quantity: number }> }]));
  for (const jobId of jobIds) {
    const planned = linesOf.get(jobId)!;
    for (const line of planned.lines) units.set(`${planned.deviceId}|${line.key}`, (units.get(`${planned.deviceId}|${line.key}`) ?? 0) + line.quantity);
  }
  return units;
}

const jobIdsOf = (plan: PrintPlan) => plan.Jobs.map((job) => job.jobId);
const acknowledge = (orderId: number, plan: PrintPlan) => bed.ani('POST', '/print/orderSent', { Id: orderId, JobIds: jobIdsOf(plan) });
/** What a lease running out looks like: the claims of the order were made long ago. */
const ageClaims = (orderId: number) =>
  bed.server.database.db.updateTable('print_sent_lines').set({ sent_at: '2000-01-01T00:00:00.000Z' }).where('order_id', '=', orderId).where('acknowledged_at', 'is', null).execute();

describe('kitchen lines are claimed by the plan that hands them out (issue 17.6)', () => {
  it('gives each unit to exactly one of eight plans asked for at once from two terminals', async () => {
    const order = await dineInAt('T3', [['Nasi Goreng Spesial', 3], ['Es Kopi Susu', 2], ['Americano', 1]]);
    const plans = await Promise.all(Array.from({ length: 8 }, (_, index) => planWith(index % 2 === 0 ? bed.ani : bed.budi, order.Id)));
    const withJobs = plans.filter((plan) => plan.Jobs.length > 0);
    const units = await unitsOf(plans);
    const lineCount = order.OrderProducts.length;
    const totalUnits = [...units.values()].reduce((sum, quantity) => sum + quantity, 0);
    // Every line once, all its units once: 3 lines, 6 units, whatever the interleaving.
    expect({ lines: units.size, units: totalUnits }).toEqual({ lines: lineCount, units: 6 });
    expect(new Set(withJobs.flatMap(jobIdsOf)).size).toBe(withJobs.flatMap(jobIdsOf).length);
    console.info(`[print claims] ${plans.length} plans at once: ${lineCount} lines (${totalUnits} units) handed out in ${withJobs.length} plan(s), none twice`);
  });

  it('answers a retry with the same key with the same plan and job ids, and a plan without a key gets none of its lines', async () => {
    const order = await dineInAt('T4', [['Nasi Goreng Spesial', 2], ['Es Kopi Susu', 1]]);
    const first = await planWith(bed.ani, order.Id, `kitchen-${order.Id}-a`);
    expect(first.Jobs.length).toBeGreaterThan(0);
    // The answer was lost before orderSent: the terminal retries with its key.
    const retry = await planWith(bed.ani, order.Id, `kitchen-${order.Id}-a`);
    expect(jobIdsOf(retry)).toEqual(jobIdsOf(first));
    expect(retry.Jobs).toEqual(first.Jobs);
    // Another terminal (no key, or its own) finds every unit claimed.
    expect((await planWith(bed.budi, order.Id)).Jobs).toEqual([]);
    expect((await planWith(bed.budi, order.Id, `kitchen-${order.Id}-b`)).Jobs).toEqual([]);

    // A unit added later is the only thing the next plan carries.
    const added = await bed.ani('POST', `/order/${order.Id}/addOrderProduct`, { OrderProducts: [{ OutletProductId: bed.menu.product('Nasi Goreng Spesial'), Quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    const later = await planWith(bed.budi, order.Id);
    expect([...(await unitsOf([later])).values()]).toEqual([1]);
    expect(jobIdsOf(later).some((jobId) => jobIdsOf(first).includes(jobId))).toBe(false);
  });

  it('hands a claim never acknowledged back to its terminal after its lease, with the same job ids, never to another, never once acknowledged', async () => {
    const order = await dineInAt('T5', [['Nasi Goreng Spesial', 1], ['Es Kopi Susu', 1]]);
    const first = await planWith(bed.ani, order.Id);
    expect((await planWith(bed.budi, order.Id)).Jobs).toEqual([]);
    await ageClaims(order.Id);
    // Another terminal's print service does not know these job ids: it would print them again.
    expect((await planWith(bed.budi, order.Id)).Jobs).toEqual([]);
    const again = await planWith(bed.ani, order.Id);
    expect(jobIdsOf(again)).toEqual(jobIdsOf(first));
    // Handed out again, the lease starts again.
    expect((await planWith(bed.ani, order.Id)).Jobs).toEqual([]);

    const acknowledged = await acknowledge(order.Id, again);
    expect(acknowledged.json().data).toEqual({ Id: order.Id, MarkedLines: 2 });
    expect((await acknowledge(order.Id, first)).json().data.MarkedLines).toBe(0);
    await ageClaims(order.Id);
    expect((await planWith(bed.ani, order.Id)).Jobs).toEqual([]);
  });

  it('refuses a key used for another order (409) and a malformed key (400 naming the header), claiming nothing', async () => {
    const order = await dineInAt('T6', [['Americano', 1]]);
    const other = await dineInAt('T7', [['Americano', 1]]);
    await planWith(bed.ani, order.Id, `kitchen-shared-${order.Id}`);
    const reused = await bed.server.app.inject({ method: 'POST', url: '/api/print/order', headers: { ...(await headersOf(bed.ani)), 'idempotency-key': `kitchen-shared-${order.Id}` }, payload: { Id: other.Id } });
    expect(reused.statusCode, reused.body).toBe(409);
    const malformed = await bed.server.app.inject({ method: 'POST', url: '/api/print/orderV2', headers: { ...(await headersOf(bed.ani)), 'idempotency-key': 'x'.repeat(101) }, payload: { Id: other.Id } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('idempotency-key');
    expect((await planWith(bed.ani, other.Id)).Jobs.length).toBeGreaterThan(0);
  });
});
