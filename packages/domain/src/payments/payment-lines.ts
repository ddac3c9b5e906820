import type { CodeValue } from '../codes/enum-helpers.ts';
import { SpecMessage } from '../codes/messages.ts';
import { PaymentMethodTypeCode } from '../codes/payments.ts';
import { HUNDREDTHS_PER_UNIT, ZERO_MONEY, addMoney, minMoney, moneyFromRupiah, subtractMoney, sumMoney, type Money } from '../money/money.ts';
import { lastFourDigits } from '../money/card-number.ts';
import { computeOrderTotals } from '../pricing/order-totals.ts';
import type { EntityId, OrderPricingInput, OrderTotals } from '../pricing/pricing-types.ts';

/** A payment line as the server knows it: the outlet method it names and the amount. */
export interface PaymentLine {
  readonly methodId: EntityId;
  readonly type: CodeValue<typeof PaymentMethodTypeCode>;
  readonly isNoSales: boolean;
  /** A points method (IsUsePoint, or of the Point type): its amount is spent from the member's points. */
  readonly isUsePoint: boolean;
  readonly amount: Money;
}

export const isCashLine = (line: Pick<PaymentLine, 'type'>) => line.type === PaymentMethodTypeCode.CASH;
export const isPointLine = (line: Pick<PaymentLine, 'type' | 'isUsePoint'>) => line.isUsePoint || line.type === PaymentMethodTypeCode.POINT;

/** Why payment lines are refused; message is the spec §5 text where the spec has one. */
export const PaymentRefusal = {
  SELECT_PAYMENT_METHOD: 'SELECT_PAYMENT_METHOD',
  POINTS_WITHOUT_MEMBER: 'POINTS_WITHOUT_MEMBER',
  NO_SALES_COMBINED: 'NO_SALES_COMBINED',
  ZERO_AMOUNT_LINE: 'ZERO_AMOUNT_LINE',
  ZERO_TOTAL_NEEDS_ONE_CASH_LINE: 'ZERO_TOTAL_NEEDS_ONE_CASH_LINE',
  POINTS_ABOVE_BALANCE: 'POINTS_ABOVE_BALANCE',
  POINTS_ABOVE_REMAINING: 'POINTS_ABOVE_REMAINING',
  NON_CASH_ABOVE_REMAINING: 'NON_CASH_ABOVE_REMAINING',
  NOT_ENOUGH: 'NOT_ENOUGH',
  NOTHING_DUE: 'NOTHING_DUE',
} as const;
export type PaymentRefusalValue = CodeValue<typeof PaymentRefusal>;

export const PAYMENT_REFUSAL_MESSAGES: Readonly<Record<PaymentRefusalValue, string>> = {
  SELECT_PAYMENT_METHOD: SpecMessage.SELECT_PAYMENT_METHOD,
  POINTS_WITHOUT_MEMBER: SpecMessage.POINTS_WITHOUT_MEMBER,
  NO_SALES_COMBINED: SpecMessage.NO_SALES_COMBINED,
  ZERO_AMOUNT_LINE: 'Only payment lines above 0 can be paid',
  ZERO_TOTAL_NEEDS_ONE_CASH_LINE: 'A total of 0 is paid with one cash line of 0',
  POINTS_ABOVE_BALANCE: "Points used are above the member's points",
  POINTS_ABOVE_REMAINING: 'Points used are above the amount due',
  NON_CASH_ABOVE_REMAINING: 'Only cash can be more than the amount due',
  NOT_ENOUGH: 'The payment does not cover the amount due',
  NOTHING_DUE: 'Nothing is left to pay on this order',
};

export interface PaymentSettlementInput {
  readonly lines: readonly PaymentLine[];
  /** What is still due on the order before this payment (grand total minus earlier payments). */
  readonly due: Money;
  readonly hasMember: boolean;
  /** The member's whole points; null without a member. */
  readonly memberPoints: number | null;
  /** IsPartialPayment: paying less than due leaves the order PARTIALLY_PAID. */
  readonly isPartialPayment: boolean;
  /** True when the order has had no payment yet: only then may a zero total be paid. */
  readonly isFirstPayment?: boolean;
}

export interface PaymentSettlement {
  /** Sum of the lines. */
  readonly paid: Money;
  /** What this payment settles: min(paid, due). */
  readonly settled: Money;
  /** Cash handed back: paid above due (only cash may exceed). */
  readonly change: Money;
  /** Still due after this payment. */
  readonly remaining: Money;
  /** Whole points spent (1 point = 1 unit of currency). */
  readonly pointUsed: number;
  readonly isNoSales: boolean;
}

export type PaymentCheck = { ok: true; settlement: PaymentSettlement } | { ok: false; refusal: PaymentRefusalValue; message: string };

const refuse = (refusal: PaymentRefusalValue): PaymentCheck => ({ ok: false, refusal, message: PAYMENT_REFUSAL_MESSAGES[refusal] });

