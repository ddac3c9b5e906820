import fc from 'fast-check';
import { vi } from 'vitest';
import { CashFlowType, OrderStatus } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, type Order, type OutletPaymentMethod, type PaymentQuote, type Refund, type SplitOrderResult } from '@kasir/contracts';
import { loadDemoMenu } from '../modules/orders/orders-test-kit.ts';
import { setProductStock } from './stock-fixtures.ts';
import { bearer, signIn, type TestServer } from './test-server.ts';

/**
 * Random days of sales for the report property test (issue 18), played through the real HTTP
 * routes by Budi (a supervisor: void, split, merge and refund need no approver) at Kopi Senja.
 * Each played day has one or two shifts at fixed outlet hours (08:00–14:59, 15:00–21:59), so a
 * shift's hours hold its own sales only; the clock (Date only) is set before each call, so every
 * row is stamped inside its shift. A ledger records what each call answered, as an oracle the
 * reports are checked against.
 */

export const OUTLET_HOURS = 7;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHIFT_WINDOWS = [
  { startHour: 8, endHour: 15 },
  { startHour: 15, endHour: 22 },
] as const;
/** Products of the demo café that carry no counted stock (set so below): hundreds of orders never sell out. */
const PRODUCTS = ['Es Kopi Susu', 'Americano', 'Teh Tarik', 'Es Teh Manis', 'Nasi Goreng Spesial', 'Kentang Goreng', 'Pisang Goreng', 'Soto Ayam'] as const;
const DRINKS: readonly string[] = ['Es Kopi Susu', 'Americano'];
const SALES_METHODS = ['Cash', 'QRIS', 'Debit BCA', 'GoPay'] as const;
const NO_SALES_METHOD = 'Entertain';
type SalesMethod = (typeof SALES_METHODS)[number];

// ---------------------------------------------------------------- the plan (fast-check)

const lineArbitrary = fc.record({ product: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 3 }), withShot: fc.boolean() });
const tendersArbitrary = fc.array(fc.constantFrom(...SALES_METHODS), { minLength: 1, maxLength: 3 });
const fateArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pay' as const), tenders: tendersArbitrary, inParts: fc.boolean(), roundCash: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('noSales' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('partial' as const), method: fc.constantFrom(...SALES_METHODS) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidLine' as const), method: fc.constantFrom(...SALES_METHODS) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('split' as const), methods: fc.tuple(fc.constantFrom(...SALES_METHODS), fc.constantFrom(...SALES_METHODS)) }) },
);
const orderArbitrary = fc.record({
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
  withBundle: fc.boolean(),
  isDineIn: fc.boolean(),
  fate: fateArbitrary,
});
const shiftArbitrary = fc.record({
  orders: fc.array(orderArbitrary, { minLength: 1, maxLength: 5 }),
  /** Merge the shift's open orders (two or more) into one and pay it in cash. */
  mergeOpen: fc.boolean(),
  /** Orders taken only to be merged into the first of them, which is then paid (or left open). */
  merged: fc.option(fc.record({ orders: fc.array(orderArbitrary, { minLength: 2, maxLength: 3 }), isPaid: fc.boolean(), tenders: tendersArbitrary }), { nil: undefined }),
  /** Refund one unit of a line of an order paid earlier in the run (any shift), picked by index. */
  refunds: fc.array(fc.nat(), { maxLength: 2 }),
  /** Settle an open or partly paid order of an earlier shift of the run, picked by index. */
  settleEarlier: fc.option(fc.nat(), { nil: undefined }),
  cashIn: fc.option(fc.integer({ min: 1, max: 20 }).map((thousands) => thousands * 1000), { nil: undefined }),
  cashOut: fc.option(fc.integer({ min: 1, max: 20 }).map((thousands) => thousands * 1000), { nil: undefined }),
});
/** One to three consecutive days of one or two shifts each. */
export const salesDaysArbitrary = fc.array(fc.array(shiftArbitrary, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });
export type SalesDaysPlan = (typeof salesDaysArbitrary) extends fc.Arbitrary<infer T> ? T : never;
type ShiftPlan = SalesDaysPlan[number][number];
type OrderPlan = ShiftPlan['orders'][number];

