import { capPoints, moneyFromRupiah, ORDER_PAYMENT_QUICK_AMOUNTS, PaymentMethodTypeCode, SpecMessage } from '@kasir/domain';
import type { OutletPaymentMethod, PaymentMethodType } from '@kasir/contracts';

/**
 * One chosen payment line of the dialog, in plain JSON so the open dialog survives a lock
 * (spec §4). Amounts are whole rupiah (spec §5 "no decimals"). The card number is NOT here:
 * it must never reach the browser's storage, so it lives in memory only (see card-numbers.ts).
 */
export interface SelectedPayment {
  outletPaymentMethodId: number;
  name: string;
  type: number;
  amount: number;
  isNoSales: boolean;
  isUsePoint: boolean;
  openDrawer: boolean;
}

export function isPointMethod(method: OutletPaymentMethod): boolean {
  return method.PaymentMethod.IsUsePoint || method.PaymentMethod.Type === PaymentMethodTypeCode.POINT;
}

export function isCashMethod(method: OutletPaymentMethod): boolean {
  return method.PaymentMethod.Type === PaymentMethodTypeCode.CASH;
}

/** Debit and credit lines may carry a card number (spec §3). */
export function takesCardNumber(type: number): boolean {
  return type === PaymentMethodTypeCode.DEBIT || type === PaymentMethodTypeCode.CREDIT;
}

export function toSelectedPayment(method: OutletPaymentMethod, amount: number): SelectedPayment {
  return {
    outletPaymentMethodId: method.Id,
    name: method.PaymentMethod.Name,
    type: method.PaymentMethod.Type,
    amount,
    isNoSales: method.PaymentMethod.IsNoSales,
    isUsePoint: isPointMethod(method),
    openDrawer: method.PaymentMethod.OpenDrawer,
  };
}

/** Spec §2: the Cash button stands alone; the other methods are grouped by type, ordered by the type's Position, titled with its name. */
export interface MethodGroup {
  type: PaymentMethodType;
  methods: OutletPaymentMethod[];
}

export function groupMethodsByType(methods: readonly OutletPaymentMethod[], types: readonly PaymentMethodType[]): MethodGroup[] {
  // Only the method behind the Cash button leaves its group: a second cash method still shows.
  const cashButtonId = findCashMethod(methods)?.Id ?? null;
  return [...types]
    .sort((left, right) => left.Position - right.Position || left.Id - right.Id)
    .map((type) => ({ type, methods: methods.filter((method) => method.PaymentMethod.Type === type.Id && method.Id !== cashButtonId) }))
    .filter((group) => group.methods.length > 0);
}

/** The outlet's first cash method: the Cash button, and the line of 0 sent for a zero total. */
export function findCashMethod(methods: readonly OutletPaymentMethod[]): OutletPaymentMethod | null {
  return methods.find(isCashMethod) ?? null;
}

export interface Balance {
  paid: number;
  /** Still due; 0 once covered. */
  remaining: number;
  /** Paid above the total; 0 while something is due. */
  change: number;
}

/** The remaining/change line of spec §2. Whole rupiah; the total is already rounded (spec §5). */
export function balanceOf(total: number, selected: readonly SelectedPayment[]): Balance {
  const paid = selected.reduce((sum, line) => sum + line.amount, 0);
  return { paid, remaining: Math.max(total - paid, 0), change: Math.max(paid - total, 0) };
}

/**
 * Quick amounts of spec §9 for the order payment: the exact remaining first, then 50.000,
 * 100.000, 500.000 (a repeat of the remaining is not shown twice). A point method offers
 * only what it may take: nothing above the points cap.
 */
export function quickAmountsFor(remaining: number, cap: number | null = null): number[] {
  const exact = cap === null ? remaining : Math.min(remaining, cap);
  const candidates = [exact, ...ORDER_PAYMENT_QUICK_AMOUNTS].filter((amount) => amount > 0 && (cap === null || amount <= cap));
  return [...new Set(candidates)];
}

/** Why the points method cannot be used (spec §5); null when it can. */
export const PointsUnavailable = { NO_MEMBER: 'NO_MEMBER', NO_POINTS: 'NO_POINTS', INSUFFICIENT: 'INSUFFICIENT' } as const;
export type PointsUnavailableValue = (typeof PointsUnavailable)[keyof typeof PointsUnavailable];

/**
 * Points pay whole rupiah (one point is Rp 1, as PointUsed is sent): no member, 0 points, or
 * less than one whole point left (fractional balances) makes the method unavailable.
 */
export function pointsUnavailableReason(memberId: number | null, memberPoints: number | null): PointsUnavailableValue | null {
  if (memberId === null) return PointsUnavailable.NO_MEMBER;
  const points = memberPoints ?? 0;
  if (points <= 0) return PointsUnavailable.NO_POINTS;
  if (Math.floor(points) < 1) return PointsUnavailable.INSUFFICIENT;
  return null;
}

/**
 * Spec §5: a points line is capped at the member's points and at what is still due (not
 * counting the points line itself) by the domain's capPoints, and at the method's MaxPoint.
 */
export function pointsCap(memberPoints: number, remainingWithoutPoints: number, maxPoint: number | null): number {
  const capped = capPoints(memberPoints, moneyFromRupiah(Math.max(Math.ceil(remainingWithoutPoints), 0)));
  return maxPoint !== null && maxPoint > 0 ? Math.min(capped, Math.floor(maxPoint)) : capped;
}

/**
 * Adds a method's line or updates its existing entry (spec §4 "OK adds a method or updates an
 * existing entry"), refusing what spec §5 forbids: a points line without a member and No Sales
 * mixed with sales. Answers the new list or the spec's message.
 */
export function upsertPayment(
  selected: readonly SelectedPayment[],
  line: SelectedPayment,
  memberId: number | null,
): { ok: true; selected: SelectedPayment[] } | { ok: false; message: string } {
  if (line.isUsePoint && memberId === null) return { ok: false, message: SpecMessage.POINTS_WITHOUT_MEMBER };
  const others = selected.filter((entry) => entry.outletPaymentMethodId !== line.outletPaymentMethodId);
  if (others.some((entry) => entry.isNoSales !== line.isNoSales)) return { ok: false, message: SpecMessage.NO_SALES_COMBINED };
  const exists = others.length !== selected.length;
  const next = exists ? selected.map((entry) => (entry.outletPaymentMethodId === line.outletPaymentMethodId ? line : entry)) : [...selected, line];
  return { ok: true, selected: next };
}

export function removePayment(selected: readonly SelectedPayment[], outletPaymentMethodId: number): SelectedPayment[] {
  return selected.filter((entry) => entry.outletPaymentMethodId !== outletPaymentMethodId);
}
