import { PendingItemStatus } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import type { OrderLinesRepository } from './order-lines.repository.ts';
import { billShareOf, priceOrder, type OrderLines } from './order-pricing.ts';
import type { Executor, OrderHoldings, OrderRow, OrdersRepository, PricingSetup } from './orders.repository.ts';
import { presentOrder } from './orders.presenter.ts';
import { EMPTY_PAYMENT_PARTS, loadOrderPaymentParts, type OrderPaymentParts } from '../payments/order-payment-parts.ts';
import { listRefundsOfOrders } from '../bills/refunds.repository.ts';

type Deps = { orders: OrdersRepository; lines: OrderLinesRepository };
type Parts = {
  tables: Awaited<ReturnType<OrdersRepository['listOrderTables']>>;
  audits: Awaited<ReturnType<OrdersRepository['listAudits']>>;
  sessions: Awaited<ReturnType<OrdersRepository['listTimeSessions']>>;
  refunds: Awaited<ReturnType<typeof listRefundsOfOrders>>;
};

/** One order as the wire shows it, from its row, pricing setup, lines and the parts read for it. */
function presentWhole(order: OrderRow, setup: PricingSetup, lines: OrderLines, paymentParts: OrderPaymentParts, parts: Parts): Order {
  const products = lines.products.filter((line) => line.order_id === order.id);
  const bundles = lines.bundles.filter((line) => line.order_id === order.id);
  return presentOrder({
    order,
    setup,
    orderTypeName: setup.orderType?.name ?? '',
    products,
    bundles,
    // Per-line figures come from the same pure pricing that wrote the stored totals.
    totals: priceOrder(setup, { products, bundles }, { promos: paymentParts.promoInputs, paymentMethodIds: paymentParts.paymentMethodIds, billShare: billShareOf(order) }),
    tables: parts.tables.filter((table) => table.order_id === order.id),
    audits: parts.audits.filter((audit) => audit.order_id === order.id),
    sessions: parts.sessions.filter((session) => session.order_id === order.id),
    paymentParts,
    refunds: parts.refunds.get(order.id) ?? [],
  });
}

/**
 * Reads whole orders (lines, add-ons, bundles, charges, tables, audits, time sessions) for a
 * batch of order rows with a fixed number of queries, whatever the batch size, so the ongoing
 * list of a busy outlet costs the same handful of round trips as one order.
 */
export function createOrderReader(deps: Deps) {
  return {
    async present(executor: Executor, outletId: number, rows: readonly OrderRow[]): Promise<Order[]> {
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const [lines, tables, audits, sessions, payments, refunds] = await Promise.all([
        deps.lines.loadLines(executor, ids, PendingItemStatus.WAITING),
        deps.orders.listOrderTables(executor, ids),
        deps.orders.listAudits(executor, ids),
        deps.orders.listTimeSessions(executor, ids),
        loadOrderPaymentParts(executor, outletId, rows),
        listRefundsOfOrders(executor, ids),
      ]);
      const setups = new Map<number, PricingSetup>();
      for (const typeId of new Set(rows.map((row) => row.outlet_order_type_id))) {
        setups.set(typeId, await deps.orders.loadPricingSetup(executor, outletId, typeId));
      }
      return rows.map((order) => presentWhole(order, setups.get(order.outlet_order_type_id)!, lines, payments.get(order.id) ?? EMPTY_PAYMENT_PARTS, { tables, audits, sessions, refunds }));
    },

    /**
     * The same answer as `present` for one order whose row, pricing setup and lines the caller
     * already holds (a change inside its transaction, after saving the totals): one statement
     * (or the caller's `holdings`, read after its last write) tells which other parts the order
     * has, and only those are read (a plain order: none).
     */
    async presentKnown(executor: Executor, outletId: number, order: OrderRow, known: { setup: PricingSetup; lines: OrderLines; holdings?: OrderHoldings }): Promise<Order> {
      const holds = known.holdings ?? (await deps.orders.findHoldings(executor, order.id));
      const ids = [order.id];
      const [tables, audits, sessions, payments, refunds] = await Promise.all([
        holds.tables ? deps.orders.listOrderTables(executor, ids) : [],
        holds.audits ? deps.orders.listAudits(executor, ids) : [],
        holds.sessions ? deps.orders.listTimeSessions(executor, ids) : [],
        holds.payments || holds.promos ? loadOrderPaymentParts(executor, outletId, [order]) : new Map<number, OrderPaymentParts>(),
        holds.refunds ? listRefundsOfOrders(executor, ids) : new Map<number, Parts['refunds'] extends Map<number, infer R> ? R : never>(),
      ]);
      return presentWhole(order, known.setup, known.lines, payments.get(order.id) ?? EMPTY_PAYMENT_PARTS, { tables, audits, sessions, refunds });
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
