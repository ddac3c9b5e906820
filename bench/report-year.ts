// A year of sales at Kopi Senja for bench:reports, written straight into the tables with
// multi-row INSERTs (no HTTP, no pricing per order: the reports only read the stored columns).
// 365 days × ORDERS_PER_DAY orders over two shifts a day (08:00–15:00, 15:00–22:00 outlet time):
// most paid (cash with change, cards, e-wallets, QRIS, a few No Sales), some voided with their
// audit, a few refunded by one unit, a few left open or partly paid; a cash in and a cash out per
// shift. Deterministic (seeded), so SQLite and PostgreSQL hold the same rows.
import { CashFlowType, OrderAuditAction, OrderProductStatus, OrderStatus, PaymentMethodTypeCode, RefundLineKind } from '@kasir/domain';
import { createRandom } from '../apps/server/src/db/seed/seed-history-plan.ts';
import type { Runner } from './bare-sale.ts';

export const YEAR_DAYS = 365;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHIFT_HOURS = [8, 15, 22] as const;

/** What the seed needs of the demo data, read once. */
export type YearStage = {
  outletId: number;
  ownerId: number;
  timeZoneHours: number;
  cashiers: Array<{ id: number; name: string }>;
  orderTypes: Array<{ id: number; orderTypeId: number; name: string }>;
  products: Array<{ id: number; name: string; price: number }>;
  methods: Array<{ id: number; name: string; type: number; isNoSales: number; openDrawer: number }>;
};

export async function loadYearStage(runner: Runner): Promise<YearStage> {
  const [outlet] = await runner.query("SELECT id, owner_id, time_zone FROM outlets WHERE name = 'Kopi Senja'", []);
  const outletId = Number(outlet!.id);
  const cashiers = await runner.query("SELECT id, name FROM users WHERE username IN ('ani', 'budi') ORDER BY id", []);
  const orderTypes = await runner.query("SELECT id, order_type_id, name FROM outlet_order_types WHERE outlet_id = ? AND name IN ('Dine In', 'Take Away') ORDER BY id", [outletId]);
  const products = await runner.query('SELECT id, name, sell_price FROM outlet_products WHERE outlet_id = ? AND sell_price > 0 ORDER BY id', [outletId]);
  const methods = await runner.query('SELECT id, name, type, is_no_sales, open_drawer FROM outlet_payment_methods WHERE outlet_id = ? AND type <> ? ORDER BY position', [outletId, PaymentMethodTypeCode.POINT]);
  return {
    outletId,
    ownerId: Number(outlet!.owner_id),
    timeZoneHours: Number(outlet!.time_zone),
    cashiers: cashiers.map((row) => ({ id: Number(row.id), name: String(row.name) })),
    orderTypes: orderTypes.map((row) => ({ id: Number(row.id), orderTypeId: Number(row.order_type_id), name: String(row.name) })),
    products: products.map((row) => ({ id: Number(row.id), name: String(row.name), price: Number(row.sell_price) })),
    methods: methods.map((row) => ({ id: Number(row.id), name: String(row.name), type: Number(row.type), isNoSales: Number(row.is_no_sales), openDrawer: Number(row.open_drawer) })),
  };
}

type Row = unknown[];
type TableRows = { table: string; columns: string[]; rows: Row[] };

/** Inserts rows in multi-row statements of at most `maxParameters` values each. */
async function insertAll(runner: Runner, { table, columns, rows }: TableRows, maxParameters: number): Promise<void> {
  const perStatement = Math.max(1, Math.floor(maxParameters / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    await runner.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flat());
  }
}

const nextIdOf = async (runner: Runner, table: string) => Number((await runner.query(`SELECT coalesce(max(id), 0) + 1 AS next FROM ${table}`, []))[0]!.next);

/** The outlet's calendar day `daysAgo` before `now` starts at this instant (outlet time). */
const outletDayStart = (now: number, daysAgo: number, timeZoneHours: number) => {
  const local = now + timeZoneHours * HOUR_MS;
  return local - (local % DAY_MS) - timeZoneHours * HOUR_MS - daysAgo * DAY_MS;
};
const iso = (ms: number) => new Date(ms).toISOString();
const businessDateOf = (ms: number, timeZoneHours: number) => iso(ms + timeZoneHours * HOUR_MS).slice(0, 10);

export type SeededYear = { orders: number; lines: number; payments: number; refunds: number; voids: number; shifts: Array<{ id: number; startedAt: string; endedAt: string }> };

/**
 * Writes the year in one transaction; `isPostgres` picks the statement size (pg takes 65 535
 * parameters, SQLite builds here take 32 766) and resets the id sequences after explicit ids.
 */
