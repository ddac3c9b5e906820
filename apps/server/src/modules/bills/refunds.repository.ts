import type { Insertable } from 'kysely';
import { RefundLineKind } from '@kasir/domain';
import type { Refund } from '@kasir/contracts';
import { toNumber } from '../../db/row-numbers.ts';
import type { RefundLinesTable, RefundsTable } from '../../db/schema-bills.ts';
import type { Executor } from '../orders/orders.repository.ts';
import { toWireAmount as toWire } from '../orders/orders.presenter.ts';


/**
 * The refunds of these orders as the order detail shows them (OrderSchema.Refunds), oldest
 * first, in two queries whatever the number of orders. The order reader calls it.
 */
export async function listRefundsOfOrders(executor: Executor, orderIds: readonly number[]): Promise<Map<number, Refund[]>> {
  const byOrder = new Map<number, Refund[]>();
  if (orderIds.length === 0) return byOrder;
  const refunds = await executor.selectFrom('refunds').selectAll().where('order_id', 'in', [...orderIds]).orderBy('id').execute();
  if (refunds.length === 0) return byOrder;
  const lines = await executor
    .selectFrom('refund_lines')
    .selectAll()
    .where('refund_id', 'in', refunds.map((refund) => refund.id))
    .orderBy('id')
    .execute();
  for (const refund of refunds) {
    const own = lines.filter((line) => line.refund_id === refund.id);
    const presented: Refund = {
      Id: refund.id,
      OrderId: refund.order_id,
      Amount: toWire(toNumber(refund.amount)),
      CreatedOn: refund.created_at,
      Reason: refund.reason,
      CashierName: refund.cashier_name,
      OrderProducts: own
        .filter((line) => line.line_kind === RefundLineKind.PRODUCT)
        .map((line) => ({ OrderProductId: line.line_id, ProductName: line.product_name, Quantity: line.quantity, Amount: toWire(toNumber(line.amount)) })),
      OrderProductBundles: own
        .filter((line) => line.line_kind === RefundLineKind.BUNDLE)
        .map((line) => ({ OrderProductBundleId: line.line_id, ProductBundleName: line.product_name, Quantity: line.quantity, Amount: toWire(toNumber(line.amount)) })),
    };
    byOrder.set(refund.order_id, [...(byOrder.get(refund.order_id) ?? []), presented]);
  }
  return byOrder;
}

/** SQL of refunds: what was paid, what was refunded so far, and the refund rows. */
export function createRefundsRepository() {
  return {
    /**
     * The money the order's payments took, in hundredths: what the visits settled (each Total,
     * change excluded), less what No Sales methods covered (nothing was received for it).
     */
    async sumPaid(executor: Executor, orderId: number): Promise<number> {
      const [settled, noSales] = await Promise.all([
        executor
          .selectFrom('payments')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('total'), eb.lit(0)).as('amount'))
          .where('order_id', '=', orderId)
          .executeTakeFirst(),
        executor
          .selectFrom('payment_details')
          .innerJoin('payments', 'payments.id', 'payment_details.payment_id')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('payment_details.amount'), eb.lit(0)).as('amount'))
          .where('payments.order_id', '=', orderId)
          .where('payment_details.is_no_sales', '=', 1)
          .executeTakeFirst(),
      ]);
      return Math.max(0, toNumber(settled?.amount) - toNumber(noSales?.amount));
    },

    /** Quantity and money refunded so far per line of the order, keyed `${kind}:${lineId}`. */
    async refundedSoFar(executor: Executor, orderId: number): Promise<Map<string, { quantity: number; amount: number }>> {
      const rows = await executor.selectFrom('refunded_lines').selectAll().where('order_id', '=', orderId).execute();
      return new Map(rows.map((row) => [`${row.line_kind}:${row.line_id}`, { quantity: row.quantity, amount: toNumber(row.amount) }]));
    },

    /**
     * Claims `quantity` more units of a line for a refund: a conditional update that only
     * succeeds while the refunded count is still the one the amount was computed from, so two
     * refunds racing for the same units never both succeed. False when another refund got there first.
     */
    async claimRefundedLine(executor: Executor, line: { kind: number; lineId: number; orderId: number; before: number; quantity: number; amount: number }): Promise<boolean> {
      if (line.before === 0) {
        await executor
          .insertInto('refunded_lines')
          .values({ line_kind: line.kind, line_id: line.lineId, order_id: line.orderId, quantity: 0, amount: 0 })
          .onConflict((conflict) => conflict.columns(['line_kind', 'line_id']).doNothing())
          .execute();
      }
      const result = await executor
        .updateTable('refunded_lines')
        .set((eb) => ({ quantity: eb('quantity', '+', line.quantity), amount: eb('amount', '+', line.amount) }))
        .where('line_kind', '=', line.kind)
        .where('line_id', '=', line.lineId)
        .where('quantity', '=', line.before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertRefund(executor: Executor, refund: Insertable<RefundsTable>, lines: ReadonlyArray<Omit<Insertable<RefundLinesTable>, 'refund_id'>>): Promise<number> {
      const { id } = await executor.insertInto('refunds').values(refund).returning('id').executeTakeFirstOrThrow();
      if (lines.length > 0) await executor.insertInto('refund_lines').values(lines.map((line) => ({ ...line, refund_id: id }))).execute();
      return id;
    },

    /** The refund a PUT with this Idempotency-Key already made at the outlet, if any. */
    async findByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<{ id: number; order_id: number } | undefined> {
      return executor.selectFrom('refunds').select(['id', 'order_id']).where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
