// The two loads bench:scale compares at the same concurrency: terminals making whole sales over
// HTTP through one or several API processes, and bare PostgreSQL doing the same inserts as one
// transaction per sale (bench/bare-sale.ts) on as many connections at once. Plus the check that
// every sale of a run is there and paid exactly once.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { OrderStatus } from '@kasir/domain';
import { bareOrder, barePayment, inTransaction, openRunner } from './bare-sale.ts';
import { postJson } from './http-client.ts';
import type { BenchTarget, SaleMenu } from './kasir-process.ts';

/** Sale latencies (ms) of one run, its wall time and the sales that failed. */
export type LoadRun = { sales: number; seconds: number; latencies: number[]; errors: number };
const SHOWN_ERRORS = 3;

/** `workers` in parallel, each making `perWorker` sales; `sale` resolves false for a refused one. */
async function runConcurrently(workers: number, perWorker: number, sale: (worker: number, index: number) => Promise<boolean>): Promise<LoadRun> {
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let index = 0; index < perWorker; index += 1) {
        const saleStartedAt = performance.now();
        if (await sale(worker, index)) latencies.push(performance.now() - saleStartedAt);
        else errors += 1;
      }
    }),
  );
  return { sales: latencies.length, seconds: (performance.now() - startedAt) / 1000, latencies, errors };
}

/**
 * Terminals selling (order with the cart's 3 products, then cash payment) through `baseUrls`,
 * each call sent to the next URL in turn, as a round-robin balancer without stickiness would: a
 * sale's order and its payment are often answered by different processes.
 */
export async function sellThrough(baseUrls: readonly string[], kasir: { menu: SaleMenu; tokens: readonly string[] }, terminals: number, sales: number): Promise<LoadRun> {
  const { menu, tokens } = kasir;
  let calls = 0;
  let shown = 0;
  const call = async (token: string, path: string, body: object): Promise<Record<string, number> | null> => {
    const baseUrl = baseUrls[calls++ % baseUrls.length]!;
    const response = await postJson(`${baseUrl}/api${path}`, { authorization: `Bearer ${token}`, outletid: String(menu.outletId), [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, body);
    const data = (response.json as { data?: Record<string, number> }).data;
    if (response.ok && data) return data;
    if (shown++ < SHOWN_ERRORS) console.error(`  ${baseUrl} ${path} answered ${response.status}: ${JSON.stringify(response.json).slice(0, 300)}`);
    return null;
  };
  const lines = menu.products.map((product) => ({ OutletProductId: product.id, Quantity: 1 }));
  return runConcurrently(terminals, Math.ceil(sales / terminals), async (terminal) => {
    const token = tokens[terminal % tokens.length]!;
    const order = await call(token, '/order', { OutletOrderTypeId: menu.orderTypeId, pax: 1, OrderProducts: lines });
    // Cash in whole rupiah (spec §5: no decimals).
    return order !== null && (await call(token, `/payment/${order.Id}`, { Id: order.Id, PaymentDetails: [{ OutletPaymentMethodId: menu.cashMethodId, Amount: Math.ceil(order.Total!) }] })) !== null;
  });
}

/** The bare sale (one transaction of the same inserts) on `connections` connections at once; `tag` keeps order numbers unique. */
export async function bareConcurrently(target: BenchTarget, menu: SaleMenu, connections: number, sales: number, tag: string): Promise<LoadRun> {
  const runners = await Promise.all(Array.from({ length: connections }, () => openRunner(target)));
  try {
    return await runConcurrently(connections, Math.ceil(sales / connections), async (connection, index) => {
      const runner = runners[connection]!;
      const saleNo = `${tag}-${connection}-${index}`;
      await inTransaction(runner, async () => {
        const { orderId, total } = await bareOrder(runner, menu, saleNo);
        await barePayment(runner, menu, orderId, total, saleNo);
      });
      return true;
    });
  } finally {
    await Promise.all(runners.map((runner) => runner.close()));
  }
}

/** The newest order's id: the orders of the next run are those above it. */
export async function lastOrderId(target: BenchTarget): Promise<number> {
  const runner = await openRunner(target);
  try {
    const [row] = await runner.query('SELECT coalesce(max(id), 0) AS id FROM orders', []);
    return Number(row!.id);
  } finally {
    await runner.close();
  }
}

/** Orders made after `afterOrderId`, and how many of them are not PAID with exactly one payment. */
export async function checkPaidOnce(target: BenchTarget, afterOrderId: number): Promise<{ orders: number; notPaidOnce: number }> {
  const runner = await openRunner(target);
  try {
    const [row] = await runner.query(
      `SELECT count(*) AS orders,
              count(*) FILTER (WHERE status <> ? OR (SELECT count(*) FROM payments WHERE payments.order_id = orders.id) <> 1) AS not_paid_once
       FROM orders WHERE id > ?`,
      [OrderStatus.PAID, afterOrderId],
    );
    return { orders: Number(row!.orders), notPaidOnce: Number(row!.not_paid_once) };
  } finally {
    await runner.close();
  }
}
