import {
  RoundingSetting,
  computeOrderTotals,
  toHundredths,
  toPricingBundleLine,
  toPricingCharge,
  toPricingLine,
  moneyFromHundredths,
  type BillShare,
  type OrderPricingInput,
  type OrderPromoInput,
  type OrderTotals,
  type RoundingSettingValue,
} from '@kasir/domain';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { BundleLineRow, ProductLineRow } from './order-lines.repository.ts';
import type { PricingSetup } from './orders.repository.ts';

export type OrderLines = { products: ProductLineRow[]; bundles: BundleLineRow[] };

/**
 * What the payments module adds to an order's pricing: the assigned promos and vouchers
 * (modules/payments) and, at payment, the chosen methods (promo payment terms, No Sales).
 */
export type PricingExtras = {
  promos?: readonly OrderPromoInput[];
  paymentMethodIds?: readonly number[];
  isNoSales?: boolean;
  excludeChargeNoSales?: boolean;
  /** A split bill's share of the bill it was cut from (ADR 15; billShareOf the order row). */
  billShare?: BillShare | null;
};

const StoredBillShareSchema = z.object({
  fixedCharges: z.array(z.object({ chargeId: z.number().int(), amount: z.number().int() })),
  rounding: z.object({ totalBeforeRounding: z.number().int(), adjustment: z.number().int() }).nullable(),
});

/** The order row's split-bill share (ADR 15), or null for an order that was not cut from a split. */
export function billShareOf(order: { bill_share?: string | null }): BillShare | null {
  if (order.bill_share === null || order.bill_share === undefined) return null;
  const stored = StoredBillShareSchema.parse(JSON.parse(order.bill_share));
  return {
    fixedCharges: stored.fixedCharges.map((share) => ({ chargeId: share.chargeId, amount: moneyFromHundredths(share.amount) })),
    rounding: stored.rounding === null ? null : { totalBeforeRounding: moneyFromHundredths(stored.rounding.totalBeforeRounding), adjustment: moneyFromHundredths(stored.rounding.adjustment) },
  };
}

/** The JSON text stored in orders.bill_share (amounts in hundredths). */
export function billShareColumn(share: BillShare): string {
  return JSON.stringify({
    fixedCharges: share.fixedCharges.map((entry) => ({ chargeId: Number(entry.chargeId), amount: toHundredths(entry.amount) })),
    rounding: share.rounding === null ? null : { totalBeforeRounding: toHundredths(share.rounding.totalBeforeRounding), adjustment: toHundredths(share.rounding.adjustment) },
  });
}

function readRoundingSetting(value: string | null): RoundingSettingValue | null {
  const number = Number(value);
  return number === RoundingSetting.HUNDRED || number === RoundingSetting.THOUSAND ? number : null;
}

/** The pure pricing input of an order's lines under its order type (what priceOrder and split bills price). */
export function pricingInputOf(setup: PricingSetup, lines: OrderLines, extra: PricingExtras = {}): OrderPricingInput {
  return {
    lines: [
      ...lines.products.map((line) =>
        toPricingLine({
          id: line.id,
          outletProductId: line.outlet_product_id,
          quantity: line.quantity,
          sellPrice: line.sell_price,
          levelPrices: line.level_prices,
          priceOverride: line.price_override,
          type: line.type,
          isFree: line.is_free === 1,
          status: line.status,
          isIncludedCharge: line.is_included_charge === 1,
          subProducts: line.sub_products,
        }),
      ),
      ...lines.bundles.map((bundle) =>
        toPricingBundleLine({ id: bundle.id, outletProductBundleId: bundle.outlet_product_bundle_id, quantity: bundle.quantity, price: bundle.price, status: bundle.status }),
      ),
    ],
    charges: setup.charges.map((charge) =>
      toPricingCharge({
        id: charge.id,
        name: charge.name,
        type: charge.type,
        amount: charge.amount,
        deductFrom: charge.deduct_from,
        addProductPrice: charge.add_product_price === 1,
        includedProductPrice: charge.included_product_price === 1,
      }),
    ),
    context: {
      priceLevel: setup.orderType?.price_level ?? null,
      isRounded: setup.orderType?.is_rounded === 1,
      roundingSetting: readRoundingSetting(setup.roundingValue),
      ...(extra.paymentMethodIds ? { paymentMethodIds: extra.paymentMethodIds } : {}),
      ...(extra.isNoSales !== undefined ? { isNoSales: extra.isNoSales, excludeChargeNoSales: extra.excludeChargeNoSales === true } : {}),
    },
    ...(extra.promos ? { promos: extra.promos } : {}),
    ...(extra.billShare ? { billShare: extra.billShare } : {}),
  };
}

/**
 * The whole bill of an order from the server's own data, through the same pure function the
 * web app shows (computeOrderTotals): products first, then bundles, charges of the order type.
 * A total beyond safe integers (a huge price × quantity) is a 400, not a 500.
 */
export function priceOrder(setup: PricingSetup, lines: OrderLines, extra: PricingExtras = {}): OrderTotals {
  try {
    return computeOrderTotals(pricingInputOf(setup, lines, extra));
  } catch (error) {
    throw tooLargeOr(error);
  }
}

/** A total beyond safe integers (a RangeError of the pure pricing) is a 400 naming Quantity. */
export function tooLargeOr(error: unknown): unknown {
  return error instanceof RangeError ? new AppError('VALIDATION_ERROR', 'The order total is too large', [{ field: 'Quantity', error: 'The order total is too large' }]) : error;
}

/** The stored totals of the orders row. */
export function totalsColumns(totals: OrderTotals) {
  return {
    subtotal: toHundredths(totals.subtotal),
    discount_amount: toHundredths(totals.discountTotal),
    charge_total: toHundredths(totals.chargeTotal),
    rounding: toHundredths(totals.rounding),
    total: toHundredths(totals.grandTotal),
  };
}
