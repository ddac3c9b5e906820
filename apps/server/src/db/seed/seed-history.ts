import type { Kysely } from 'kysely';
import { OrderStatus, PaymentMethodTypeCode, RefundLineKind, cashPartsOfRefunds, moneyFromHundredths } from '@kasir/domain';
import { createOrdersRepository, type PricingSetup } from '../../modules/orders/orders.repository.ts';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';
import { START_CASH, createRandom, loadOutletStage, planOutlet, plannedLineColumns, type OutletPlan, type OutletStage, type PlannedOrder, type Trx } from './seed-history-plan.ts';

export { HISTORY_DAYS } from './seed-history-plan.ts';

/** Multi-row inserts in chunks, so one statement never carries too many parameters on either database. */
async function insertChunks<T, R>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += size) out.push(...(await insert(rows.slice(start, start + size))));
  return out;
}

async function writeOutlet(trx: Trx, stage: OutletStage, plan: OutletPlan): Promise<void> {
  const { orders, shifts } = plan;
  // Expected cash of each shift as the shift module computes it: the start cash plus cash received
  // minus change, minus the cash part of the refunds made in it (a refund is made in its order's shift).
  const expected = new Map(shifts.map((shift) => [shift.key, START_CASH]));
  for (const order of orders) {
    const method = order.payment ? stage.methods[order.payment.methodIndex]! : undefined;
    if (!order.payment || method?.type !== PaymentMethodTypeCode.CASH) continue;
    const netCash = moneyFromHundredths(order.payment.paid - order.payment.change);
    const cashRefunded = order.refund ? (cashPartsOfRefunds(netCash, [moneyFromHundredths(order.refund.amount)])[0] ?? 0) : 0;
    expected.set(order.shiftKey, expected.get(order.shiftKey)! + netCash - cashRefunded);
  }
  const shiftRows = await insertChunks(shifts, 200, (chunk) =>
    trx
      .insertInto('shifts')
      .values(chunk.map((shift) => ({ owner_id: stage.outlet.owner_id, outlet_id: stage.outlet.id, user_id: shift.userId, start_cash: START_CASH, end_cash: expected.get(shift.key)!, expected_cash: expected.get(shift.key)!, note: null, started_at: shift.startedAt, ended_at: shift.endedAt, passed_to_shift_id: null })))
      .returning(['id', 'started_at'])
      .execute(),
  );
  const shiftIds = new Map(shiftRows.map((row) => [row.started_at, row.id]));
  const orderRows = await insertChunks(orders, 150, (chunk) =>
    trx
      .insertInto('orders')
      .values(chunk.map((order) => ({ ...order.row, shift_id: shiftIds.get(order.shiftKey)! })))
      .returning(['id', 'order_no'])
      .execute(),
  );
  const orderIds = new Map(orderRows.map((row) => [row.order_no, row.id]));
  const idOf = (order: PlannedOrder) => orderIds.get(order.row.order_no)!;
  const lineRows = await insertChunks(
    orders.flatMap((order) => order.lines.map((line) => ({ order, line }))),
    200,
    (chunk) =>
      trx
        .insertInto('order_products')
        .values(
          chunk.map(({ order, line }) => ({
            order_id: idOf(order),
            ...plannedLineColumns(line),
            created_by: order.row.created_by,
            created_at: order.row.created_at,
            updated_at: order.row.created_at,
          })),
        )
        .returning(['id', 'order_id', 'outlet_product_id'])
        .execute(),
  );
  const paid = orders.filter((order) => order.payment);
  const paymentRows = await insertChunks(paid, 150, (chunk) =>
    trx
      .insertInto('payments')
      .values(
        chunk.map((order) => ({
          owner_id: stage.outlet.owner_id,
          order_id: idOf(order),
          outlet_id: stage.outlet.id,
          shift_id: shiftIds.get(order.shiftKey)!,
          request_key: null,
          total: order.payment!.total,
          paid: order.payment!.paid,
          change: order.payment!.change,
          remaining: 0,
          point_used: 0,
          point_earned: 0,
          time_balance_used: 0,
          time_balance_earned: 0,
          member_id: null,
          order_status: OrderStatus.PAID,
          cashier_id: order.row.created_by,
          cashier_name: order.row.created_by_name,
          created_at: order.payment!.at,
        })),
      )
      .returning(['id', 'order_id'])
      .execute(),
  );
  const paymentIds = new Map(paymentRows.map((row) => [row.order_id, row.id]));
  await insertChunks(paid, 200, async (chunk) => {
    await trx
      .insertInto('payment_details')
      .values(
        chunk.map((order) => {
          const method = stage.methods[order.payment!.methodIndex]!;
          return {
            payment_id: paymentIds.get(idOf(order))!,
            outlet_payment_method_id: method.id,
            method_name: method.name,
            method_type: method.type,
            is_no_sales: method.is_no_sales,
            open_drawer: method.open_drawer,
            amount: order.payment!.paid,
            card_last4: order.payment!.cardLast4,
          };
        }),
      )
      .execute();
    return [];
  });
  const canceled = orders.filter((order) => order.row.status === OrderStatus.CANCELED);
  if (canceled.length > 0) {
    await insertChunks(canceled, 200, async (chunk) => {
      await trx
        .insertInto('order_audits')
        .values(chunk.map((order) => ({ order_id: idOf(order), action: 'VOID_ORDER', order_product_id: null, actor_user_id: order.row.created_by, approver_user_id: null, reason: order.row.cancel_reason ?? null, before_json: null, after_json: null, created_at: order.row.updated_at! })))
        .execute();
      return [];
    });
  }
  for (const order of orders.filter((candidate) => candidate.refund)) {
    const refund = order.refund!;
    const orderId = idOf(order);
    const line = order.lines[refund.lineIndex]!;
    const lineId = lineRows.find((row) => row.order_id === orderId && row.outlet_product_id === line.product.id)!.id;
    const { id } = await trx
      .insertInto('refunds')
      .values({ owner_id: stage.outlet.owner_id, outlet_id: stage.outlet.id, order_id: orderId, shift_id: shiftIds.get(order.shiftKey)!, amount: refund.amount, reason: refund.reason, cashier_id: order.row.created_by, cashier_name: order.row.created_by_name, approver_user_id: null, request_key: null, created_at: refund.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('refund_lines').values({ refund_id: id, order_id: orderId, line_kind: RefundLineKind.PRODUCT, line_id: lineId, product_name: line.product.name, quantity: refund.quantity, amount: refund.amount }).execute();
    await trx.insertInto('refunded_lines').values({ line_kind: RefundLineKind.PRODUCT, line_id: lineId, order_id: orderId, quantity: refund.quantity, amount: refund.amount }).execute();
    await trx
      .insertInto('order_audits')
      .values({ order_id: orderId, action: 'REFUND', order_product_id: null, actor_user_id: order.row.created_by, approver_user_id: null, reason: refund.reason, before_json: null, after_json: JSON.stringify({ RefundId: id, Amount: refund.amount / 100 }), created_at: refund.at })
      .execute();
  }
  await trx
    .insertInto('order_counters')
    .values([...plan.counters].map(([businessDate, lastValue]) => ({ outlet_id: stage.outlet.id, business_date: businessDate, last_value: lastValue })))
    .execute();
}

/**
 * DEMO-DATA "History": for Kopi Senja and Grill & Chill, HISTORY_DAYS past days of two closed
 * shifts each, with paid orders across payment methods (cash with change), voided ones and
 * some refunds, so shift history, reports and order history show real figures at once.
 * Deterministic (seeded), one transaction, and it does nothing when history is already there.
 * No shift is left open: every cashier starts their own.
 */
export async function seedHistory(db: Kysely<Database>, ids: FoundationIds, now = new Date()): Promise<void> {
  const outletIds = [ids.outletIds.kopiSenja, ids.outletIds.grillChill];
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('shifts').select('id').where('outlet_id', 'in', outletIds).where('ended_at', 'is not', null).limit(1).executeTakeFirst();
    if (existing) return;
    const orders = createOrdersRepository(db);
    for (const [index, outletId] of outletIds.entries()) {
      const stage = await loadOutletStage(trx, outletId);
      if (stage.products.length === 0 || stage.orderTypes.length === 0 || stage.methods.length === 0 || stage.cashiers.length === 0) continue;
      const setups = new Map<number, PricingSetup>();
      for (const orderType of stage.orderTypes) setups.set(orderType.id, await orders.loadPricingSetup(trx, outletId, orderType.id, orderType));
      await writeOutlet(trx, stage, planOutlet(stage, createRandom(20_260_501 + index), setups, now));
    }
  });
}
