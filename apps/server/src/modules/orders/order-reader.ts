import { PendingItemStatus } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import type { OrderLinesRepository } from './order-lines.repository.ts';
import { priceOrder } from './order-pricing.ts';
import type { Executor, OrderRow, OrdersRepository, PricingSetup } from './orders.repository.ts';
import { presentOrder } from './orders.presenter.ts';
import { EMPTY_PAYMENT_PARTS, loadOrderPaymentParts } from '../payments/order-payment-parts.ts';
import { listRefundsOfOrders } from '../bills/refunds.repository.ts';

type Deps = { orders: OrdersRepository; lines: OrderLinesRepository };

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
      return rows.map((order) => {
        const setup = setups.get(order.outlet_order_type_id)!;
        const products = lines.products.filter((line) => line.order_id === order.id);
        const bundles = lines.bundles.filter((line) => line.order_id === order.id);
        const paymentParts = payments.get(order.id) ?? EMPTY_PAYMENT_PARTS;
        return presentOrder({
          order,
          setup,
          orderTypeName: setup.orderType?.name ?? '',
          products,
          bundles,
          // Per-line figures come from the same pure pricing that wrote the stored totals.
          totals: priceOrder(setup, { products, bundles }, { promos: paymentParts.promoInputs, paymentMethodIds: paymentParts.paymentMethodIds }),
          tables: tables.filter((table) => table.order_id === order.id),
          audits: audits.filter((audit) => audit.order_id === order.id),
          sessions: sessions.filter((session) => session.order_id === order.id),
          paymentParts,
          refunds: refunds.get(order.id) ?? [],
        });
      });
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
