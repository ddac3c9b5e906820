import { PromoBaseOn, PromoDeductFrom } from '../codes/payments.ts';
import { allocateMoney } from '../money/allocation.ts';
import { addMoney, minMoney, subtractMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts';
import { roundPaymentTotal } from '../money/rounding.ts';
import { computeCharges, type ChargeComputation } from './charge-computation.ts';
import { priceOrderLine, type LinePrice } from './line-pricing.ts';
import {
  checkPromoTerms,
  computePromoDiscount,
  findPromoTargetLines,
  getPromoBase,
  isProductPromo,
} from './promo-evaluation.ts';
import {
  PromoRejection,
  type ChargeOutcome,
  type OrderPricingInput,
  type OrderPromoInput,
  type OrderTotals,
  type PricedLine,
  type PromoOutcome,
  type PromoRejectionValue,
} from './pricing-types.ts';

function rejectPromo(promo: OrderPromoInput, rejection: PromoRejectionValue): PromoOutcome {
  return { promoId: promo.id, discount: ZERO_MONEY, cashback: ZERO_MONEY, rejection };
}

function acceptPromo(promo: OrderPromoInput, worth: Money, applied: Money): PromoOutcome {
  // A promo worth something that finds nothing left (earlier promos took it all) says so.
  const rejection = applied === 0 && worth > 0 ? PromoRejection.NOTHING_LEFT_TO_DISCOUNT : null;
  return { promoId: promo.id, discount: applied, cashback: ZERO_MONEY, rejection };
}

/**
 * The whole bill of an order, the same on the server (authoritative) and in the web app
 * (display). Steps, each of which the tests pin down:
 *  1. Lines: unit price by price level, add-ons, quantity; free lines 0; PENDING lines
 *     are priced for display but left out (spec §4). Subtotal = billed gross totals.
 *  2. Promos in the order given. Terms are checked against the subtotal; a failed one
 *     gives 0 and a reason. Each promo is worth its percentage of (or nominal on) its own
 *     base before other promos, so "10% + 5%" reads as 15% as cashiers expect; it then takes
 *     at most what is left where it deducts, so the bill never goes below 0.
 *     SUB_TOTAL and PRODUCT promos come off lines before charges; TOTAL promos come off
 *     the total after charges; CASHBACK promos are reported and never lower the bill.
 *  3. Charges on the discounted lines (see computeCharges).
 *  4. No Sales with ExcludeChargeNoSales: the total is the subtotal (no charges, no promos).
 *  5. Rounding per IsRounded (spec §5); a split bill's own rounding (ADR 15) while it holds.
 */
export function computeOrderTotals(input: OrderPricingInput): OrderTotals {
  const { lines, context } = input;
  const prices = lines.map((line) => priceOrderLine(line, context.priceLevel));
  const subtotal = sumMoney(prices.filter((price) => price.isBilled).map((price) => price.grossTotal));
  const isNoSalesExcluded = context.isNoSales === true && context.excludeChargeNoSales === true;
  const paymentMethodIds = context.paymentMethodIds ?? [];

  const lineDiscounts = prices.map(() => ZERO_MONEY);
  const outcomes: Array<PromoOutcome | undefined> = [];
  const deferredToTotal: Array<{ position: number; promo: OrderPromoInput; worth: Money }> = [];

  for (const promo of input.promos ?? []) {
    const position = outcomes.length;
    if (isNoSalesExcluded) {
      outcomes.push(rejectPromo(promo, PromoRejection.NO_SALES));
      continue;
    }
    const rejection = checkPromoTerms(promo, subtotal, paymentMethodIds);
    if (rejection !== null) {
      outcomes.push(rejectPromo(promo, rejection));
      continue;
    }
    const targets = findPromoTargetLines(promo, lines, prices);
    if (isProductPromo(promo) && targets.length === 0) {
      outcomes.push(rejectPromo(promo, PromoRejection.NO_ELIGIBLE_PRODUCT));
      continue;
    }
    const worth = computePromoDiscount(promo, getPromoBase(promo, subtotal, targets, prices));
    if (promo.baseOn === PromoBaseOn.CASHBACK) {
      outcomes.push({ promoId: promo.id, discount: ZERO_MONEY, cashback: worth, rejection: null });
    } else if (promo.deductFrom === PromoDeductFrom.TOTAL) {
      outcomes.push(undefined);
      deferredToTotal.push({ position, promo, worth });
    } else {
      const deductLines = promo.deductFrom === PromoDeductFrom.PRODUCT ? targets : findAllDiscountableLines(prices);
      const applied = deductFromLines(worth, deductLines, prices, lineDiscounts);
      outcomes.push(acceptPromo(promo, worth, applied));
    }
  }

  const netTotals = prices.map((price, index) => subtractMoney(price.grossTotal, lineDiscounts[index] ?? ZERO_MONEY));
  const chargeable = prices.map((price, index) => ({
    netTotal: netTotals[index] ?? ZERO_MONEY,
    quantity: price.quantity,
    isBilled: price.isBilled,
    isFree: price.isFree,
    isIncludedCharge: lines[index]?.isIncludedCharge === true,
  }));
  const computed = isNoSalesExcluded ? zeroCharges(input, prices) : computeCharges(input.charges ?? [], chargeable, input.billShare?.fixedCharges);

  const netSubtotal = sumMoney(chargeable.filter((line) => line.isBilled).map((line) => line.netTotal));
  let remaining = addMoney(netSubtotal, computed.addedTotal);
  for (const { position, promo, worth } of deferredToTotal) {
    const applied = minMoney(worth, remaining);
    remaining = subtractMoney(remaining, applied);
    outcomes[position] = acceptPromo(promo, worth, applied);
  }

  const promos = outcomes.filter((outcome) => outcome !== undefined);
  const totalBeforeRounding = isNoSalesExcluded ? subtotal : remaining;
  // A split bill keeps the rounding it was cut with while its total is the one it was cut with (ADR 15).
  const kept = input.billShare?.rounding;
  const rounded =
    kept && kept.totalBeforeRounding === totalBeforeRounding
      ? { total: addMoney(totalBeforeRounding, kept.adjustment), adjustment: kept.adjustment }
      : roundPaymentTotal(totalBeforeRounding, { isRounded: context.isRounded, roundingSetting: context.roundingSetting });

  return {
    lines: prices.map((price, index) => toPricedLine(price, lineDiscounts, netTotals, computed, index)),
    subtotal,
    promos,
    discountTotal: sumMoney(promos.map((outcome) => outcome.discount)),
    charges: computed.charges,
    chargeTotal: computed.addedTotal,
    totalBeforeRounding,
    rounding: rounded.adjustment,
    grandTotal: rounded.total,
  };
}

function findAllDiscountableLines(prices: readonly LinePrice[]): number[] {
  return prices.flatMap((price, index) => (price.isBilled && !price.isFree ? [index] : []));
}

/**
 * Takes up to `worth` off the given lines in proportion to what each still costs
 * (largest remainder, so the shares add up exactly) and returns what was taken.
 */
function deductFromLines(worth: Money, lineIndexes: readonly number[], prices: readonly LinePrice[], lineDiscounts: Money[]): Money {
  const left = lineIndexes.map((index) => subtractMoney(prices[index]?.grossTotal ?? ZERO_MONEY, lineDiscounts[index] ?? ZERO_MONEY));
  const applied = minMoney(worth, sumMoney(left));
  if (applied === 0) return ZERO_MONEY;
  const shares = allocateMoney(applied, left);
  lineIndexes.forEach((lineIndex, position) => {
    lineDiscounts[lineIndex] = addMoney(lineDiscounts[lineIndex] ?? ZERO_MONEY, shares[position] ?? ZERO_MONEY);
  });
  return applied;
}

function zeroCharges(input: OrderPricingInput, prices: readonly LinePrice[]): ChargeComputation {
  const charges: ChargeOutcome[] = (input.charges ?? []).map((charge) => ({
    chargeId: charge.id,
    amount: ZERO_MONEY,
    isIncludedInProductPrice: charge.isIncludedInProductPrice === true,
    addProductPrice: charge.addProductPrice === true,
  }));
  const lineCharges = prices.map(() => charges.map((charge) => ({ chargeId: charge.chargeId, amount: ZERO_MONEY })));
  return { charges, lineCharges, addedTotal: ZERO_MONEY };
}

function toPricedLine(
  price: LinePrice,
  lineDiscounts: readonly Money[],
  netTotals: readonly Money[],
  computed: ChargeComputation,
  index: number,
): PricedLine {
  const netTotal = netTotals[index] ?? ZERO_MONEY;
  const charges = computed.lineCharges[index] ?? [];
  const shownInPrice = new Set(
    computed.charges.filter((charge) => charge.addProductPrice && !charge.isIncludedInProductPrice).map((charge) => charge.chargeId),
  );
  const displayTotal = addMoney(netTotal, sumMoney(charges.filter((share) => shownInPrice.has(share.chargeId)).map((share) => share.amount)));
  return {
    id: price.id,
    kind: price.kind,
    quantity: price.quantity,
    unitPrice: price.unitPrice,
    grossTotal: price.grossTotal,
    discount: lineDiscounts[index] ?? ZERO_MONEY,
    netTotal,
    charges,
    displayTotal,
    isBilled: price.isBilled,
    isFree: price.isFree,
  };
}
