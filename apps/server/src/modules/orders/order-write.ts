import type { Kysely, Transaction } from 'kysely';
import { OPEN_ORDER_STATUSES, OrderProductStatus, PendingItemStatus, type OrderAuditAction } from '@kasir/domain';
import { STALE_ORDER_MESSAGE, ServerEvent, type Order } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { emitStockChanges } from '../catalog/stock.service.ts';
import { returnStock, takeStock, type ProductStockItem, type StockChanges, type SubProductStockItem } from '../catalog/stock.repository.ts';
import { announceTables } from '../tables/table-events.ts';
import type { OrderLinesRepository } from './order-lines.repository.ts';
import { sortUsage } from './order-new-lines.ts';
import { createOrderReader } from './order-reader.ts';
import { billShareOf, priceOrder, totalsColumns, type OrderLines } from './order-pricing.ts';
import { assignedPromoPricing, type AssignedPromoPricing } from '../payments/order-promo-repricing.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import { recordOrderSaved } from '../../ops/observability/sale-events.ts';

/** A change based on an order version older than the stored one: the route answers 409 with the fresh order. */
export class StaleOrderError extends AppError {
  readonly outletId: number;
  readonly orderId: number;
  constructor(outletId: number, orderId: number) {
    super('CONFLICT', STALE_ORDER_MESSAGE, [{ field: 'Version', error: STALE_ORDER_MESSAGE }]);
    this.outletId = outletId;
    this.orderId = orderId;
  }
}

export type StockUsage = { products: ProductStockItem[]; subs: SubProductStockItem[] };

/** The stock a product line holds: its quantity, and each menu add-on per unit × quantity. */
export function stockOfProductLine(line: { outlet_product_id: number; quantity: number; sub_products: ReadonlyArray<{ sub_product_id: number | null; quantity: number }> }): StockUsage {
  return {
    products: [{ outletProductId: line.outlet_product_id, quantity: line.quantity }],
    subs: line.sub_products.flatMap((addOn) => (addOn.sub_product_id === null ? [] : [{ subProductId: addOn.sub_product_id, quantity: addOn.quantity * line.quantity }])),
  };
}

/**
 * A customer's line the cashier has not confirmed yet (issue 22, ADR 26): PENDING without a
 * pending item. Unlike a cashier's pending item it took no stock, so nothing is given back for it.
 */
export function isUnconfirmedCustomerLine(line: { status: number; pending_id: number | null }): boolean {
  return line.status === OrderProductStatus.PENDING && line.pending_id === null;
}

/** The stock a bundle line holds: each detail's quantity per bundle × the bundle quantity. */
export function stockOfBundleLine(line: { quantity: number; details: ReadonlyArray<{ outlet_product_id: number; quantity: number }> }): StockUsage {
  return { products: line.details.map((detail) => ({ outletProductId: detail.outlet_product_id, quantity: detail.quantity * line.quantity })), subs: [] };
}

/** What a line change must take and give back: per product and add-on, after minus before. */
export function diffUsage(before: StockUsage, after: StockUsage): { take: StockUsage; give: StockUsage } {
  const delta = <K extends 'outletProductId' | 'subProductId'>(key: K, was: ReadonlyArray<Record<K, number> & { quantity: number }>, now: ReadonlyArray<Record<K, number> & { quantity: number }>) => {
    const totals = new Map<number, number>();
    for (const item of now) totals.set(item[key], (totals.get(item[key]) ?? 0) + item.quantity);
    for (const item of was) totals.set(item[key], (totals.get(item[key]) ?? 0) - item.quantity);
    return [...totals];
  };
  const products = delta('outletProductId', before.products, after.products);
  const subs = delta('subProductId', before.subs, after.subs);
  return {
    take: {
      products: products.filter(([, quantity]) => quantity > 0).map(([outletProductId, quantity]) => ({ outletProductId, quantity })),
      subs: subs.filter(([, quantity]) => quantity > 0).map(([subProductId, quantity]) => ({ subProductId, quantity })),
    },
    give: {
      products: products.filter(([, quantity]) => quantity < 0).map(([outletProductId, quantity]) => ({ outletProductId, quantity: -quantity })),
      subs: subs.filter(([, quantity]) => quantity < 0).map(([subProductId, quantity]) => ({ subProductId, quantity: -quantity })),
    },
  };
}

export type ChangeContext = {
  trx: Transaction<Database>;
  order: OrderRow;
  lines: OrderLines;
  nowIso: string;
  actorUserId: number;
  /** Takes stock for what the change adds (refused when short) … */
  take(usage: StockUsage): Promise<void>;
  /** … and gives back what it removes. */
  give(usage: StockUsage): Promise<void>;
  audit(entry: { action: keyof typeof OrderAuditAction; orderProductId?: number | null; approverUserId: number | null; reason?: string | null; before?: unknown; after?: unknown }): Promise<void>;
  /** Tables the change released, announced after commit. */
  releasedTableIds: number[];
  /**
   * The lines as the change leaves them, when it knows them without a read (it added lines, or
   * touched none): the repricing and the answer then skip reading them back.
   */
  settleLines(lines: OrderLines): void;
};

/** Lines known before plus lines just written, in the order loadLines reads them (by id). */
export function withAddedLines(before: OrderLines, added: OrderLines): OrderLines {
  return {
    products: [...before.products, ...added.products].sort((left, right) => left.id - right.id),
    bundles: [...before.bundles, ...added.bundles].sort((left, right) => left.id - right.id),
  };
}

const NO_PROMOS: AssignedPromoPricing = { inputs: [], record: async () => {} };

