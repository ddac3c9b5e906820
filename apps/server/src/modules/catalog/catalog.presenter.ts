import { ChargeType, OrderType, PromoDiscountType, isBundleUnavailable, levelPricesToWire, parseStoredLevelPrices, type ProductStock } from '@kasir/domain';
import type {
  ActivePromo,
  OrderTypeItem,
  OutletCharge,
  OutletOrderType,
  OutletProduct,
  OutletProductBundle,
  ProductCategory,
  SubProduct,
} from '@kasir/contracts';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { BundleDetailRow, BundleRow, ChargeRow, OrderTypeRow, ProductRow, PromoRow, SubProductRow } from './catalog.repository.ts';

/** Percentages are stored in hundredths of a percent (500 = 5 %) and sent as percent. */
const HUNDREDTHS_PER_PERCENT = 100;
export const toWirePercent = (hundredthsOfPercent: number): number => hundredthsOfPercent / HUNDREDTHS_PER_PERCENT;

const isSet = (flag: number) => Number(flag) === 1;

/** Whether each bundle is sold out, judged from the stock of the products inside (the rule orders enforce). */
export function bundleSoldOutFlags(bundles: readonly BundleRow[], details: readonly BundleDetailRow[], products: readonly ProductRow[]): Map<number, boolean> {
  const stockOf = new Map<number, ProductStock>(products.map((product) => [product.id, { isSoldOut: product.is_sold_out === 1, quantity: product.stock_quantity }]));
  return new Map(
    bundles.map((bundle) => [
      bundle.id,
      isBundleUnavailable(
        { isSoldOut: bundle.is_sold_out === 1 },
        details.filter((detail) => detail.bundle_id === bundle.id).map((detail) => ({ quantity: detail.quantity, product: stockOf.get(detail.outlet_product_id) })),
      ),
    ]),
  );
}

export function presentSubProduct(row: SubProductRow): SubProduct {
  return { Id: row.id, Name: row.name, Price: toWireAmount(row.price), Quantity: row.quantity, IsSoldOut: isSet(row.is_sold_out) };
}

/** isSoldOut: the bundle's own flag or a product inside it unavailable (see isBundleUnavailable). */
export function presentBundle(row: BundleRow, details: readonly BundleDetailRow[], isSoldOut: boolean): OutletProductBundle {
  return {
    Id: row.id,
    Name: row.name,
    ProductCategoryId: row.product_category_id,
    Price: toWireAmount(row.price),
    IsSoldOut: isSoldOut,
    OutletProductBundleDetails: details
      .filter((detail) => detail.bundle_id === row.id)
      .map((detail) => ({ Id: detail.id, OutletProductId: detail.outlet_product_id, Quantity: detail.quantity, OutletProduct: { Id: detail.outlet_product_id, Name: detail.product_name } })),
  };
}

export function presentProduct(row: ProductRow, extra: { subProducts: readonly SubProductRow[]; pendingTotal: number }): OutletProduct {
  return {
    Id: row.id,
    Name: row.name,
    ProductCategoryId: row.product_category_id,
    DepartmentId: row.department_id,
    SellPrice: toWireAmount(row.sell_price),
    LevelPrices: levelPricesToWire(parseStoredLevelPrices(row.level_prices)),
    Quantity: row.stock_quantity,
    IsSoldOut: isSet(row.is_sold_out),
    TotalPendingItem: extra.pendingTotal,
    Position: row.position,
    IsBundle: false,
    OutletProductBundleId: null,
    SubProduct: extra.subProducts.map(presentSubProduct),
    ProductBundle: null,
    Product: { Image: row.image_file_name === null ? null : { FileName: row.image_file_name } },
  };
}

/** A bundle as a menu entry beside the products (see OutletProductSchema). */
export function presentBundleMenuItem(row: BundleRow, details: readonly BundleDetailRow[], extra: { departmentId: number | null; position: number; isSoldOut: boolean }): OutletProduct {
  return {
    Id: row.id,
    Name: row.name,
    ProductCategoryId: row.product_category_id,
    DepartmentId: extra.departmentId,
    SellPrice: toWireAmount(row.price),
    LevelPrices: null,
    Quantity: null,
    IsSoldOut: extra.isSoldOut,
    TotalPendingItem: 0,
    Position: extra.position,
    IsBundle: true,
    OutletProductBundleId: row.id,
    SubProduct: [],
    ProductBundle: presentBundle(row, details, extra.isSoldOut),
    Product: { Image: null },
  };
}

export function presentCategory(row: { id: number; name: string; position: number; department_id: number | null; department_name: string | null }): ProductCategory {
  return {
    Id: row.id,
    Name: row.name,
    Position: row.position,
    DepartmentId: row.department_id,
    Department: row.department_id === null || row.department_name === null ? null : { Id: row.department_id, Name: row.department_name },
  };
}

/** 'DINE_IN' → 'Dine In': the spec's order types named from their codes, defined once. */
const orderTypeName = (code: string) =>
  code
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

export function listOrderTypes(): OrderTypeItem[] {
  return Object.entries(OrderType).map(([code, id]) => ({ Id: id, Name: orderTypeName(code), ImageId: null }));
}

export function presentOrderType(row: OrderTypeRow, chargeIds: readonly number[]): OutletOrderType {
  const base = listOrderTypes().find((type) => type.Id === row.order_type_id) ?? { Id: row.order_type_id, Name: row.name, ImageId: null };
  return {
    Id: row.id,
    Name: row.name,
    OrderTypeId: row.order_type_id,
    OrderType: base,
    PriceLevel: row.price_level,
    IsRounded: isSet(row.is_rounded),
    Position: row.position,
    OutletOrderTypeCharges: chargeIds.map((id) => ({ OutletChargeId: id })),
  };
}

export function presentCharge(row: ChargeRow): OutletCharge {
  return {
    Id: row.id,
    Name: row.name,
    IsActive: isSet(row.is_active),
    Charge: {
      AddProductPrice: isSet(row.add_product_price),
      Type: row.type,
      Amount: row.type === ChargeType.PERCENTAGE ? toWirePercent(row.amount) : toWireAmount(row.amount),
      IncludedProductPrice: isSet(row.included_product_price),
      DeductFrom: row.deduct_from,
    },
  };
}

export function presentPromo(row: PromoRow, reach: { productIds: readonly number[]; bundleIds: readonly number[] }, isAvailable: boolean): ActivePromo {
  const nullableAmount = (value: number | null) => (value === null ? null : toWireAmount(value));
  return {
    Id: row.id,
    PromoId: row.id,
    Available: isAvailable,
    PromoType: row.promo_type,
    BaseOn: row.base_on,
    DeductFrom: row.deduct_from,
    StartsAt: row.starts_at,
    EndsAt: row.ends_at,
    Promo: { PromoName: row.name, Limit: row.usage_limit, TotalUsed: row.total_used },
    PromoDiscount: {
      Amount: row.discount_type === PromoDiscountType.PERCENTAGE ? toWirePercent(row.discount_value) : toWireAmount(row.discount_value),
      DiscountType: row.discount_type,
      MaxDiscountAmount: nullableAmount(row.max_discount_amount),
      ProductPromoDiscounts: [
        ...reach.productIds.map((id) => ({ OutletProductId: id, OutletProductBundleId: null })),
        ...reach.bundleIds.map((id) => ({ OutletProductId: null, OutletProductBundleId: id })),
      ],
    },
    Term: {
      Name: row.name,
      MinPurchasedPrice: nullableAmount(row.min_purchased_price),
      MaxPurchasedPrice: nullableAmount(row.max_purchased_price),
      TermPaymentMethods: [],
    },
  };
}
