import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Menu: categories, products, add-ons, bundles, favourites, order types, charges, promos
 * (issue 4; the catalog module owns it). Money columns hold integer hundredths; percentages
 * (charge and promo amounts of type PERCENTAGE) hold hundredths of a percent: 500 = 5 %.
 */
export interface DepartmentsTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  /** Migration 0021: set when deleted while history names it. */
  archived_at: Generated<string | null>;
  /** Migration 0021: Idempotency-Key of the back-office create; unique per outlet. */
  request_key: Generated<string | null>;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  department_id: number | null;
  position: number;
  /** Migration 0021: set when deleted while history names it. */
  archived_at: Generated<string | null>;
  /** Migration 0021: Idempotency-Key of the back-office create; unique per outlet. */
  request_key: Generated<string | null>;
}

export interface OutletProductsTable {
  id: Generated<number>;
  outlet_id: number;
  product_category_id: number;
  name: string;
  sell_price: number;
  /** JSON text {"LEVEL1": hundredths, …}, or null when the product has no level prices. */
  level_prices: string | null;
  /** Null: stock is not tracked (unlimited). */
  stock_quantity: number | null;
  is_sold_out: Flag;
  image_file_name: string | null;
  position: number;
  is_active: Flag;
  updated_at: string;
  /** Migration 0021: the owner's product this outlet sells (products); null only for rows made outside the back office before linking. */
  product_id: Generated<number | null>;
  /** Migration 0023: Idempotency-Key of the till's add-menu create; unique per outlet. */
  request_key: Generated<string | null>;
}

export interface SubProductsTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  price: number;
  /** -1 = unlimited (spec §3). */
  quantity: number;
  is_sold_out: Flag;
  updated_at: string;
  /** Migration 0021: set when deleted while history names it. */
  archived_at: Generated<string | null>;
  /** Migration 0021: Idempotency-Key of the back-office create; unique per outlet. */
  request_key: Generated<string | null>;
}

export interface OutletProductSubProductsTable {
  outlet_product_id: number;
  sub_product_id: number;
}

export interface OutletProductBundlesTable {
  id: Generated<number>;
  outlet_id: number;
  product_category_id: number;
  name: string;
  price: number;
  is_sold_out: Flag;
  is_active: Flag;
  /** Migration 0021: set when deleted while history names it. */
  archived_at: Generated<string | null>;
  /** Migration 0021: Idempotency-Key of the back-office create; unique per outlet. */
  request_key: Generated<string | null>;
}

export interface OutletProductBundleDetailsTable {
  id: Generated<number>;
  bundle_id: number;
  outlet_product_id: number;
  quantity: number;
}

export interface FavoriteProductsTable {
  outlet_id: number;
  outlet_product_id: number;
  created_by: number;
  created_at: string;
}

export interface OutletOrderTypesTable {
  id: Generated<number>;
  outlet_id: number;
  /** OrderType code (DINE_IN 1 …). */
  order_type_id: number;
  name: string;
  /** n of LEVEL{n}; null uses SellPrice. */
  price_level: number | null;
  is_rounded: Flag;
  position: number;
  is_active: Flag;
}

export interface OutletChargesTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  /** ChargeType: 1 percentage, 2 nominal. */
  type: number;
  /** Percentage: hundredths of a percent (500 = 5 %); nominal: hundredths of money. */
  amount: number;
  /** ChargeDeductFrom: 1 product, 2 sub-total. */
  deduct_from: number;
  add_product_price: Flag;
  included_product_price: Flag;
  is_active: Flag;
  /** Migration 0020: Idempotency-Key of the back-office create; unique per outlet. */
  request_key: Generated<string | null>;
  /** Migration 0020: set when deleted while orders referred to it (it stays for their history). */
  archived_at: Generated<string | null>;
}

export interface OutletOrderTypeChargesTable {
  outlet_order_type_id: number;
  outlet_charge_id: number;
}

export interface PromosTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  /** PromoType: PRODUCT 1, TRANSACTION 2, VOUCHER 3. */
  promo_type: number;
  /** PromoDiscountType: PERCENTAGE 1, NOMINAL 2. */
  discount_type: number;
  /** Percentage: hundredths of a percent (1000 = 10 %); nominal: hundredths of money. */
  discount_value: number;
  max_discount_amount: number | null;
  base_on: number;
  deduct_from: number;
  min_purchased_price: number | null;
  max_purchased_price: number | null;
  /** 0 = no limit. */
  usage_limit: number;
  total_used: number;
  starts_at: string;
  ends_at: string;
  is_active: Flag;
  /** Migration 0022: the back office's promo (one row per outlet running it); = id of its first row. */
  promo_group_id: Generated<number | null>;
  /** Migration 0022: days of the week (bit 0 Sunday … 6) and hours (bit 0 … 23), outlet time; 0 = any. */
  days_mask: Generated<number>;
  hours_mask: Generated<number>;
  request_key: Generated<string | null>;
  archived_at: Generated<string | null>;
}

export interface PromoProductsTable {
  promo_id: number;
  outlet_product_id: number | null;
  product_category_id: number | null;
  bundle_id: number | null;
}

/**
 * Migration 0021: the owner's product, sold by the outlets that have an outlet_products row for it.
 * Money in hundredths; level_prices JSON text {"LEVEL1": hundredths, …} as on outlet_products.
 */
export interface ProductsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string | null;
  image_file_name: string | null;
  sell_price: number;
  level_prices: string | null;
  request_key: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CatalogTables {
  products: ProductsTable;
  departments: DepartmentsTable;
  product_categories: ProductCategoriesTable;
  outlet_products: OutletProductsTable;
  sub_products: SubProductsTable;
  outlet_product_sub_products: OutletProductSubProductsTable;
  outlet_product_bundles: OutletProductBundlesTable;
  outlet_product_bundle_details: OutletProductBundleDetailsTable;
  favorite_products: FavoriteProductsTable;
  outlet_order_types: OutletOrderTypesTable;
  outlet_charges: OutletChargesTable;
  outlet_order_type_charges: OutletOrderTypeChargesTable;
  promos: PromosTable;
  promo_products: PromoProductsTable;
}
