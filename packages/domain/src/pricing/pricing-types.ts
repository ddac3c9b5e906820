import type { CodeValue } from '../codes/enum-helpers.ts';
import type { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import type { ChargeDeductFrom, ChargeType, PromoBaseOn, PromoDeductFrom, PromoDiscountType } from '../codes/payments.ts';
import type { Money } from '../money/money.ts';
import type { RoundingSettingValue } from '../money/rounding.ts';

/** Ids as the data carries them; compared with ===. */
export type EntityId = string | number;

/** LevelPrices of an outlet product, keyed LEVEL{n}; see parseLevelPrices. */
export type LevelPrices = Readonly<Partial<Record<string, Money>>>;

export const OrderLineKind = { PRODUCT: 'PRODUCT', BUNDLE: 'BUNDLE' } as const;
export type OrderLineKindValue = CodeValue<typeof OrderLineKind>;

/** An add-on of a line (OrderSubProducts); quantity is per unit of the line. */
export interface SubProductInput {
  readonly price: Money;
  readonly quantity: number;
}

/** An OrderProduct or an OrderProductBundle, as much of it as pricing needs. */
export interface OrderLineInput {
  readonly id: EntityId;
  /** Default PRODUCT. */
  readonly kind?: OrderLineKindValue;
  /** OutletProductId (or OutletProductBundleId for a bundle): what product promos target. */
  readonly productId?: EntityId | null;
  readonly quantity: number;
  /** SellPrice of a product, Price of a bundle. */
  readonly sellPrice: Money;
  readonly levelPrices?: LevelPrices | null;
  /** A price edited on the order (spec §5 edit product); wins over level and sell price. */
  readonly priceOverride?: Money | null;
  readonly type?: CodeValue<typeof OrderProductType> | null;
  readonly isFree?: boolean;
  readonly status?: CodeValue<typeof OrderProductStatus> | null;
  readonly isIncludedCharge?: boolean;
  readonly subProducts?: readonly SubProductInput[];
}

interface ChargeInputBase {
  readonly id: EntityId;
  readonly name?: string;
  readonly deductFrom: CodeValue<typeof ChargeDeductFrom>;
  /** AddProductPrice: shown inside each line's price instead of as its own receipt line. */
  readonly addProductPrice?: boolean;
  /** OutletCharge.IncludedProductPrice: prices already contain it, so it is extracted, not added. */
  readonly isIncludedInProductPrice?: boolean;
  /** ExcludedOutletCharges: earlier charges this one is not computed on. */
  readonly excludedChargeIds?: readonly EntityId[];
}

export type OrderChargeInput =
  | (ChargeInputBase & { readonly type: typeof ChargeType.PERCENTAGE; readonly percent: number })
  | (ChargeInputBase & { readonly type: typeof ChargeType.NOMINAL; readonly amount: Money });

export type PromoDiscountInput = (
  | { readonly type: typeof PromoDiscountType.PERCENTAGE; readonly percent: number }
  | { readonly type: typeof PromoDiscountType.NOMINAL; readonly amount: Money }
) & {
  /** MaxDiscountAmount; null or 0 means no cap. */
  readonly maxDiscountAmount?: Money | null;
};

export interface PromoTermInput {
  /** MinPurchasedPrice; null or 0 means no minimum. */
  readonly minPurchasedPrice?: Money | null;
  /** MaxPurchasedPrice; null or 0 means no maximum. */
  readonly maxPurchasedPrice?: Money | null;
  /** TermPaymentMethods as outlet payment method ids; empty means any method. */
  readonly paymentMethodIds?: readonly EntityId[];
}

export interface OrderPromoInput {
  readonly id: EntityId;
  readonly name?: string;
  readonly discount: PromoDiscountInput;
  readonly baseOn: CodeValue<typeof PromoBaseOn>;
  readonly deductFrom: CodeValue<typeof PromoDeductFrom>;
  /** ProductPromoDiscounts: the products (and bundles) a PRODUCT promo is about. */
  readonly productIds?: readonly EntityId[];
  readonly bundleIds?: readonly EntityId[];
  readonly term?: PromoTermInput | null;
  /** Available of the promo offered; false refuses it. */
  readonly isAvailable?: boolean;
  readonly limit?: number | null;
  readonly totalUsed?: number | null;
}

export interface PricingContext {
  /** The order type's PriceLevel (n of LEVEL{n}); null uses SellPrice. */
  readonly priceLevel?: number | null;
  /** The order type's IsRounded. */
  readonly isRounded: boolean;
  readonly roundingSetting: RoundingSettingValue | null;
  /** Outlet payment methods chosen so far, for promo payment terms. */
  readonly paymentMethodIds?: readonly EntityId[];
  /** A No Sales method is among the payments. */
  readonly isNoSales?: boolean;
  /** Outlet ExcludeChargeNoSales. */
  readonly excludeChargeNoSales?: boolean;
}

/**
 * What a split bill carries of the bill it was cut from (ADR 15, divideBill): its share of each
 * fixed (NOMINAL, SUB_TOTAL) charge, charged instead of the charge's whole amount, and the
 * rounding it was given so the splits add up to the bill; that rounding holds only while the
 * split's total before rounding is still the one it was cut with.
 */
export interface BillShare {
  readonly fixedCharges: ReadonlyArray<{ readonly chargeId: EntityId; readonly amount: Money }>;
  readonly rounding: { readonly totalBeforeRounding: Money; readonly adjustment: Money } | null;
}

export interface OrderPricingInput {
  readonly lines: readonly OrderLineInput[];
  readonly charges?: readonly OrderChargeInput[];
  readonly promos?: readonly OrderPromoInput[];
  readonly context: PricingContext;
  /** Set on a split bill (ADR 15); absent on every other order. */
  readonly billShare?: BillShare | null;
}

/** Why a promo gives nothing; shown next to the red zero of spec §5. */
export const PromoRejection = {
  UNAVAILABLE: 'UNAVAILABLE',
  LIMIT_REACHED: 'LIMIT_REACHED',
  BELOW_MINIMUM_PURCHASE: 'BELOW_MINIMUM_PURCHASE',
  ABOVE_MAXIMUM_PURCHASE: 'ABOVE_MAXIMUM_PURCHASE',
  PAYMENT_METHOD_NOT_ELIGIBLE: 'PAYMENT_METHOD_NOT_ELIGIBLE',
  NO_ELIGIBLE_PRODUCT: 'NO_ELIGIBLE_PRODUCT',
  NOTHING_LEFT_TO_DISCOUNT: 'NOTHING_LEFT_TO_DISCOUNT',
  NO_SALES: 'NO_SALES',
} as const;
export type PromoRejectionValue = CodeValue<typeof PromoRejection>;

export interface LineChargeAmount {
  readonly chargeId: EntityId;
  readonly amount: Money;
}

export interface PricedLine {
  readonly id: EntityId;
  readonly kind: OrderLineKindValue;
  readonly quantity: number;
  /** Unit price plus its add-ons per unit; 0 for free and compliment lines. */
  readonly unitPrice: Money;
  /** unitPrice × quantity. Computed for pending lines too, for display. */
  readonly grossTotal: Money;
  /** Share of SUB_TOTAL and PRODUCT promo discounts. */
  readonly discount: Money;
  /** grossTotal - discount. */
  readonly netTotal: Money;
  /** OrderProductCharges: this line's share of every charge. */
  readonly charges: readonly LineChargeAmount[];
  /** netTotal plus the charges flagged AddProductPrice: the price a receipt prints. */
  readonly displayTotal: Money;
  /** False for PENDING lines: they are left out of totals and payment. */
  readonly isBilled: boolean;
  readonly isFree: boolean;
}

export interface PromoOutcome {
  readonly promoId: EntityId;
  /** What the promo takes off the bill; 0 for a cashback or a refused promo. */
  readonly discount: Money;
  /** What a CASHBACK promo gives back later; it does not lower the bill. */
  readonly cashback: Money;
  readonly rejection: PromoRejectionValue | null;
}

export interface ChargeOutcome {
  readonly chargeId: EntityId;
  readonly amount: Money;
  /** True when the amount is already inside the prices and so not added to the total. */
  readonly isIncludedInProductPrice: boolean;
  readonly addProductPrice: boolean;
}

export interface OrderTotals {
  readonly lines: readonly PricedLine[];
  /** Sum of billed lines' gross totals. */
  readonly subtotal: Money;
  readonly promos: readonly PromoOutcome[];
  readonly discountTotal: Money;
  readonly charges: readonly ChargeOutcome[];
  /** Charges added on top of the prices (included ones are not). */
  readonly chargeTotal: Money;
  readonly totalBeforeRounding: Money;
  /** grandTotal - totalBeforeRounding. */
  readonly rounding: Money;
  readonly grandTotal: Money;
}