// ---------------------------------------------------------------- the ledger (oracle)

/** One payment visit as POST /payment answered it: its lines and the change handed back, hundredths. */
export type LedgerPayment = { orderId: number; shiftId: number; details: Array<{ method: string; amount: number; isNoSales: boolean }>; change: number };
export type ShiftLedger = {
  id: number;
  date: string;
  /** Outlet-time bounds as the report routes take them (YYYY-MM-DD HH:mm:ss). */
  from: string;
  to: string;
  /** Every payment visit of the shift. */
  payments: LedgerPayment[];
  cashIn: number;
  cashOut: number;
  /** Refunds made in the shift: order and amount in hundredths. */
  refunds: Array<{ orderId: number; amount: number }>;
  startCash: number;
};
export type SalesLedger = { dates: string[]; shifts: ShiftLedger[]; orderIds: Set<number>; voids: number };

/** Rupiah on the wire to hundredths; -0 reads as 0. */
export const hundredths = (rupiah: number): number => Math.round(rupiah * 100) || 0;
/** Outlet-time YYYY-MM-DD HH:mm:ss of an instant. */
export const outletTime = (ms: number): string => new Date(ms + OUTLET_HOURS * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');
/** The instant of an outlet-time day and hour. */
const instantOf = (date: string, hour: number, minute = 0): number => Date.parse(`${date}T00:00:00Z`) + (hour - OUTLET_HOURS) * HOUR_MS + minute * 60_000;
/** The outlet-time date `daysAgo` days before today (real clock). */
export const outletDate = (daysAgo: number, now = Date.now()): string => outletTime(now - daysAgo * DAY_MS).slice(0, 10);

// ---------------------------------------------------------------- the floor

type Method = 'GET' | 'POST' | 'PUT';

/** Budi signed in at Kopi Senja with the menu looked up; `play` runs a plan on the given days. */
export async function openSalesFloor(server: TestServer) {
  const outletId = server.ids.outletIds.kopiSenja;
  const menu = await loadDemoMenu(server, outletId);
  for (const name of [...PRODUCTS, 'Croissant']) await setProductStock(server, outletId, name, { isSoldOut: false, quantity: null });
  const token = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
  let keys = 0;
  const call = async <T>(method: Method, url: string, payload?: object, expected = 200): Promise<T> => {
    const headers = { ...bearer(token), outletid: String(outletId), [IDEMPOTENCY_KEY_HEADER]: `report-sales-${Date.now()}-${++keys}` };
    const answer = await server.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    if (answer.statusCode !== expected) throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body.slice(0, 400)}`);
    return answer.json<{ data: T }>().data;
  };
  const methods = await call<OutletPaymentMethod[]>('GET', '/outletPaymentMethod/');
  const methodId = (name: string) => methods.find((method) => method.PaymentMethod.Name === name)!.Id;

  return {
    outletId,
    token,
    call,
    /**
     * Plays the plan on consecutive outlet days starting `firstDaysAgo` days before today, with
     * the clock moved to each call's minute; puts the real clock back at the end.
     */
    async play(plan: SalesDaysPlan, firstDaysAgo: number): Promise<SalesLedger> {
      const ledger: SalesLedger = { dates: [], shifts: [], orderIds: new Set(), voids: 0 };
      /** Orders of the run paid in full with sales methods: refund candidates. */
      const paidOrders: number[] = [];
      /** Open or partly paid orders of earlier shifts: settle candidates. */
      const unsettled: number[] = [];
      // Today is read before the clock is moved: once moved, Date.now() answers the played day.
      const realNow = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        for (const [dayIndex, shifts] of plan.entries()) {
          const date = outletDate(firstDaysAgo - dayIndex, realNow);
          ledger.dates.push(date);
          for (const [shiftIndex, shiftPlan] of shifts.entries()) {
            const window = SHIFT_WINDOWS[shiftIndex]!;
            let minute = 0;
            /** Each call a minute after the one before, inside the shift's hours. */
            const tick = () => vi.setSystemTime(instantOf(date, window.startHour, minute++));
            tick();
            const startCash = 100_000;
            const shiftId = (await call<{ Id: number }>('POST', '/shift/startShift', { OutletId: outletId, StartCash: startCash }, 201)).Id;
            const shift: ShiftLedger = { id: shiftId, date, from: outletTime(instantOf(date, window.startHour)), to: outletTime(instantOf(date, window.endHour) - 1000), payments: [], cashIn: 0, cashOut: 0, refunds: [], startCash: hundredths(startCash) };
            ledger.shifts.push(shift);
            const context = { call, methodId, tick, shift, ledger, paidOrders, menu };
            if (shiftPlan.cashIn !== undefined) {
              tick();
              await call('POST', '/shift/addCashInOut', { ShiftId: shiftId, Type: CashFlowType.IN, Amount: shiftPlan.cashIn, Note: 'Modal tambahan' }, 201);
              shift.cashIn += hundredths(shiftPlan.cashIn);
            }
            if (shiftPlan.settleEarlier !== undefined && unsettled.length > 0) {
              const [orderId] = unsettled.splice(shiftPlan.settleEarlier % unsettled.length, 1);
              if (await payInFull(context, orderId!, ['Cash'], false, true)) paidOrders.push(orderId!);
            }
            await playOrders(context, shiftPlan, unsettled);
            for (const pick of shiftPlan.refunds) await refundOne(context, pick);
            if (shiftPlan.cashOut !== undefined) {
              tick();
              await call('POST', '/shift/addCashInOut', { ShiftId: shiftId, Type: CashFlowType.OUT, Amount: shiftPlan.cashOut, Note: 'Beli es batu' }, 201);
              shift.cashOut += hundredths(shiftPlan.cashOut);
            }
            vi.setSystemTime(instantOf(date, window.endHour) - 60_000);
            const figures = await call<{ ExpectedCash: number }>('GET', `/shift/${shiftId}/getShiftTransaction`);
            await call('POST', '/shift/endShift', { ShiftId: shiftId, EndCash: Math.max(0, Math.round(figures.ExpectedCash)) });
          }
        }
      } finally {
        vi.useRealTimers();
      }
      return ledger;
    },
  };
}

type FloorContext = {
  call: <T>(method: Method, url: string, payload?: object, expected?: number) => Promise<T>;
  methodId: (name: string) => number;
  tick: () => void;
  shift: ShiftLedger;
  ledger: SalesLedger;
  paidOrders: number[];
  menu: Awaited<ReturnType<typeof loadDemoMenu>>;
};

/** The shift's orders, then its merges; what is left open or partly paid joins `unsettled`. */
async function playOrders(context: FloorContext, shiftPlan: ShiftPlan, unsettled: number[]): Promise<void> {
  const { call, tick, menu, paidOrders } = context;
  const open: number[] = [];
  for (const orderPlan of shiftPlan.orders) {
    const left = await playOrder(context, orderPlan);
    open.push(...left.open);
    unsettled.push(...left.partial);
  }
  if (shiftPlan.mergeOpen && open.length >= 2) {
    const [kept, ...others] = open.splice(0, 3);
    tick();
    await call<Order>('POST', `/order/${kept}/merge`, { Id: kept, OrderIds: others, OutletOrderTypeId: menu.orderType('Dine In') });
    if (await payInFull(context, kept!, ['Cash'], false, true)) paidOrders.push(kept!);
  }
  if (shiftPlan.merged !== undefined) {
    const ids: number[] = [];
    for (const orderPlan of shiftPlan.merged.orders) ids.push((await createOrder(context, orderPlan)).Id);
    const [kept, ...others] = ids;
    tick();
    await call<Order>('POST', `/order/${kept}/merge`, { Id: kept, OrderIds: others, OutletOrderTypeId: menu.orderType(shiftPlan.merged.orders[0]!.isDineIn ? 'Dine In' : 'Take Away') });
    if (!shiftPlan.merged.isPaid) open.push(kept!);
    else if (await payInFull(context, kept!, shiftPlan.merged.tenders, false, false)) paidOrders.push(kept!);
  }
  unsettled.push(...open);
}

/** One payment visit; records its lines and change. Answers the order's status after it. */
async function pay(context: FloorContext, orderId: number, details: Array<{ method: string; amount: number }>, isPartial: boolean): Promise<number> {
  const { call, methodId, tick, shift } = context;
  tick();
  const body = { Id: orderId, Promos: [], IsPartialPayment: isPartial, PaymentDetails: details.map((detail) => ({ OutletPaymentMethodId: methodId(detail.method), Amount: detail.amount })) };
  const payment = await call<{ Change: number; OrderStatus: number }>('POST', `/payment/${orderId}`, body);
  shift.payments.push({
    orderId,
    shiftId: shift.id,
    details: details.map((detail) => ({ method: detail.method, amount: hundredths(detail.amount), isNoSales: detail.method === NO_SALES_METHOD })),
    change: hundredths(payment.Change),
  });
  return payment.OrderStatus;
}

/** What is still due with these methods (No Sales may leave the charges out). */
async function remainingOf(context: FloorContext, orderId: number, methods: readonly string[]): Promise<number> {
  const quote = await context.call<PaymentQuote>('POST', `/payment/${orderId}/quote`, { PaymentMethodIds: methods.map(context.methodId) });
  return quote.Remaining;
}

/**
 * Pays what is left: in one visit across the tenders, or one partial visit per tender but the
 * last; cash last, rounded up to a Rp 50.000 note when asked (change). True once PAID.
 */
async function payInFull(context: FloorContext, orderId: number, tenders: readonly SalesMethod[], inParts: boolean, roundCash: boolean): Promise<boolean> {
  const ordered = [...tenders.filter((method) => method !== 'Cash'), ...tenders.filter((method) => method === 'Cash')];
  const remaining = await remainingOf(context, orderId, ordered);
  if (remaining <= 0) return (await pay(context, orderId, [{ method: 'Cash', amount: 0 }], false)) === OrderStatus.PAID;
  const shares = splitAmount(remaining, ordered.length);
  if (!inParts || ordered.length === 1) {
    const details = ordered.map((method, index) => ({ method, amount: shares[index]! }));
    const last = details[details.length - 1]!;
    if (last.method === 'Cash' && roundCash) last.amount = Math.ceil(last.amount / 50_000) * 50_000 || 50_000;
    return (await pay(context, orderId, details.filter((detail) => detail.amount > 0), false)) === OrderStatus.PAID;
  }
  for (const [index, method] of ordered.entries()) {
    const isLast = index === ordered.length - 1;
    const amount = isLast ? await remainingOf(context, orderId, [method]) : shares[index]!;
    if (amount <= 0) continue;
    const status = await pay(context, orderId, [{ method, amount: isLast && method === 'Cash' && roundCash ? Math.ceil(amount / 50_000) * 50_000 : amount }], !isLast);
    if (isLast) return status === OrderStatus.PAID;
  }
  return false;
}

/** Whole-rupiah shares of an amount (the last takes the cents and the rest); a share may be 0. */
function splitAmount(amount: number, parts: number): number[] {
  const each = Math.floor(amount / parts);
  const shares = Array.from({ length: parts }, () => each);
  shares[parts - 1] = Math.round((amount - each * (parts - 1)) * 100) / 100;
  return shares;
}

async function createOrder(context: FloorContext, plan: OrderPlan): Promise<Order> {
  const { call, tick, menu, ledger } = context;
  tick();
  const order = await call<Order>(
    'POST',
    '/order',
    {
      OutletOrderTypeId: menu.orderType(plan.isDineIn ? 'Dine In' : 'Take Away'),
      pax: 2,
      OrderProducts: plan.lines.map((line) => ({
        OutletProductId: menu.product(line.product),
        Quantity: line.quantity,
        ...(line.withShot && DRINKS.includes(line.product) ? { OrderSubProducts: [{ SubProductId: menu.addOn('Extra Shot') }] } : {}),
      })),
      OrderProductBundles: plan.withBundle ? [{ OutletProductBundleId: menu.bundle('Paket Sarapan'), Quantity: 1 }] : [],
    },
    201,
  );
  ledger.orderIds.add(order.Id);
  return order;
}

/** Plays one order's fate; answers the orders it leaves open (unpaid) or partly paid. */
async function playOrder(context: FloorContext, plan: OrderPlan): Promise<{ open: number[]; partial: number[] }> {
  const { call, tick, paidOrders } = context;
  const order = await createOrder(context, plan);
  const fate = plan.fate;
  const settle = async (orderId: number, tenders: readonly SalesMethod[], inParts = false, roundCash = false) => {
    if (await payInFull(context, orderId, tenders, inParts, roundCash)) paidOrders.push(orderId);
  };
  switch (fate.kind) {
    case 'pay':
      await settle(order.Id, fate.tenders, fate.inParts, fate.roundCash);
      return { open: [], partial: [] };
    case 'noSales': {
      const due = await remainingOf(context, order.Id, [NO_SALES_METHOD]);
      await pay(context, order.Id, [{ method: NO_SALES_METHOD, amount: due }], false);
      return { open: [], partial: [] };
    }
    case 'partial': {
      const due = await remainingOf(context, order.Id, [fate.method]);
      const part = Math.max(1, Math.floor(due / 3));
      await pay(context, order.Id, [{ method: fate.method, amount: part }], true);
      return { open: [], partial: [order.Id] };
    }
    case 'open':
      return { open: [order.Id], partial: [] };
    case 'void':
      tick();
      await call('PUT', `/order/${order.Id}/cancel`, { Reason: 'Tamu batal pesan' });
      context.ledger.voids += 1;
      return { open: [], partial: [] };
    case 'voidLine': {
      const line = order.OrderProducts[0]!;
      if (order.OrderProducts.length + order.OrderProductBundles.length > 1 || line.Quantity > 1) {
        tick();
        await call('PUT', `/order/${order.Id}/deleteOrderProduct`, { OrderProductId: line.Id, Quantity: 1, Reason: 'Salah input' });
      }
      await settle(order.Id, [fate.method]);
      return { open: [], partial: [] };
    }
    case 'split': {
      // The first bill takes half (rounded up) of each product line; the leftovers make the last bill.
      const first = order.OrderProducts.map((line) => ({ OrderProductId: line.Id, Quantity: Math.ceil(line.Quantity / 2) }));
      const takesAll = order.OrderProductBundles.length === 0 && order.OrderProducts.every((line) => line.Quantity === 1);
      if (takesAll && first.length < 2) {
        await settle(order.Id, [fate.methods[0]]);
        return { open: [], partial: [] };
      }
      const splits = takesAll ? [{ OrderProducts: first.slice(0, 1) }] : [{ OrderProducts: first }];
      tick();
      const result = await call<SplitOrderResult>('POST', `/order/${order.Id}/split`, { Id: order.Id, Splits: splits });
      for (const [index, bill] of result.Orders.entries()) {
        context.ledger.orderIds.add(bill.Id);
        await settle(bill.Id, [fate.methods[index % 2]!]);
      }
      return { open: [], partial: [] };
    }
  }
}

/** Refunds one unit of the first line with units left of a paid order of the run, if any. */
async function refundOne(context: FloorContext, pick: number): Promise<void> {
  const { call, tick, paidOrders, shift } = context;
  if (paidOrders.length === 0) return;
  const orderId = paidOrders[pick % paidOrders.length]!;
  const order = await call<Order>('GET', `/order/${orderId}`);
  const refunded = new Map<number, number>();
  for (const refund of order.Refunds) for (const line of refund.OrderProducts) refunded.set(line.OrderProductId, (refunded.get(line.OrderProductId) ?? 0) + line.Quantity);
  const line = order.OrderProducts.find((candidate) => candidate.Quantity > (refunded.get(candidate.Id) ?? 0) && !candidate.IsFree);
  if (!line) return;
  tick();
  const refund = await call<Refund>('PUT', `/customer/refund/${orderId}`, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }], Reason: 'Tamu komplain' });
  shift.refunds.push({ orderId, amount: hundredths(refund.Amount) });
}
