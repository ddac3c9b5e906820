import type { CodeValue, OrderType } from '@kasir/domain';

/**
 * A declarative menu of one outlet for the seed: names are unique per outlet and link the
 * rows (a product names its add-ons, a bundle its products). Prices are whole rupiah;
 * percentages are percent (5 = 5 %). seed-catalog.ts turns it into rows.
 */
export type ProductSeed = {
  name: string;
  price: number;
  /** LEVEL{n} → rupiah. */
  levelPrices?: Record<string, number>;
  /** Tracked stock; absent = not tracked. */
  stock?: number;
  isSoldOut?: boolean;
  addOns?: readonly string[];
  imageFileName?: string;
};

export type ChargeSeed =
  | { name: string; percent: number; deductFrom: number; addProductPrice?: boolean; includedProductPrice?: boolean }
  | { name: string; amount: number; deductFrom: number; addProductPrice?: boolean; includedProductPrice?: boolean };

export type PromoSeed = {
  name: string;
  promoType: number;
  discount: { percent: number } | { amount: number };
  maxDiscountAmount?: number;
  baseOn: number;
  deductFrom: number;
  minPurchasedPrice?: number;
  maxPurchasedPrice?: number;
  usageLimit?: number;
  /** Category names and product names the promo targets. */
  categories?: readonly string[];
  products?: readonly string[];
};

export type MenuSeed = {
  departments: readonly string[];
  categories: ReadonlyArray<{ name: string; department: string; products: readonly ProductSeed[] }>;
  addOns: ReadonlyArray<{ name: string; price: number; quantity: number; isSoldOut?: boolean }>;
  bundles: ReadonlyArray<{ name: string; category: string; price: number; items: ReadonlyArray<readonly [string, number]> }>;
  charges: readonly ChargeSeed[];
  orderTypes: ReadonlyArray<{ orderType: CodeValue<typeof OrderType>; name: string; priceLevel: number | null; isRounded: boolean; charges: readonly string[] }>;
  promos: readonly PromoSeed[];
};
