import { z } from 'zod';
import { NUMERIC_MAX } from '@kasir/domain';

/**
 * The owner's back office (issue 21): add-ons (sub-products) and bundles of one outlet. Money is
 * rupiah on the wire with at most two decimals (stored as hundredths). Field names PascalCase.
 */

export const ADD_ON_NAME_MAX = 100;
export const BUNDLE_NAME_MAX = 100;
/** Spec §3: an add-on quantity of -1 means unlimited. */
export const ADD_ON_UNLIMITED = -1;
export const BUNDLE_COMPONENT_QUANTITY_MAX = 999;
export const BUNDLE_COMPONENTS_MAX = 50;
export const ADD_ON_QUANTITY_MAX = 1_000_000;
/** Spec §9: the add-on names the cashier app suggests. */
export const ADD_ON_SUGGESTIONS = ['50% Ice', 'No Ice', 'Less Sugar', 'Grass Jelly', 'Additional Boba'] as const;

const IdSchema = z.number({ error: 'must be an id' }).int('must be an id').positive('must be an id');
const name = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `is at most ${max} characters`);
const flag = z.boolean({ error: 'must be true or false' });
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const RupiahSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`)
  .refine(hasTwoDecimalsAtMost, 'at most two decimals');
const uniqueIds = (ids: readonly number[]) => new Set(ids).size === ids.length;

// ---------------------------------------------------------------- add-ons

export const AddOnBodySchema = z.object({
  OutletId: IdSchema,
  Name: name(ADD_ON_NAME_MAX),
  Price: RupiahSchema,
  /** -1 = unlimited (spec §3), otherwise the add-ons left. */
  Quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(ADD_ON_UNLIMITED, 'must be -1 (unlimited) or 0 or more')
    .max(ADD_ON_QUANTITY_MAX, `is at most ${ADD_ON_QUANTITY_MAX}`)
    .default(ADD_ON_UNLIMITED),
  IsSoldOut: flag.default(false),
  /** The outlet products that offer it. */
  OutletProductIds: z.array(IdSchema).max(10_000, 'lists too many products').refine(uniqueIds, 'lists a product twice').default([]),
});
export type AddOnBody = z.input<typeof AddOnBodySchema>;
export type AddOnInput = z.output<typeof AddOnBodySchema>;

export const AdminAddOnSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  Price: z.number(),
  Quantity: z.number().int(),
  IsSoldOut: z.boolean(),
  OutletProductIds: z.array(z.number().int()),
  /** Set once archived: orders name it, so it stays for their history (the till no longer shows it). */
  IsArchived: z.boolean(),
});
export type AdminAddOn = z.infer<typeof AdminAddOnSchema>;

// ---------------------------------------------------------------- bundles

export const BundleComponentSchema = z.object({
  OutletProductId: IdSchema,
  Quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(BUNDLE_COMPONENT_QUANTITY_MAX, `is at most ${BUNDLE_COMPONENT_QUANTITY_MAX}`),
});
export type BundleComponent = z.infer<typeof BundleComponentSchema>;

export const BundleBodySchema = z.object({
  OutletId: IdSchema,
  Name: name(BUNDLE_NAME_MAX),
  ProductCategoryId: IdSchema,
  Price: RupiahSchema,
  IsSoldOut: flag.default(false),
  IsActive: flag.default(true),
  Components: z
    .array(BundleComponentSchema)
    .min(1, 'needs at least one product')
    .max(BUNDLE_COMPONENTS_MAX, `has at most ${BUNDLE_COMPONENTS_MAX} products`)
    .refine((components) => uniqueIds(components.map((component) => component.OutletProductId)), 'lists a product twice'),
});
export type BundleBody = z.input<typeof BundleBodySchema>;
export type BundleInput = z.output<typeof BundleBodySchema>;

export const AdminBundleSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  ProductCategoryId: z.number().int(),
  Price: z.number(),
  IsSoldOut: z.boolean(),
  IsActive: z.boolean(),
  Components: z.array(BundleComponentSchema.extend({ Name: z.string() })),
  IsArchived: z.boolean(),
});
export type AdminBundle = z.infer<typeof AdminBundleSchema>;

/** What the dialogs choose from: the outlet's live products and its categories. */
export const AddOnChoicesSchema = z.object({
  Products: z.array(z.object({ Id: z.number().int(), Name: z.string(), ProductCategoryId: z.number().int(), SellPrice: z.number() })),
  Categories: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
});
export type AddOnChoices = z.infer<typeof AddOnChoicesSchema>;