/** Spec §5: the points a member may put on a payment: their points, at most what is due (whole units). */
export function capPoints(memberPoints: number, due: Money): number {
  const dueUnits = Math.ceil(due / HUNDREDTHS_PER_UNIT);
  return Math.max(0, Math.min(Math.floor(memberPoints), dueUnits));
}

/**
 * The payment rules of spec §5 on the server's own numbers, in the order a cashier meets them:
 * no lines; points without a member; No Sales mixed with sales; a zero total takes exactly one
 * cash line of 0, otherwise every line is above 0; points within the member's points and the
 * amount due; only cash may go above what is due (its excess is the change); the lines cover
 * what is due unless it is a partial payment.
 */
export function checkPaymentLines(input: PaymentSettlementInput): PaymentCheck {
  const { lines, due } = input;
  if (lines.length === 0) return refuse(PaymentRefusal.SELECT_PAYMENT_METHOD);
  if (lines.some(isPointLine) && !input.hasMember) return refuse(PaymentRefusal.POINTS_WITHOUT_MEMBER);
  const noSales = lines.filter((line) => line.isNoSales);
  if (noSales.length > 0 && noSales.length < lines.length) return refuse(PaymentRefusal.NO_SALES_COMBINED);
  const isNoSales = noSales.length > 0;

  if (due === ZERO_MONEY) {
    const only = lines[0];
    if (input.isFirstPayment === false) return refuse(PaymentRefusal.NOTHING_DUE);
    if (lines.length !== 1 || !only || !isCashLine(only) || only.amount !== ZERO_MONEY) return refuse(PaymentRefusal.ZERO_TOTAL_NEEDS_ONE_CASH_LINE);
    return { ok: true, settlement: { paid: ZERO_MONEY, settled: ZERO_MONEY, change: ZERO_MONEY, remaining: ZERO_MONEY, pointUsed: 0, isNoSales } };
  }
  if (lines.some((line) => line.amount <= 0)) return refuse(PaymentRefusal.ZERO_AMOUNT_LINE);

  const pointTotal = sumMoney(lines.filter(isPointLine).map((line) => line.amount));
  const pointUsed = pointTotal / HUNDREDTHS_PER_UNIT;
  if (pointUsed > (input.memberPoints ?? 0)) return refuse(PaymentRefusal.POINTS_ABOVE_BALANCE);
  if (pointTotal > due) return refuse(PaymentRefusal.POINTS_ABOVE_REMAINING);

  const nonCash = sumMoney(lines.filter((line) => !isCashLine(line)).map((line) => line.amount));
  if (nonCash > due) return refuse(PaymentRefusal.NON_CASH_ABOVE_REMAINING);

  const paid = sumMoney(lines.map((line) => line.amount));
  if (paid < due && !input.isPartialPayment) return refuse(PaymentRefusal.NOT_ENOUGH);
  const settled = minMoney(paid, due);
  return {
    ok: true,
    settlement: {
      paid,
      settled,
      change: subtractMoney(paid, settled),
      remaining: subtractMoney(due, settled),
      pointUsed,
      isNoSales,
    },
  };
}

/**
 * Points earned (our rule; the spec names PointEarned but not how): one point per full
 * POINT_EARN_STEP_RUPIAH of what a member paid with sales methods, points and No Sales left
 * out, so paying with points never earns points.
 */
export const POINT_EARN_STEP_RUPIAH = 10_000;

export function computePointsEarned(lines: readonly PaymentLine[], settled: Money, hasMember: boolean): number {
  if (!hasMember) return 0;
  const earning = sumMoney(lines.filter((line) => !isPointLine(line) && !line.isNoSales).map((line) => line.amount));
  // Change handed back is not a purchase: earn on at most what was settled.
  const base = minMoney(earning, settled);
  return Math.floor(base / moneyFromRupiah(POINT_EARN_STEP_RUPIAH));
}

/**
 * The order's totals with the chosen payment methods: promo payment terms see the methods, and
 * a No Sales method with the outlet's ExcludeChargeNoSales makes the total the subtotal.
 */
export function priceWithPaymentMethods(input: OrderPricingInput, lines: readonly Pick<PaymentLine, 'methodId' | 'isNoSales'>[], excludeChargeNoSales: boolean): OrderTotals {
  return computeOrderTotals({
    ...input,
    context: {
      ...input.context,
      paymentMethodIds: lines.map((line) => line.methodId),
      isNoSales: lines.some((line) => line.isNoSales),
      excludeChargeNoSales,
    },
  });
}

/** What is still due: the grand total minus what earlier payments settled, never below 0. */
export function amountDue(grandTotal: Money, settledBefore: Money): Money {
  const due = subtractMoney(grandTotal, settledBefore);
  return due < 0 ? ZERO_MONEY : addMoney(due, ZERO_MONEY);
}

/** The masked card number of a payment detail: only the kept last four digits show ("****-****-****-1234"). */
export function maskCardNumber(lastFour: string): string {
  return `****-****-****-${lastFourDigits(lastFour)}`;
}
