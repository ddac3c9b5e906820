import { OrderProductStatus } from '../codes/orders.ts';
import { ChargeType } from '../codes/payments.ts';
import type { CodeValue } from '../codes/enum-helpers.ts';
import type { ChargeDeductFrom, OrderProductType } from '../codes/index.ts';
import { moneyFromHundredths } from '../money/money.ts';
import { parseStoredLevelPrices } from '../catalog/menu-price.ts';
import { OrderLineKind, type OrderChargeInput, type OrderLineInput } from '../pricing/pricing-types.ts';

/** Hundredths of a percent per percent: stored charge percentages are 500 for 5 %. */
const PERCENT_HUNDREDTHS = 100;

/** An order_products row (with its add-ons) as much as pricing needs, amounts in hundredths. */
export interface StoredOrderLine {
  readonly id: number;
  readonly outletProductId: number;
  readonly quantity: number;
  readonly sellPrice: number;
  readonly levelPrices: string | null;
  readonly priceOverride: number | null;
  readonly type: number | null;
  readonly isFree: boolean;
  readonly status: number;
  readonly isIncludedCharge: boolean;
  readonly subProducts: ReadonlyArray<{ readonly price: number; readonly quantity: number }>;
}

export interface StoredBundleLine {
  readonly id: number;
  readonly outletProductBundleId: number;
  readonly quantity: number;
  readonly price: number;
  readonly status: number;
}

/** The order-line → pricing input mapping, the same for the server and the web app. */
export function toPricingLine(line: StoredOrderLine): OrderLineInput {
  return {
    id: `P${line.id}`,
    kind: OrderLineKind.PRODUCT,
    productId: line.outletProductId,
    quantity: line.quantity,
    sellPrice: moneyFromHundredths(line.sellPrice),
    levelPrices: parseStoredLevelPrices(line.levelPrices),
    priceOverride: line.priceOverride === null ? null : moneyFromHundredths(line.priceOverride),
    type: line.type as CodeValue<typeof OrderProductType> | null,
    isFree: line.isFree,
    status: line.status as CodeValue<typeof OrderProductStatus>,
    isIncludedCharge: line.isIncludedCharge,
    subProducts: line.subProducts.map((addOn) => ({ price: moneyFromHundredths(addOn.price), quantity: addOn.quantity })),
  };
}

/** Bundles are priced as one line of their bundle price; ids are prefixed so they never clash with products. */
export function toPricingBundleLine(bundle: StoredBundleLine): OrderLineInput {
  return {
    id: `B${bundle.id}`,
    kind: OrderLineKind.BUNDLE,
    productId: bundle.outletProductBundleId,
    quantity: bundle.quantity,
    sellPrice: moneyFromHundredths(bundle.price),
    status: bundle.status as CodeValue<typeof OrderProductStatus>,
    isIncludedCharge: true,
  };
}

/** An outlet_charges row as stored: percentages in hundredths of a percent, nominal in hundredths. */
export interface StoredCharge {
  readonly id: number;
  readonly name: string;
  readonly type: number;
  readonly amount: number;
  readonly deductFrom: number;
  readonly addProductPrice: boolean;
  readonly includedProductPrice: boolean;
}

export function toPricingCharge(charge: StoredCharge): OrderChargeInput {
  const base = {
    id: charge.id,
    name: charge.name,
    deductFrom: charge.deductFrom as CodeValue<typeof ChargeDeductFrom>,
    addProductPrice: charge.addProductPrice,
    isIncludedInProductPrice: charge.includedProductPrice,
  };
  return charge.type === ChargeType.PERCENTAGE
    ? { ...base, type: ChargeType.PERCENTAGE, percent: charge.amount / PERCENT_HUNDREDTHS }
    : { ...base, type: ChargeType.NOMINAL, amount: moneyFromHundredths(charge.amount) };
}

/** A stored percentage (hundredths of a percent) as the wire's percent number: 500 → 5. */
export function toPercent(hundredthsOfPercent: number): number {
  return hundredthsOfPercent / PERCENT_HUNDREDTHS;
}

export const isConfirmedStatus = (status: number): boolean => status === OrderProductStatus.CONFIRMED;
