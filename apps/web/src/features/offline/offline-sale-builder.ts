import { HUNDREDTHS_PER_UNIT, OrderType, PRICE_PRECISION, moneyFromRupiah, toDecimalRupiah, type Money } from '@kasir/domain';
import type { CreateOrderBody, OfflineKitchenJob } from '@kasir/contracts';
import type { FilledTable } from '../session/session-store.ts';
import type { CartData } from '../menu/cart/cart-store.ts';
import { priceCart, type CartPricingContext } from '../menu/cart/cart-pricing.ts';
import { toCreateOrderBody } from '../menu/cart/order-payload.ts';
import { CartLineKind } from '../menu/cart/cart-types.ts';
import type { OfflineCashPayment } from './offline-sale.ts';

/**
 * Issue 23 (ADR 27): what a sale taken offline is made of, as pure functions: the total the
 * till charges (the server's own pricing, computeOrderTotals, through the cart's priceCart) and
 * the POST /order body the outbox will send (the same toCreateOrderBody as online, plus the
 * Offline block). No I/O here, so the sums are proven by unit tests against the server.
 */

/** The order types a till sells while the server is unreachable (ADR 27): the counter and the tables. */
export const OFFLINE_ORDER_TYPES: readonly number[] = [OrderType.TAKE_AWAY, OrderType.DINE_IN];

/** Why the cart cannot be sold offline; null when it can. Each has an en/id/zh text under offline.blocked. */
export const OfflineBlock = {
  ORDER_TYPE: 'orderType',
  ADDING: 'adding',
  BUNDLE: 'bundle',
  MEMBER: 'member',
  TIME_BASED: 'timeBased',
  NO_CASH_METHOD: 'noCashMethod',
  NO_TABLE: 'noTable',
} as const;
export type OfflineBlockValue = (typeof OfflineBlock)[keyof typeof OfflineBlock];

export interface OfflineSaleCheck {
  orderTypeId: number | null;
  isAddingToOrder: boolean;
  cart: Pick<CartData, 'lines'>;
  tables: readonly FilledTable[];
}

/**
 * What keeps this cart from being sold offline. Bundles, member play and timed tables need the
 * server's own data to price and to book (stock of the parts, the member's minutes, the clock
 * of the table), so the till does not guess them; promos and vouchers are picked at payment,
 * which offline is cash only.
 */
export function offlineBlockOf({ orderTypeId, isAddingToOrder, cart, tables }: OfflineSaleCheck): OfflineBlockValue | null {
  if (isAddingToOrder) return OfflineBlock.ADDING;
  if (orderTypeId === null || !OFFLINE_ORDER_TYPES.includes(orderTypeId)) return OfflineBlock.ORDER_TYPE;
  if (cart.lines.some((line) => line.kind === CartLineKind.BUNDLE)) return OfflineBlock.BUNDLE;
  if (orderTypeId !== OrderType.DINE_IN) return null;
  if (tables.length === 0) return OfflineBlock.NO_TABLE;
  if (tables.some((table) => table.MemberPlay)) return OfflineBlock.MEMBER;
  if (tables.some((table) => table.EndTime !== null)) return OfflineBlock.TIME_BASED;
  return null;
}

/**
 * What the guest pays, in Money, as the server will price the saved order: the order type's
 * price level, its charges and its rounding (computeOrderTotals, the function the server runs).
 */
export function offlineSaleTotal(cart: Pick<CartData, 'lines'>, pricing: CartPricingContext): Money {
  return priceCart(cart.lines, pricing).grandTotal;
}

/** Money as a decimal string with two places ("27500.00"): the outbox never keeps a float. */
export function moneyText(amount: Money): string {
  const hundredths = BigInt(amount);
  const sign = hundredths < 0n ? '-' : '';
  const absolute = hundredths < 0n ? -hundredths : hundredths;
  const unit = BigInt(HUNDREDTHS_PER_UNIT);
  return `${sign}${absolute / unit}.${String(absolute % unit).padStart(PRICE_PRECISION, '0')}`;
}

/** The whole rupiah the cashier collects: the payment dialog charges the total rounded up to a rupiah, as online. */
export function wholeRupiahDue(total: Money): number {
  return Math.max(Math.ceil(toDecimalRupiah(total)), 0);
}

export interface CashTender {
  /** Whole rupiah handed over (the keypad holds whole numbers only). */
  tendered: number;
  /** Whole rupiah due (wholeRupiahDue). */
  due: number;
}

/** Change for the tender, or null when the cash is short (refused: the cashier collects more). */
export function changeOf({ tendered, due }: CashTender): number | null {
  return tendered < due ? null : tendered - due;
}

/** The cash line kept with the sale, as decimal strings. Null for short cash. */
export function toOfflineCashPayment(outletPaymentMethodId: number, tender: CashTender): OfflineCashPayment | null {
  const change = changeOf(tender);
  if (change === null) return null;
  return { outletPaymentMethodId, tendered: moneyText(moneyFromRupiah(tender.tendered)), change: moneyText(moneyFromRupiah(change)) };
}

export interface OfflineOrderMarkInput {
  ref: string;
  takenAt: string;
  provisionalNumber: string;
  kitchenJobs: readonly OfflineKitchenJob[];
}

/** The POST /order body of the sale: the same body as online (order-payload.ts) with its Offline block. */
export function buildOfflineOrderBody(cart: CartData, context: { orderTypeId: number; tables: readonly FilledTable[] }, mark: OfflineOrderMarkInput): CreateOrderBody {
  const body = toCreateOrderBody(cart, { orderTypeId: context.orderTypeId, tables: context.orderTypeId === OrderType.DINE_IN ? context.tables : [] });
  return { ...body, Offline: { Ref: mark.ref, TakenAt: mark.takenAt, ProvisionalNumber: mark.provisionalNumber, KitchenJobs: [...mark.kitchenJobs] } };
}

/** The same body with the tickets the agent accepted (kept in order.Offline.KitchenJobs so the server never prints those lines again). */
export function withKitchenJobs(body: CreateOrderBody, jobs: readonly OfflineKitchenJob[]): CreateOrderBody {
  if (!body.Offline) return body;
  return { ...body, Offline: { ...body.Offline, KitchenJobs: [...jobs] } };
}
