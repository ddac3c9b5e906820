import { z } from 'zod';
import {
  CATEGORY_NAME_MAX,
  CATEGORY_POSITION_MAX,
  DEPARTMENT_NAME_MAX,
  DEPARTMENT_PRINTERS_MAX,
  LEVEL_KEY_PATTERN,
  NUMERIC_MAX,
  PRICE_LEVEL_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  STOCK_QUANTITY_MAX,
} from '@kasir/domain';

/**
 * The owner's catalog in the back office (issue 21): departments (with the kitchen printers they
 * route to), product categories and the owner's products with the outlets that sell them. Money
 * is rupiah on the wire with at most two decimals (stored as hundredths). PascalCase like the spec.
 */

const IdSchema = z.number({ error: 'must be an id' }).int('must be an id').positive('must be an id');
const name = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `is at most ${max} characters`);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/** Rupiah, 0 to NUMERIC_MAX, at most two decimals (spec §9 precision 2). */
const RupiahSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`)
  .refine(hasTwoDecimalsAtMost, 'at most two decimals');
const isLevelKey = (key: string) => LEVEL_KEY_PATTERN.test(key) && Number(key.slice('LEVEL'.length)) >= 1 && Number(key.slice('LEVEL'.length)) <= PRICE_LEVEL_MAX;
/** Spec §3 LevelPrices: LEVEL{n} → rupiah; null (or {}) when the product has none. */
export const LevelPricesBodySchema = z
  .record(z.string(), RupiahSchema, { error: 'must be an object of LEVEL{n}: price' })
  .superRefine((prices, context) => {
    for (const key of Object.keys(prices)) {
      if (!isLevelKey(key)) context.addIssue({ code: 'custom', path: [key], message: `keys must be LEVEL1 to LEVEL${PRICE_LEVEL_MAX}` });
    }
  })
  .nullable()
  .default(null);

// ---------------------------------------------------------------- departments

export const DepartmentBodySchema = z.object({
  OutletId: IdSchema,
  Name: name(DEPARTMENT_NAME_MAX),
  /** Devices of the outlet's ORDER print set that print this department's kitchen tickets. */
  PrinterDeviceIds: z
    .array(IdSchema)
    .max(DEPARTMENT_PRINTERS_MAX, `at most ${DEPARTMENT_PRINTERS_MAX} printers`)
    .refine((ids) => new Set(ids).size === ids.length, 'lists a printer twice')
    .default([]),
});
export type DepartmentBody = z.input<typeof DepartmentBodySchema>;
export type DepartmentInput = z.output<typeof DepartmentBodySchema>;

export const AdminDepartmentSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  PrinterDeviceIds: z.array(z.number().int()),
  /** True once deleted while history (a category) still names it. */
  IsArchived: z.boolean(),
});
export type AdminDepartment = z.infer<typeof AdminDepartmentSchema>;

/** A printer the outlet's ORDER print set prints kitchen tickets on. */
/** IsCatchAll: its routing lists name nothing, so it prints every line no other printer takes; a department cannot be routed to it. */
export const KitchenPrinterSchema = z.object({ DeviceId: z.number().int(), Name: z.string(), Ip: z.string(), Port: z.number().int(), IsCatchAll: z.boolean() });
export type KitchenPrinter = z.infer<typeof KitchenPrinterSchema>;

// ---------------------------------------------------------------- categories

export const ProductCategoryBodySchema = z.object({
  OutletId: IdSchema,
  Name: name(CATEGORY_NAME_MAX),
  DepartmentId: IdSchema.nullable().default(null),
  Position: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'cannot be negative').max(CATEGORY_POSITION_MAX, `is at most ${CATEGORY_POSITION_MAX}`).default(0),
});
export type ProductCategoryBody = z.input<typeof ProductCategoryBodySchema>;
export type ProductCategoryInput = z.output<typeof ProductCategoryBodySchema>;

export const AdminProductCategorySchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  DepartmentId: z.number().int().nullable(),
  DepartmentName: z.string().nullable(),
  Position: z.number().int(),
  /** Live products of the outlet in it: while any, it cannot be deleted. */
  ProductCount: z.number().int(),
  IsArchived: z.boolean(),
});
export type AdminProductCategory = z.infer<typeof AdminProductCategorySchema>;

// ---------------------------------------------------------------- products

/** One outlet of the owner and whether (and how) it sells the product. */
export const ProductOutletBodySchema = z.object({
  OutletId: IdSchema,
  IsAvailable: z.boolean({ error: 'must be true or false' }),
  /** A category of that outlet; required when available. */
  ProductCategoryId: IdSchema.nullable().default(null),
  /** Null: the product's SellPrice. */
  SellPrice: RupiahSchema.nullable().default(null),
  /** Null: the product's LevelPrices. */
  LevelPrices: LevelPricesBodySchema,
  /** Stock; null = not tracked. */
  Quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'cannot be negative').max(STOCK_QUANTITY_MAX, `is at most ${STOCK_QUANTITY_MAX}`).nullable().default(null),
  IsSoldOut: z.boolean({ error: 'must be true or false' }).default(false),
});
export type ProductOutletBody = z.input<typeof ProductOutletBodySchema>;

export const ProductBodySchema = z
  .object({
    Name: name(PRODUCT_NAME_MAX),
    Description: z.string({ error: 'must be text' }).trim().max(PRODUCT_DESCRIPTION_MAX, `is at most ${PRODUCT_DESCRIPTION_MAX} characters`).nullable().default(null),
    /** The FileName POST /image/upload answered; null = no picture. */
    ImageFileName: z.string({ error: 'must be a file name' }).min(1, 'must be a file name').max(200, 'must be a file name').nullable().default(null),
    SellPrice: RupiahSchema,
    LevelPrices: LevelPricesBodySchema,
    /** Outlets not listed are left as they are. */
    Outlets: z.array(ProductOutletBodySchema).max(500, 'at most 500 outlets').default([]),
  })
  .superRefine((body, context) => {
    body.Outlets.forEach((outlet, index) => {
      if (body.Outlets.findIndex((other) => other.OutletId === outlet.OutletId) !== index) context.addIssue({ code: 'custom', path: ['Outlets', index, 'OutletId'], message: 'lists the outlet twice' });
      if (outlet.IsAvailable && outlet.ProductCategoryId === null) context.addIssue({ code: 'custom', path: ['Outlets', index, 'ProductCategoryId'], message: 'is required where the product is sold' });
    });
  });
export type ProductBody = z.input<typeof ProductBodySchema>;
export type ProductInput = z.output<typeof ProductBodySchema>;

export const AdminProductOutletSchema = z.object({
  OutletId: z.number().int(),
  OutletName: z.string(),
  IsAvailable: z.boolean(),
  /** The outlet product row, when the outlet has one (an archived one stays for history). */
  OutletProductId: z.number().int().nullable(),
  ProductCategoryId: z.number().int().nullable(),
  CategoryName: z.string().nullable(),
  SellPrice: z.number(),
  LevelPrices: z.record(z.string(), z.number()).nullable(),
  Quantity: z.number().int().nullable(),
  IsSoldOut: z.boolean(),
});
export type AdminProductOutlet = z.infer<typeof AdminProductOutletSchema>;

export const AdminProductSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  ImageFileName: z.string().nullable(),
  SellPrice: z.number(),
  LevelPrices: z.record(z.string(), z.number()).nullable(),
  IsArchived: z.boolean(),
  /** Every outlet of the owner, selling it or not. */
  Outlets: z.array(AdminProductOutletSchema),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
