import type { Insertable, Transaction } from 'kysely';
import {
  OrderProductStatus,
  OrderStatus,
  OrderType,
  OtherPermission,
  PaymentMethodTypeCode,
  allocatePaidAmount,
  formatOrderNumber,
  getBusinessDate,
  moneyFromHundredths,
  refundAmountOf,
  startOfOutletDay,
  toHundredths,
  weighBilledLines,
} from '@kasir/domain';
import type { PricingSetup } from '../../modules/orders/orders.repository.ts';
import type { ProductLineRow } from '../../modules/orders/order-lines.repository.ts';
import { priceOrder, totalsColumns } from '../../modules/orders/order-pricing.ts';
import type { Database } from '../schema.ts';
import type { OrdersTable } from '../schema-orders.ts';

/**
 * The demo history's plan (DEMO-DATA "History"), made in memory from a seeded pseudo-random
 * sequence: shifts, orders, payments and refunds of the past days. seed-history.ts writes it.
 */
/** DEMO-DATA "History": this many past days of closed shifts at each working outlet. */
export const HISTORY_DAYS = 45;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Two shifts a day in outlet time: 08:00–15:00 and 15:00–22:00. */
const SHIFT_WINDOWS = [
  { startHour: 8, endHour: 15 },
  { startHour: 15, endHour: 22 },
] as const;
export const START_CASH = 500_000_00;
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
export function createRandom(seed: number) {
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
export type Trx = Transaction<Database>;
export type OutletStage = Awaited<ReturnType<typeof loadOutletStage>>;
type PlannedLine = { product: OutletStage['products'][number]; quantity: number };
export type PlannedOrder = {
  row: Insertable<OrdersTable>;
  lines: PlannedLine[];
  shiftKey: string;
  /** Set for a paid order. */
  payment?: { methodIndex: number; total: number; paid: number; change: number; at: string; cardLast4: string | null };
  refund?: { at: string; reason: string; amount: number; lineIndex: number; quantity: number };
};

export async function loadOutletStage(trx: Trx, outletId: number) {
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

/** A planned line's columns as order_products stores them (a confirmed, charged line at its sell price). */
export function plannedLineColumns(line: PlannedLine) {
  return {
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
  };
}

/** The order's lines as the pricing reads stored lines (ids are the line's place in the order). */
function asLineRows(lines: readonly PlannedLine[], at: string): ProductLineRow[] {
  return lines.map((line, index) => ({
    id: index + 1,
    order_id: 0,
    ...plannedLineColumns(line),
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
export function planOutlet(stage: OutletStage, random: Random, setups: Map<number, PricingSetup>, now: Date) {
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


export type OutletPlan = ReturnType<typeof planOutlet>;
