import { z } from 'zod';
import { RowIdParamSchema } from './ids.ts';
import { NUMERIC_MAX } from '@kasir/domain';
import { EventMetaSchema } from './realtime.ts';

/**
 * Wire shapes of the catalog calls of spec §7 (Products, and the menu parts of Order and
 * Outlet). Money is rupiah on the wire (12500.5 = Rp 12.500,5); the server keeps hundredths.
 * Percentages (charges, promos of type PERCENTAGE) are percent on the wire: 5 = 5 %, 2.5 = 2,5 %.
 */

const IdSchema = z.number().int().positive();
export const CatalogIdParamSchema = RowIdParamSchema;

/** Spec §3 sub-product (add-on). Quantity -1 means unlimited. */
export const SubProductSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Price: z.number(),
  Quantity: z.number().int(),
  IsSoldOut: z.boolean(),
});
export type SubProduct = z.infer<typeof SubProductSchema>;

export const OutletProductBundleDetailSchema = z.object({
  Id: z.number().int(),
  OutletProductId: z.number().int(),
  Quantity: z.number().int(),
  OutletProduct: z.object({ Id: z.number().int(), Name: z.string() }),
});
export type OutletProductBundleDetail = z.infer<typeof OutletProductBundleDetailSchema>;

/** A bundle (spec §3 OrderProductBundle source): its price and the products inside. */
export const OutletProductBundleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ProductCategoryId: z.number().int(),
  Price: z.number(),
  IsSoldOut: z.boolean(),
  OutletProductBundleDetails: z.array(OutletProductBundleDetailSchema),
});
export type OutletProductBundle = z.infer<typeof OutletProductBundleSchema>;

/**
 * Spec §3 Outlet product. GET /outletProduct/ lists products and bundles as one menu: a bundle
 * entry has IsBundle true, Id and OutletProductBundleId the bundle's id, SellPrice its price and
 * ProductBundle its details; a product entry has ProductBundle null. Quantity null means the
 * stock is not tracked. LevelPrices keys are LEVEL{n}, values rupiah.
 */
export const OutletProductSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ProductCategoryId: z.number().int(),
  DepartmentId: z.number().int().nullable(),
  SellPrice: z.number(),
  LevelPrices: z.record(z.string(), z.number()).nullable(),
  Quantity: z.number().int().nullable(),
  IsSoldOut: z.boolean(),
  TotalPendingItem: z.number().int(),
  Position: z.number().int(),
  IsBundle: z.boolean(),
  OutletProductBundleId: z.number().int().nullable(),
  SubProduct: z.array(SubProductSchema),
  ProductBundle: OutletProductBundleSchema.nullable(),
  Product: z.object({ Image: z.object({ FileName: z.string() }).nullable() }),
});
export type OutletProduct = z.infer<typeof OutletProductSchema>;

export const ProductCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Position: z.number().int(),
  DepartmentId: z.number().int().nullable(),
  Department: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** GET /orderType/: the order types of spec §1. */
export const OrderTypeSchema = z.object({ Id: z.number().int(), Name: z.string(), ImageId: z.number().int().nullable() });
export type OrderTypeItem = z.infer<typeof OrderTypeSchema>;

/** GET /outletOrderType/: an outlet's order types with price level, rounding and charges. */
export const OutletOrderTypeSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  OrderTypeId: z.number().int(),
  OrderType: OrderTypeSchema,
  PriceLevel: z.number().int().nullable(),
  IsRounded: z.boolean(),
  Position: z.number().int(),
  OutletOrderTypeCharges: z.array(z.object({ OutletChargeId: z.number().int() })),
});
export type OutletOrderType = z.infer<typeof OutletOrderTypeSchema>;

/** Spec §3 Outlet charge. Amount: percent for Type 1, rupiah for Type 2. */
export const OutletChargeSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsActive: z.boolean(),
  Charge: z.object({
    AddProductPrice: z.boolean(),
    Type: z.number().int(),
    Amount: z.number(),
    IncludedProductPrice: z.boolean(),
    DeductFrom: z.number().int(),
  }),
});
export type OutletCharge = z.infer<typeof OutletChargeSchema>;

/**
 * An active promo (spec §3 "Promo offered"): GET /outletProduct/activePromo lists the product
 * promos with the products they reach (category promos expanded to their products).
 * PromoDiscount.Amount: percent for DiscountType 1, rupiah for 2.
 */
export const ActivePromoSchema = z.object({
  Id: z.number().int(),
  PromoId: z.number().int(),
  Available: z.boolean(),
  PromoType: z.number().int(),
  BaseOn: z.number().int(),
  DeductFrom: z.number().int(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Promo: z.object({ PromoName: z.string(), Limit: z.number().int(), TotalUsed: z.number().int() }),
  PromoDiscount: z.object({
    Amount: z.number(),
    DiscountType: z.number().int(),
    MaxDiscountAmount: z.number().nullable(),
    ProductPromoDiscounts: z.array(
      z.object({ OutletProductId: z.number().int().nullable(), OutletProductBundleId: z.number().int().nullable() }),
    ),
  }),
  Term: z.object({
    Name: z.string(),
    MinPurchasedPrice: z.number().nullable(),
    MaxPurchasedPrice: z.number().nullable(),
    TermPaymentMethods: z.array(z.object({ Name: z.string() })),
  }),
});
export type ActivePromo = z.infer<typeof ActivePromoSchema>;

export const FavoriteProductSchema = z.object({
  OutletProductId: z.number().int(),
  CreatedOn: z.string(),
  OutletProduct: OutletProductSchema,
});
export type FavoriteProduct = z.infer<typeof FavoriteProductSchema>;

/** Bodies. */
const StockQuantitySchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`);

/** PUT /outletProduct/setStock/cashier: Quantity null stops tracking the stock. */
export const SetProductStockBodySchema = z.object({
  OutletProductId: IdSchema,
  Quantity: StockQuantitySchema.nullable(),
  IsSoldOut: z.boolean({ error: 'must be true or false' }),
});
export type SetProductStockBody = z.infer<typeof SetProductStockBodySchema>;

/** PUT /subProduct/setStock: Quantity -1 means unlimited. */
export const SetSubProductStockBodySchema = z.object({
  SubProductId: IdSchema,
  Quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(-1, 'must be -1 (unlimited) or more')
    .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`),
  IsSoldOut: z.boolean({ error: 'must be true or false' }),
});
export type SetSubProductStockBody = z.infer<typeof SetSubProductStockBodySchema>;

export const FavoriteProductBodySchema = z.object({ OutletProductId: IdSchema });
export type FavoriteProductBody = z.infer<typeof FavoriteProductBodySchema>;

export const SubProductCashierQuerySchema = z.object({ isCashier: z.enum(['0', '1']).optional() });

/** product:updateStock (server → every terminal of the outlet) after stock changes commit. */
export const StockChangeSchema = z.object({ Id: z.number().int(), Quantity: z.number().int().nullable(), IsSoldOut: z.boolean() });
export type StockChange = z.infer<typeof StockChangeSchema>;
export const ProductUpdateStockEventSchema = EventMetaSchema.extend({
  OutletProducts: z.array(StockChangeSchema),
  SubProducts: z.array(StockChangeSchema),
});
export type ProductUpdateStockEvent = z.infer<typeof ProductUpdateStockEventSchema>;