export async function seedYear(runner: Runner, stage: YearStage, ordersPerDay: number, isPostgres: boolean, now = Date.now()): Promise<SeededYear> {
  const random = createRandom(18_365);
  const maxParameters = isPostgres ? 60_000 : 30_000;
  const tz = stage.timeZoneHours;
  const ids = {
    shift: await nextIdOf(runner, 'shifts'),
    order: await nextIdOf(runner, 'orders'),
    line: await nextIdOf(runner, 'order_products'),
    payment: await nextIdOf(runner, 'payments'),
    detail: await nextIdOf(runner, 'payment_details'),
    refund: await nextIdOf(runner, 'refunds'),
    audit: await nextIdOf(runner, 'order_audits'),
  };
  const shifts: TableRows = { table: 'shifts', columns: ['id', 'owner_id', 'outlet_id', 'user_id', 'start_cash', 'end_cash', 'expected_cash', 'started_at', 'ended_at'], rows: [] };
  const cashFlows: TableRows = { table: 'cash_in_outs', columns: ['shift_id', 'type', 'amount', 'note', 'created_by', 'created_at'], rows: [] };
  const orders: TableRows = {
    table: 'orders',
    columns: ['id', 'owner_id', 'outlet_id', 'shift_id', 'order_no', 'business_date', 'order_type_id', 'outlet_order_type_id', 'status', 'pax', 'subtotal', 'charge_total', 'rounding', 'total', 'cancel_reason', 'created_by', 'created_by_name', 'created_at', 'updated_at'],
    rows: [],
  };
  const lines: TableRows = { table: 'order_products', columns: ['id', 'order_id', 'outlet_product_id', 'product_name', 'quantity', 'sell_price', 'status', 'notes', 'is_included_charge', 'is_free', 'created_by', 'created_at', 'updated_at'], rows: [] };
  const payments: TableRows = {
    table: 'payments',
    columns: ['id', 'owner_id', 'order_id', 'outlet_id', 'shift_id', 'total', 'paid', 'change', 'remaining', 'order_status', 'cashier_id', 'cashier_name', 'created_at'],
    rows: [],
  };
  const details: TableRows = { table: 'payment_details', columns: ['id', 'payment_id', 'outlet_payment_method_id', 'method_name', 'method_type', 'is_no_sales', 'open_drawer', 'amount'], rows: [] };
  const audits: TableRows = { table: 'order_audits', columns: ['id', 'order_id', 'action', 'actor_user_id', 'reason', 'created_at'], rows: [] };
  const refunds: TableRows = { table: 'refunds', columns: ['id', 'owner_id', 'outlet_id', 'order_id', 'shift_id', 'amount', 'reason', 'cashier_id', 'cashier_name', 'created_at'], rows: [] };
  const refundLines: TableRows = { table: 'refund_lines', columns: ['refund_id', 'order_id', 'line_kind', 'line_id', 'product_name', 'quantity', 'amount'], rows: [] };
  const refundedLines: TableRows = { table: 'refunded_lines', columns: ['line_kind', 'line_id', 'order_id', 'quantity', 'amount'], rows: [] };
  const seededShifts: SeededYear['shifts'] = [];
  const cashMethods = stage.methods.filter((method) => method.type === PaymentMethodTypeCode.CASH);
  const noSales = stage.methods.filter((method) => method.isNoSales === 1);
  const sales = stage.methods.filter((method) => method.isNoSales === 0);

  for (let daysAgo = YEAR_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const dayStart = outletDayStart(now, daysAgo, tz);
    const businessDate = businessDateOf(dayStart, tz);
    const dayShifts = [0, 1].map((index) => {
      const cashier = stage.cashiers[(daysAgo + index) % stage.cashiers.length]!;
      const startedAt = dayStart + SHIFT_HOURS[index]! * HOUR_MS;
      const endedAt = dayStart + SHIFT_HOURS[index + 1]! * HOUR_MS;
      const id = ids.shift++;
      shifts.rows.push([id, stage.ownerId, stage.outletId, cashier.id, 500_000_00, 500_000_00, 500_000_00, iso(startedAt), iso(endedAt)]);
      cashFlows.rows.push([id, CashFlowType.IN, 50_000_00, 'Modal', cashier.id, iso(startedAt + 5 * 60_000)], [id, CashFlowType.OUT, 20_000_00, 'Es batu', cashier.id, iso(endedAt - 30 * 60_000)]);
      seededShifts.push({ id, startedAt: iso(startedAt), endedAt: iso(endedAt) });
      return { id, cashier, startedAt, endedAt };
    });
    for (let sequence = 1; sequence <= ordersPerDay; sequence += 1) {
      // Spread over 08:00–21:30; the shift is the one whose hours hold the order.
      const createdAt = dayStart + 8 * HOUR_MS + Math.floor(((sequence - 0.5) / ordersPerDay) * 13.5 * HOUR_MS);
      const shift = dayShifts[createdAt < dayShifts[1]!.startedAt ? 0 : 1]!;
      const orderType = random.next() < 0.7 ? stage.orderTypes[0]! : stage.orderTypes[1]!;
      const orderId = ids.order++;
      let subtotal = 0;
      const orderLines: Array<{ id: number; name: string; price: number }> = [];
      for (const product of random.sample(stage.products, random.integer(1, 3))) {
        const quantity = random.integer(1, 3);
        const lineId = ids.line++;
        lines.rows.push([lineId, orderId, product.id, product.name, quantity, product.price, OrderProductStatus.CONFIRMED, '', 1, 0, shift.cashier.id, iso(createdAt), iso(createdAt)]);
        orderLines.push({ id: lineId, name: product.name, price: product.price });
        subtotal += quantity * product.price;
      }
      const isDineIn = orderType.name === 'Dine In';
      const charges = isDineIn ? Math.round((subtotal * 15) / 100) : 2_000_00;
      const rounding = isDineIn ? Math.ceil((subtotal + charges) / 100_00) * 100_00 - (subtotal + charges) : 0;
      const total = subtotal + charges + rounding;
      const fate = random.next();
      const status = fate < 0.03 ? OrderStatus.CANCELED : fate < 0.035 ? OrderStatus.ORDERED : fate < 0.04 ? OrderStatus.PARTIALLY_PAID : OrderStatus.PAID;
      // Its own prefix: the demo history's days hold order numbers of their own (and the day counters).
      const number = `Y${businessDate.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
      orders.rows.push([
        orderId, stage.ownerId, stage.outletId, shift.id, number, businessDate, orderType.orderTypeId, orderType.id, status, random.integer(1, 4),
        subtotal, charges, rounding, total, status === OrderStatus.CANCELED ? 'Tamu batal pesan' : null, shift.cashier.id, shift.cashier.name, iso(createdAt), iso(createdAt + 25 * 60_000),
      ]);
      if (status === OrderStatus.CANCELED) {
        audits.rows.push([ids.audit++, orderId, OrderAuditAction.VOID_ORDER, shift.cashier.id, 'Tamu batal pesan', iso(createdAt + 10 * 60_000)]);
        continue;
      }
      if (status === OrderStatus.ORDERED) continue;
      const paidAt = Math.min(createdAt + 20 * 60_000, shift.endedAt - 60_000);
      const method = status === OrderStatus.PAID && random.next() < 0.02 ? random.pick(noSales) : random.next() < 0.4 ? random.pick(cashMethods) : random.pick(sales);
      const settled = status === OrderStatus.PARTIALLY_PAID ? Math.floor(total / 2) : total;
      const paid = method.type === PaymentMethodTypeCode.CASH && status === OrderStatus.PAID ? Math.ceil(settled / 50_000_00) * 50_000_00 : settled;
      const paymentId = ids.payment++;
      payments.rows.push([paymentId, stage.ownerId, orderId, stage.outletId, shift.id, settled, paid, paid - settled, total - settled, status, shift.cashier.id, shift.cashier.name, iso(paidAt)]);
      details.rows.push([ids.detail++, paymentId, method.id, method.name, method.type, method.isNoSales, method.openDrawer, paid]);
      if (status === OrderStatus.PAID && method.isNoSales === 0 && random.next() < 0.02) {
        const line = orderLines[0]!;
        const amount = Math.min(line.price, total);
        const refundId = ids.refund++;
        refunds.rows.push([refundId, stage.ownerId, stage.outletId, orderId, shift.id, amount, 'Tamu komplain', shift.cashier.id, shift.cashier.name, iso(paidAt + 30_000)]);
        refundLines.rows.push([refundId, orderId, RefundLineKind.PRODUCT, line.id, line.name, 1, amount]);
        refundedLines.rows.push([RefundLineKind.PRODUCT, line.id, orderId, 1, amount]);
        audits.rows.push([ids.audit++, orderId, OrderAuditAction.REFUND, shift.cashier.id, 'Tamu komplain', iso(paidAt + 30_000)]);
      }
    }
  }

  await runner.query('BEGIN', []);
  try {
    for (const table of [shifts, cashFlows, orders, lines, payments, details, audits, refunds, refundLines, refundedLines]) await insertAll(runner, table, maxParameters);
    await runner.query('COMMIT', []);
  } catch (error) {
    await runner.query('ROLLBACK', []);
    throw error;
  }
  if (isPostgres) {
    for (const table of ['shifts', 'orders', 'order_products', 'payments', 'payment_details', 'refunds', 'order_audits', 'cash_in_outs', 'refund_lines']) {
      await runner.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`, []);
    }
    // What autovacuum would have done by the time a year of rows is there.
    await runner.query('ANALYZE', []);
  }
  return { orders: orders.rows.length, lines: lines.rows.length, payments: payments.rows.length, refunds: refunds.rows.length, voids: audits.rows.filter((row) => row[2] === OrderAuditAction.VOID_ORDER).length, shifts: seededShifts };
}
