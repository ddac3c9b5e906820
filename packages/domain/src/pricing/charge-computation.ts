import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { allocateMoney } from '../money/allocation.ts';
import { toExactFraction } from '../money/exact-division.ts';
import {
  addMoney,
  isPositiveMoney,
  multiplyMoney,
  percentOfMoney,
  scaleMoney,
  sumMoney,
  ZERO_MONEY,
  type Money,
} from '../money/money.ts';
import { CHARGE_ROUNDING_MODE } from '../money/rounding.ts';
import type { BillShare, ChargeOutcome, EntityId, LineChargeAmount, OrderChargeInput } from './pricing-types.ts';

/** What charges need to know of a line once discounts are taken off. */
export interface ChargeableLine {
  readonly netTotal: Money;
  readonly quantity: number;
  readonly isBilled: boolean;
  readonly isFree: boolean;
  readonly isIncludedCharge: boolean;
}

export interface ChargeComputation {
  readonly charges: readonly ChargeOutcome[];
  /** Per line, in line order: each charge's share (OrderProductCharges). */
  readonly lineCharges: readonly (readonly LineChargeAmount[])[];
  /** Sum of the charges that are added on top of the prices. */
  readonly addedTotal: Money;
}

/**
 * Percent of a base, or when the price already contains the charge (IncludedProductPrice)
 * the part of the base that is the charge: base × p / (100 + p).
 */
function takePercent(base: Money, percent: number, isIncluded: boolean): Money {
  if (!isIncluded) return percentOfMoney(base, percent, CHARGE_ROUNDING_MODE);
  const { numerator, denominator } = toExactFraction(percent);
  return scaleMoney(base, numerator, denominator * 100n + numerator, CHARGE_ROUNDING_MODE);
}

/**
 * Charges in the order given (the outlet's order: service before tax). Each charge is
 * computed on the order after discounts (spec: service on the subtotal after discount)
 * plus the earlier added charges it does not list in ExcludedOutletCharges. So with
 * service 5% then PB1 10%, PB1 is on subtotal + service, as Indonesian regional tax (PB1)
 * is levied on everything the guest pays for; an outlet that taxes the food alone lists
 * the service charge as excluded.
 *
 * Deduct-from PRODUCT charges go line by line over billed lines with IsIncludedCharge:
 * a percentage of each line, or a nominal amount per unit (a per-item packaging fee);
 * free lines carry none. Deduct-from SUB_TOTAL charges are one amount on the whole order
 * (a nominal one only when the order has something to pay for), spread over the billed
 * lines by largest remainder so every line knows its share for split bills and reports.
 */
export function computeCharges(
  charges: readonly OrderChargeInput[],
  lines: readonly ChargeableLine[],
  fixedShares: BillShare['fixedCharges'] = [],
): ChargeComputation {
  const lineCharges: LineChargeAmount[][] = lines.map(() => []);
  const outcomes: ChargeOutcome[] = [];
  const netSubtotal = sumMoney(lines.filter((line) => line.isBilled).map((line) => line.netTotal));

  for (const charge of charges) {
    // A negative charge would be a discount in disguise; promos are the place for those.
    const size = charge.type === ChargeType.PERCENTAGE ? charge.percent : charge.amount;
    if (!Number.isFinite(size) || size < 0) throw new RangeError(`Charge ${charge.id} must not be negative: ${size}`);
    const excluded = new Set<EntityId>(charge.excludedChargeIds ?? []);
    const compounding = outcomes.filter((earlier) => !earlier.isIncludedInProductPrice && !excluded.has(earlier.chargeId));
    const compoundingIds = new Set(compounding.map((earlier) => earlier.chargeId));
    const isIncluded = charge.isIncludedInProductPrice === true;
    let shares: Money[];

    if (charge.deductFrom === ChargeDeductFrom.PRODUCT) {
      shares = lines.map((line, index) => {
        if (!line.isBilled || line.isFree || !line.isIncludedCharge) return ZERO_MONEY;
        const earlier = (lineCharges[index] ?? []).filter((share) => compoundingIds.has(share.chargeId));
        const base = addMoney(line.netTotal, sumMoney(earlier.map((share) => share.amount)));
        return charge.type === ChargeType.PERCENTAGE
          ? takePercent(base, charge.percent, isIncluded)
          : multiplyMoney(charge.amount, line.quantity);
      });
    } else {
      const base = addMoney(netSubtotal, sumMoney(compounding.map((earlier) => earlier.amount)));
      // A split bill charges its share of a fixed charge, not the whole of it again (ADR 15).
      const fixedAmount = fixedShares.find((share) => share.chargeId === charge.id)?.amount ?? (charge.type === ChargeType.NOMINAL ? charge.amount : ZERO_MONEY);
      const amount =
        charge.type === ChargeType.PERCENTAGE
          ? takePercent(base, charge.percent, isIncluded)
          : isPositiveMoney(base)
            ? fixedAmount
            : ZERO_MONEY;
      shares = spreadOverBilledLines(amount, lines);
    }

    shares.forEach((amount, index) => lineCharges[index]?.push({ chargeId: charge.id, amount }));
    outcomes.push({
      chargeId: charge.id,
      amount: sumMoney(shares),
      isIncludedInProductPrice: isIncluded,
      addProductPrice: charge.addProductPrice === true,
    });
  }

  const addedTotal = sumMoney(outcomes.filter((outcome) => !outcome.isIncludedInProductPrice).map((outcome) => outcome.amount));
  return { charges: outcomes, lineCharges, addedTotal };
}

function spreadOverBilledLines(amount: Money, lines: readonly ChargeableLine[]): Money[] {
  const billed = lines.flatMap((line, index) => (line.isBilled ? [index] : []));
  const shares = lines.map(() => ZERO_MONEY);
  if (billed.length === 0) return shares;
  const parts = allocateMoney(amount, billed.map((index) => lines[index]?.netTotal ?? 0));
  billed.forEach((lineIndex, partIndex) => {
    shares[lineIndex] = parts[partIndex] ?? ZERO_MONEY;
  });
  return shares;
}
