import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { allocateMoney } from '../money/allocation.ts';
import { RoundingMode } from '../money/exact-division.ts';
import { HUNDREDTHS_PER_UNIT, moneyFromHundredths, roundMoneyToStep, subtractMoney, sumMoney, toHundredths, type Money } from '../money/money.ts';
import { getRoundingStepUnits } from '../money/rounding.ts';
import { computeOrderTotals } from '../pricing/order-totals.ts';
import type { BillShare, OrderChargeInput, OrderLineInput, OrderTotals, PricingContext } from '../pricing/pricing-types.ts';

/**
 * Dividing one bill into split bills (ADR 15): the splits add up to the bill, to the hundredth.
 *  - Lines are additive already (unit price × quantity).
 *  - A fixed charge (NOMINAL on the SUB_TOTAL, like Packaging) is charged once on the bill, so
 *    it is divided between the splits in proportion to each one's subtotal, by the largest
 *    remainder method in whole rupiah (ties to the earlier split); each split records its share.
 *  - Percentage and per-product charges are each split's own, as on any order.
 *  - Rounding: the bill's total as spec §5 rounds it is what the splits add up to. Each split
 *    lands on the same rounding grid (the 100 or 1000 step of a rounded order type, whole rupiah
 *    otherwise): every split starts rounded down to the grid, and the steps still missing go one
 *    each to the splits with the largest remainder (ties to the earlier split). So each split is
 *    a round amount within a step of its own total, and none is ever charged a step twice.
 */

export interface DivideBillInput {
  /** Each split's lines, with the quantities it takes; together they are the bill. */
  readonly splits: ReadonlyArray<readonly OrderLineInput[]>;
  readonly charges: readonly OrderChargeInput[];
  readonly context: PricingContext;
  /** The bill's own share when it is itself a split bill being split again. */
  readonly billShare?: BillShare | null;
}

export interface DividedSplit {
  /** What the split bill keeps (stored with it; pricing it with this gives `totals` again). */
  readonly share: BillShare;
  readonly totals: OrderTotals;
}

export interface DividedBill {
  /** The bill as one order, priced as spec §5 prices it. */
  readonly bill: OrderTotals;
  readonly splits: readonly DividedSplit[];
}

/** Whether a charge is one amount on the whole bill (not a percentage, not per product). */
export function isFixedBillCharge(charge: OrderChargeInput): boolean {
  return charge.type === ChargeType.NOMINAL && charge.deductFrom === ChargeDeductFrom.SUB_TOTAL;
}

/** The grid a bill's total lands on (spec §5): the rounding step of a rounded order type, else whole rupiah. */
export function roundingGridHundredths(context: Pick<PricingContext, 'isRounded' | 'roundingSetting'>): number {
  if (!context.isRounded || context.roundingSetting === null) return HUNDREDTHS_PER_UNIT;
  return getRoundingStepUnits(context.roundingSetting) * HUNDREDTHS_PER_UNIT;
}

/**
 * Divides a fixed charge in proportion to the weights by the largest remainder, in whole rupiah
 * when the charge is whole rupiah (so no split carries 'Packaging 707,07'), else in hundredths.
 */
function divideFixedCharge(amount: Money, weights: readonly number[]): Money[] {
  const unit = toHundredths(amount) % HUNDREDTHS_PER_UNIT === 0 ? HUNDREDTHS_PER_UNIT : 1;
  return allocateMoney(moneyFromHundredths(toHundredths(amount) / unit), weights).map((units) => moneyFromHundredths(toHundredths(units) * unit));
}

/**
 * Round amounts on the grid, one per total, that add up to `target` (itself on the grid): each
 * total rounded down, then the missing steps one each to the largest remainders (ties to the
 * earlier), every split more than once only if there are more steps than splits.
 */
export function divideOnGrid(target: Money, totals: readonly Money[], gridHundredths: number): Money[] {
  const floors = totals.map((total) => roundMoneyToStep(total, gridHundredths, RoundingMode.DOWN));
  const missing = subtractMoney(target, sumMoney(floors));
  if (toHundredths(missing) % gridHundredths !== 0) throw new RangeError(`The bill total ${target} is not on the rounding grid ${gridHundredths}`);
  const steps = toHundredths(missing) / gridHundredths;
  const everyone = Math.floor(steps / totals.length);
  const extra = steps - everyone * totals.length;
  const byRemainder = totals
    .map((total, index) => ({ index, remainder: toHundredths(subtractMoney(total, floors[index]!)) }))
    .sort((left, right) => right.remainder - left.remainder || left.index - right.index);
  const rank = new Map(byRemainder.map((entry, position) => [entry.index, position]));
  return floors.map((floor, index) => moneyFromHundredths(toHundredths(floor) + (everyone + (rank.get(index)! < extra ? 1 : 0)) * gridHundredths));
}

/** The split bills of a bill: each one's share of the fixed charges and rounding, and its totals. */
export function divideBill(input: DivideBillInput): DividedBill {
  const { charges, context } = input;
  if (input.splits.length === 0) throw new RangeError('A bill divides into at least one split');
  const bill = computeOrderTotals({ lines: input.splits.flat(), charges, context, billShare: input.billShare ?? null });
  // What each split buys, after nothing but its own lines: the weight of its share of a fixed charge.
  const subtotals = input.splits.map((lines) => toHundredths(computeOrderTotals({ lines, context }).subtotal));
  const fixedShares = input.splits.map((): Array<{ chargeId: OrderChargeInput['id']; amount: Money }> => []);
  for (const charge of charges.filter(isFixedBillCharge)) {
    const charged = bill.charges.find((outcome) => outcome.chargeId === charge.id)?.amount ?? moneyFromHundredths(0);
    divideFixedCharge(charged, subtotals).forEach((amount, index) => fixedShares[index]!.push({ chargeId: charge.id, amount }));
  }
  const beforeRounding = input.splits.map((lines, index) => computeOrderTotals({ lines, charges, context, billShare: { fixedCharges: fixedShares[index]!, rounding: null } }));
  const targets = divideOnGrid(
    bill.grandTotal,
    beforeRounding.map((totals) => totals.totalBeforeRounding),
    roundingGridHundredths(context),
  );
  return {
    bill,
    splits: input.splits.map((lines, index) => {
      const totalBeforeRounding = beforeRounding[index]!.totalBeforeRounding;
      const share: BillShare = { fixedCharges: fixedShares[index]!, rounding: { totalBeforeRounding, adjustment: subtractMoney(targets[index]!, totalBeforeRounding) } };
      return { share, totals: computeOrderTotals({ lines, charges, context, billShare: share }) };
    }),
  };
}
