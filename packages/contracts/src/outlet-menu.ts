import { z } from 'zod';
import { LEVEL_KEY_PATTERN, NUMERIC_MAX } from '@kasir/domain';

/**
 * The till's /cashier/add-menu (issue 21, spec §2 "add outlet product" dialog): a cashier whose
 * role has the PRODUCT module (spec §6, 11) lists the owner's products this outlet does not sell
 * yet and puts one on the outlet's menu with its category and price. Money is rupiah on the wire
 * (at most two decimals), stored as hundredths.
 */

/** Longest search text of GET /product/notInOutlet. */
export const ADD_MENU_SEARCH_MAX = 100;
/** Most products one GET /product/notInOutlet answers (the search narrows a large catalog). */
export const ADD_MENU_LIST_LIMIT = 200;
/** Highest stock a cashier may type when adding a product. */
export const ADD_MENU_QUANTITY_MAX = 1_000_000;

const IdSchema = z.number({ error: 'must be an id' }).int('must be an id').positive('must be an id');
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const RupiahSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(NUMERIC_MAX, `cannot be above ${NUMERIC_MAX}`)
  .refine(hasTwoDecimalsAtMost, 'at most two decimals');

export const NotInOutletQuerySchema = z.object({
  search: z.string().trim().max(ADD_MENU_SEARCH_MAX, `is at most ${ADD_MENU_SEARCH_MAX} characters`).optional(),
});
export type NotInOutletQuery = z.infer<typeof NotInOutletQuerySchema>;

/** One of the owner's live products that this outlet does not sell yet. */
export const OwnerProductSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  Image: z.object({ FileName: z.string() }).nullable(),
  /** The owner's default price (rupiah): the dialog starts from it. */
  SellPrice: z.number(),
  LevelPrices: z.record(z.string(), z.number()).nullable(),
});
export type OwnerProduct = z.infer<typeof OwnerProductSchema>;

export const AddOutletProductBodySchema = z.object({
  ProductId: IdSchema,
  ProductCategoryId: IdSchema,
  SellPrice: RupiahSchema,
  /** LEVEL{n} → rupiah; omitted or null: none. */
  LevelPrices: z
    .record(z.string().regex(LEVEL_KEY_PATTERN, 'keys must be LEVEL1, LEVEL2 …'), RupiahSchema)
    .nullable()
    .default(null),
  /** Stock on this outlet; omitted or null: not tracked. */
  Quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(ADD_MENU_QUANTITY_MAX, `is at most ${ADD_MENU_QUANTITY_MAX}`)
    .nullable()
    .default(null),
});
export type AddOutletProductBody = z.input<typeof AddOutletProductBodySchema>;
export type AddOutletProductInput = z.output<typeof AddOutletProductBodySchema>;
