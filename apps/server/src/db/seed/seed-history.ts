import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  OrderProductStatus,
  OrderStatus,
  OrderType,
  OtherPermission,
  PaymentMethodTypeCode,
  RefundLineKind,
  allocatePaidAmount,
  formatOrderNumber,
  getBusinessDate,
  moneyFromHundredths,
  refundAmountOf,
  startOfOutletDay,
  toHundredths,
  weighBilledLines,
} from '@kasir/domain';
import { createOrdersRepository, type PricingSetup } from '../../modules/orders/orders.repository.ts';
import type { ProductLineRow } from '../../modules/orders/order-lines.repository.ts';
import { priceOrder, totalsColumns } from '../../modules/orders/order-pricing.ts';
import type { Database } from '../schema.ts';
import type { OrdersTable } from '../schema-orders.ts';
import type { FoundationIds } from './seed-foundation.ts';

/** DEMO-DATA "History": this many past days of closed shifts at each working outlet. */
export const HISTORY_DAYS = 45;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Two shifts a day in outlet time: 08:00–15:00 and 15:00–22:00. */
const SHIFT_WINDOWS = [
  { startHour: 8, endHour: 15 },
  { startHour: 15, endHour: 22 },
] as const;
const START_CASH = 500_000_00;
const CANCEL_REASONS = ['Tamu batal pesan', 'Salah input', 'Menunggu terlalu lama'];
const REFUND_REASONS = ['Salah pesan', 'Makanan dingin', 'Tamu komplain'];
const HISTORY_METHOD_TYPES: readonly number[] = [
  PaymentMethodTypeCode.CASH,
  PaymentMethodTypeCode.QRIS,
  PaymentMethodTypeCode.E_WALLET,
  PaymentMethodTypeCode.DEBIT,
  PaymentMethodTypeCode.CREDIT,
];

/** mulberry32: the same demo history on every seed. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  /** The first `count` items of a Fisher–Yates shuffle. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = integer(0, index);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy.slice(0, count);
  };
  return { next, integer, sample, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

type Random = ReturnType<typeof createRandom>;
type Trx = Transaction<Database>;
type OutletStage = Awaited<ReturnType<typeof loadOutletStage>>;
type PlannedLine = { product: OutletStage['products'][number]; quantity: number };
type PlannedOrder = {
  row: Insertable<OrdersTable>;
  lines: PlannedLine[];
  shiftKey: string;
  /** Set for a paid order. */
  payment?: { methodIndex: number; total: number; paid: number; change: number; at: string; cardLast4: string | null };
  refund?: { at: string; reason: string; amount: number; lineIndex: number; quantity: number };
};

async function loadOutletStage(trx: Trx, outletId: number) {
  const [outlet, products, orderTypes, methods, cashiers] = await Promise.all([
    trx.selectFrom('outlets').select(['id', 'owner_id', 'time_zone']).where('id', '=', outletId).executeTakeFirstOrThrow(),
    trx
      .selectFrom('outlet_products')
      .select(['id', 'name', 'sell_price', 'level_prices'])
      .where('outlet_id', '=', outletId)
      .where('is_active', '=', 1)
      .where('is_sold_out', '=', 0)
      .where('sell_price', '>', 0)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('outlet_order_types')
      .selectAll()
      .where('outlet_id', '=', outletId)
      .where('is_active', '=', 1)
      .where('order_type_id', 'in', [OrderType.DINE_IN, OrderType.TAKE_AWAY])
      .orderBy('position')
      .execute(),
    trx.selectFrom('outlet_payment_methods').selectAll().where('outlet_id', '=', outletId).where('is_active', '=', 1).where('type', 'in', [...HISTORY_METHOD_TYPES]).orderBy('position').execute(),
    // Whoever may take payments at the outlet works its shifts (the waiter does not).
    trx
      .selectFrom('users')
      .innerJoin('user_role_outlets', 'user_role_outlets.user_id', 'users.id')
      .innerJoin('role_other_modules', 'role_other_modules.role_id', 'users.role_id')
      .select(['users.id', 'users.name'])
      .where('user_role_outlets.outlet_id', '=', outletId)
      .where('role_other_modules.other_module_id', '=', OtherPermission.PAYMENT)
      .orderBy('users.id')
      .execute(),
  ]);
  return { outlet, products: products.map((product) => ({ ...product, sell_price: Number(product.sell_price) })), orderTypes, methods, cashiers };
}

/** The order's lines as the pricing reads stored lines (ids are the line's place in the order). */
function asLineRows(lines: readonly PlannedLine[], at: string): ProductLineRow[] {
  return lines.map((line, index) => ({
    id: index + 1,
    order_id: 0,
    outlet_product_id: line.product.id,
    product_name: line.product.name,
    quantity: line.quantity,
    sell_price: line.product.sell_price,
    level_prices: line.product.level_prices,
    price_override: null,
    type: null,
    is_free: 0,
    status: OrderProductStatus.CONFIRMED,
    notes: '',
    is_included_charge: 1,
    created_by: 0,
    created_at: at,
    updated_at: at,
    sub_products: [],
    image_file_name: null,
    pending_id: null,
  }));
}

/** One refunded unit of a line gets back its share of what was paid, as PUT /customer/refund computes it. */
function refundOf(setup: PricingSetup, lines: readonly PlannedLine[], paidTotal: number, lineIndex: number, at: string): number {
  const totals = priceOrder(setup, { products: asLineRows(lines, at), bundles: [] });
  const share = allocatePaidAmount(moneyFromHundredths(paidTotal), weighBilledLines(totals)).get(`P${lineIndex + 1}`) ?? moneyFromHundredths(0);
  return toHundredths(refundAmountOf(share, lines[lineIndex]!.quantity, 0, 1));
}