type Deps = { db: Kysely<Database>; broadcaster: Broadcaster; orders: OrdersRepository; lines: OrderLinesRepository };

const mergeChanges = (into: StockChanges, more: StockChanges) => {
  for (const key of ['OutletProducts', 'SubProducts'] as const) {
    for (const change of more[key]) {
      into[key] = [...into[key].filter((existing) => existing.Id !== change.Id), change];
    }
  }
};

/**
 * Every change to an existing order runs through here, in one transaction: claim the order's
 * version (a stale Version is a StaleOrderError; on PostgreSQL the UPDATE's row lock makes the
 * changes of one order run one after another), check it is still open, load its lines, let the
 * change work line by line, reprice from the stored lines with the domain's pure functions and
 * save the totals. After commit: `order:changed`, the new stock and released tables go out.
 */
export function createOrderChangeRunner(deps: Deps) {
  const reader = createOrderReader({ orders: deps.orders, lines: deps.lines });
  type Input = { ownerId: number; outletId: number; orderId: number; version: number | undefined; actorUserId: number };

  async function run<T>(input: Input, work: (context: ChangeContext) => Promise<T>, withAnswer: boolean): Promise<{ result: T; answer: Order | null }> {
    const stock: StockChanges = { OutletProducts: [], SubProducts: [] };
    const releasedTableIds: number[] = [];
    const { result, order, answer } = await deps.orders.transaction(async (trx) => {
      const nowIso = new Date().toISOString();
      const claimed = await deps.orders.claimOrder(trx, input.orderId, input.outletId, input.version, nowIso);
      // The claim answers the row itself; only a refused claim (or another owner's) needs a read.
      const current = claimed?.owner_id === input.ownerId ? claimed : await deps.orders.findOrder(trx, input.ownerId, input.outletId, input.orderId);
      if (!current) throw notFound('Order');
      if (claimed === null) throw new StaleOrderError(input.outletId, input.orderId);
      if (!OPEN_ORDER_STATUSES.includes(current.status)) throw new AppError('CONFLICT', `Order ${current.order_no} is closed and cannot be changed`);
      const lines = await deps.lines.loadLines(trx, [input.orderId], PendingItemStatus.WAITING);
      let settled: OrderLines | null = null;
      const context: ChangeContext = {
        trx,
        order: current,
        lines,
        nowIso,
        actorUserId: input.actorUserId,
        releasedTableIds,
        settleLines: (after) => {
          settled = after;
        },
        take: async (usage) => {
          const sorted = sortUsage(usage);
          mergeChanges(stock, await takeStock(trx, input.outletId, sorted.products, sorted.subs));
        },
        give: async (usage) => {
          const sorted = sortUsage(usage);
          mergeChanges(stock, await returnStock(trx, input.outletId, sorted.products, sorted.subs));
        },
        audit: (entry) =>
          deps.orders.insertAudit(trx, {
            order_id: input.orderId,
            action: entry.action,
            order_product_id: entry.orderProductId ?? null,
            actor_user_id: input.actorUserId,
            approver_user_id: entry.approverUserId,
            reason: entry.reason ?? null,
            before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
            after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
            created_at: nowIso,
          }),
      };
      const outcome = await work(context);
      const fresh = settled ?? (await deps.lines.loadLines(trx, [input.orderId], PendingItemStatus.WAITING));
      const setup = await deps.orders.loadPricingSetup(trx, input.outletId, current.outlet_order_type_id);
      // What the order holds once the work is done (the repricing adds or removes none of it):
      // the answer reads only those parts, and an order without promos skips their read.
      const holdings = withAnswer ? await deps.orders.findHoldings(trx, input.orderId) : null;
      // Assigned promos and vouchers (modules/payments) stay applied when lines change.
      const promos = holdings?.promos === false ? NO_PROMOS : await assignedPromoPricing(trx, input.outletId, input.orderId);
      const totals = priceOrder(setup, fresh, { promos: promos.inputs, billShare: billShareOf(current) });
      // The totals update answers the row as stored: no read-back.
      const saved = await deps.orders.saveTotals(trx, input.orderId, totalsColumns(totals));
      await promos.record(trx, totals);
      // The answer as GET /order/{id} would read it right after this commit, built from what is
      // in hand (a change of order type reads it whole).
      const sameSetup = saved.outlet_order_type_id === current.outlet_order_type_id;
      const answer = !withAnswer ? null : sameSetup && holdings ? await reader.presentKnown(trx, input.outletId, saved, { setup, lines: fresh, holdings }) : ((await reader.present(trx, input.outletId, [saved]))[0] ?? null);
      return { result: outcome, order: saved, answer };
    });
    recordOrderSaved('changed', order.id, order.version);
    await deps.broadcaster.emitToOutlet(input.outletId, ServerEvent.ORDER_CHANGED, { OrderId: order.id, Version: order.version, Status: order.status });
    await emitStockChanges(deps.broadcaster, input.outletId, stock);
    await announceTables(deps, input.outletId, releasedTableIds);
    return { result, answer };
  }

  /** Runs one change and answers what the work returned. */
  const runOrderChange = async <T>(input: Input, work: (context: ChangeContext) => Promise<T>): Promise<T> => (await run(input, work, false)).result;
  /** Runs one change and answers the order as committed, read inside the change's transaction. */
  const answering = async <T>(input: Input, work: (context: ChangeContext) => Promise<T>): Promise<{ result: T; order: Order }> => {
    const { result, answer } = await run(input, work, true);
    return { result, order: answer! };
  };
  return Object.assign(runOrderChange, { answering });
}

export type RunOrderChange = ReturnType<typeof createOrderChangeRunner>;