/** The outlet's past shifts and their orders, all in memory: nothing is written yet. */
function planOutlet(stage: OutletStage, random: Random, setups: Map<number, PricingSetup>, now: Date) {
  const tz = stage.outlet.time_zone;
  const shifts: Array<{ key: string; userId: number; userName: string; startedAt: string; endedAt: string }> = [];
  const orders: PlannedOrder[] = [];
  const counters = new Map<string, number>();
  const todayStart = startOfOutletDay(now, tz).getTime();
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const dayStart = todayStart - daysAgo * DAY_MS;
    for (const window of SHIFT_WINDOWS) {
      const cashier = random.pick(stage.cashiers);
      const startMs = dayStart + window.startHour * HOUR_MS;
      const shift = { key: new Date(startMs).toISOString(), userId: cashier.id, userName: cashier.name, startedAt: new Date(startMs).toISOString(), endedAt: new Date(dayStart + window.endHour * HOUR_MS).toISOString() };
      shifts.push(shift);
      const times = Array.from({ length: random.integer(3, 7) }, () => startMs + random.integer(5, (window.endHour - window.startHour) * 60 - 40) * 60_000).sort((a, b) => a - b);
      for (const createdMs of times) {
        const at = new Date(createdMs).toISOString();
        const businessDate = getBusinessDate(new Date(createdMs), tz);
        const sequence = (counters.get(businessDate) ?? 0) + 1;
        counters.set(businessDate, sequence);
        const orderType = random.next() < 0.75 ? stage.orderTypes[0]! : random.pick(stage.orderTypes);
        const products = random.sample(stage.products, random.integer(1, 4));
        const lines = products.map((product) => ({ product, quantity: random.integer(1, 3) }));
        const setup = setups.get(orderType.id)!;
        const totals = totalsColumns(priceOrder(setup, { products: asLineRows(lines, at), bundles: [] }));
        const isCanceled = random.next() < 0.08;
        const planned: PlannedOrder = {
          shiftKey: shift.key,
          lines,
          row: {
            owner_id: stage.outlet.owner_id,
            outlet_id: stage.outlet.id,
            shift_id: null,
            order_no: formatOrderNumber(businessDate, sequence),
            business_date: businessDate,
            order_type_id: orderType.order_type_id,
            outlet_order_type_id: orderType.id,
            status: isCanceled ? OrderStatus.CANCELED : OrderStatus.PAID,
            step_process: 0,
            pax: random.integer(1, 4),
            info_order: null,
            customer_name: null,
            phone_number: null,
            customer_data: null,
            delivery_address: null,
            member_id: null,
            outlet_area_id: null,
            end_time: null,
            ...totals,
            version: 2,
            cancel_reason: isCanceled ? random.pick(CANCEL_REASONS) : null,
            request_key: null,
            created_by: cashier.id,
            created_by_name: cashier.name,
            created_at: at,
            updated_at: new Date(createdMs + 30 * 60_000).toISOString(),
          },
        };
        if (!isCanceled) {
          const methodIndex = random.integer(0, stage.methods.length - 1);
          const method = stage.methods[methodIndex]!;
          const isCash = method.type === PaymentMethodTypeCode.CASH;
          // Cash is often a round note above the bill; everything else pays the bill exactly.
          const paid = isCash && random.next() < 0.6 ? Math.ceil(totals.total / 50_000_00) * 50_000_00 : totals.total;
          const isCard = method.type === PaymentMethodTypeCode.DEBIT || method.type === PaymentMethodTypeCode.CREDIT;
          const paidAt = new Date(createdMs + random.integer(20, 35) * 60_000).toISOString();
          planned.payment = { methodIndex, total: totals.total, paid, change: paid - totals.total, at: paidAt, cardLast4: isCard ? String(random.integer(0, 9999)).padStart(4, '0') : null };
          if (random.next() < 0.1) {
            const lineIndex = random.integer(0, lines.length - 1);
            planned.refund = { at: new Date(createdMs + 40 * 60_000).toISOString(), reason: random.pick(REFUND_REASONS), amount: refundOf(setup, lines, totals.total, lineIndex, at), lineIndex, quantity: 1 };
          }
        }
        orders.push(planned);
      }
    }
  }
  return { shifts, orders, counters };
}

/** Multi-row inserts in chunks, so one statement never carries too many parameters on either database. */
async function insertChunks<T, R>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += size) out.push(...(await insert(rows.slice(start, start + size))));
  return out;
}

async function writeOutlet(trx: Trx, stage: OutletStage, plan: ReturnType<typeof planOutlet>): Promise<void> {
  const { orders, shifts } = plan;
  // Expected cash of each shift: the start cash plus cash received minus change (spec §5 end shift).
  const expected = new Map(shifts.map((shift) => [shift.key, START_CASH]));
  for (const order of orders) {
    const method = order.payment ? stage.methods[order.payment.methodIndex]! : undefined;
    if (order.payment && method?.type === PaymentMethodTypeCode.CASH) expected.set(order.shiftKey, expected.get(order.shiftKey)! + order.payment.paid - order.payment.change);
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
            outlet_product_id: line.product.id,
            product_name: line.product.name,
            quantity: line.quantity,
            sell_price: line.product.sell_price,
            level_prices: line.product.level_prices,
            price_override: null,
            type: null,
            is_free: 0 as const,
            status: OrderProductStatus.CONFIRMED,
            notes: '',
            is_included_charge: 1 as const,
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
