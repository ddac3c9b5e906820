import { z } from 'zod';
import { DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS, OutletType, codeValues } from '@kasir/domain';
import { EventMetaSchema } from './realtime.ts';

/**
 * The owner's back office: outlets, their order types and their settings (issue 20). Field
 * names as spec §3 Outlet has them; every refusal names its field.
 */

/** Not in the spec: UTC offsets run from −12 (Baker Island) to +14 (Line Islands). */
export const MIN_TIME_ZONE_HOURS = -12;
export const MAX_TIME_ZONE_HOURS = 14;
/** Not in the spec: a price level is LEVEL{n} of a product's LevelPrices; this caps n so a typo cannot store 10^9. */
export const MAX_PRICE_LEVEL = 99;
export const MAX_OUTLET_NAME_LENGTH = 100;
export const MAX_OUTLET_ADDRESS_LENGTH = 300;
export const MAX_OUTLET_TELEPHONE_LENGTH = 30;
export const MAX_CURRENCY_CODE_LENGTH = 10;
export const MAX_ORDER_TYPE_NAME_LENGTH = 60;

const outletTypes = codeValues(OutletType);

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_OUTLET_NAME_LENGTH, `Name must be at most ${MAX_OUTLET_NAME_LENGTH} characters`);

const timeZoneSchema = z
  .number({ error: 'TimeZone must be a number of hours' })
  .min(MIN_TIME_ZONE_HOURS, `TimeZone must be between ${MIN_TIME_ZONE_HOURS} and +${MAX_TIME_ZONE_HOURS}`)
  .max(MAX_TIME_ZONE_HOURS, `TimeZone must be between ${MIN_TIME_ZONE_HOURS} and +${MAX_TIME_ZONE_HOURS}`)
  // Offsets come in whole, half and quarter hours (India +5.5, Nepal +5.75).
  .refine((hours) => Number.isInteger(hours * 4), 'TimeZone must be in steps of a quarter hour');

const outletTypeSchema = z
  .number({ error: `Type must be ${outletTypes.join(' or ')}` })
  .int(`Type must be ${outletTypes.join(' or ')}`)
  .refine((type) => (outletTypes as number[]).includes(type), `Type must be ${outletTypes.join(' or ')}`);

/** Null uses SellPrice; n uses LEVEL{n}. */
export const PriceLevelSchema = z
  .number({ error: 'PriceLevel must be empty or a level from 1' })
  .int('PriceLevel must be a whole number')
  .min(1, 'PriceLevel must be empty or a level from 1')
  .max(MAX_PRICE_LEVEL, `PriceLevel must be at most ${MAX_PRICE_LEVEL}`)
  .nullable();

const outletFields = {
  Name: nameSchema,
  Address: z.string().trim().max(MAX_OUTLET_ADDRESS_LENGTH, `Address must be at most ${MAX_OUTLET_ADDRESS_LENGTH} characters`),
  Telephone: z.string().trim().max(MAX_OUTLET_TELEPHONE_LENGTH, `Telephone must be at most ${MAX_OUTLET_TELEPHONE_LENGTH} characters`),
  TimeZone: timeZoneSchema,
  Type: outletTypeSchema,
  CurrencyCode: z
    .string()
    .trim()
    .min(1, 'CurrencyCode is required')
    .max(MAX_CURRENCY_CODE_LENGTH, `CurrencyCode must be at most ${MAX_CURRENCY_CODE_LENGTH} characters`),
  IsPrinterV2: z.boolean({ error: 'IsPrinterV2 must be true or false' }),
  ExcludeChargeNoSales: z.boolean({ error: 'ExcludeChargeNoSales must be true or false' }),
  PriceLevel: PriceLevelSchema,
};

/** POST /outlet: Name and Type are needed; the rest default (TimeZone 7, CurrencyCode Rp, printer v1). */
export const OutletCreateBodySchema = z.object({
  Name: outletFields.Name,
  Address: outletFields.Address.default(''),
  Telephone: outletFields.Telephone.default(''),
  TimeZone: outletFields.TimeZone.default(DEFAULT_TIME_ZONE_HOURS),
  Type: outletFields.Type,
  CurrencyCode: outletFields.CurrencyCode.default(DEFAULT_CURRENCY_CODE),
  IsPrinterV2: outletFields.IsPrinterV2.default(false),
  ExcludeChargeNoSales: outletFields.ExcludeChargeNoSales.default(false),
  PriceLevel: outletFields.PriceLevel.default(null),
});
export type OutletCreateBody = z.infer<typeof OutletCreateBodySchema>;

/** PUT /outlet/{id}: any of the fields, IsSuspend included; what is left out stays. */
export const OutletUpdateBodySchema = z
  .object({ ...outletFields, IsSuspend: z.boolean({ error: 'IsSuspend must be true or false' }) })
  .partial();
export type OutletUpdateBody = z.infer<typeof OutletUpdateBodySchema>;

/** PUT /outlet/{id}/suspend. */
export const OutletSuspendBodySchema = z.object({ IsSuspend: z.boolean({ error: 'IsSuspend must be true or false' }) });
export type OutletSuspendBody = z.infer<typeof OutletSuspendBodySchema>;

/** An outlet order type as the back office edits it (IsActive included, unlike the cashier's list). */
export const OwnerOutletOrderTypeSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  OrderTypeId: z.number().int(),
  Name: z.string(),
  PriceLevel: z.number().int().nullable(),
  IsRounded: z.boolean(),
  IsActive: z.boolean(),
  Position: z.number().int(),
  OutletChargeIds: z.array(z.number().int()),
});
export type OwnerOutletOrderType = z.infer<typeof OwnerOutletOrderTypeSchema>;

/** A charge an order type may apply (its name and whether it is active), for the picker. */
export const OutletChargeOptionSchema = z.object({ Id: z.number().int(), Name: z.string(), IsActive: z.boolean() });
export type OutletChargeOption = z.infer<typeof OutletChargeOptionSchema>;

/** GET /outlet/{id}/orderTypes: the outlet's order types and the charges they may apply. */
export const OwnerOutletOrderTypesSchema = z.object({
  OrderTypes: z.array(OwnerOutletOrderTypeSchema),
  Charges: z.array(OutletChargeOptionSchema),
});
export type OwnerOutletOrderTypes = z.infer<typeof OwnerOutletOrderTypesSchema>;

/** PUT /outletOrderType/{id}: any of the fields; OutletChargeIds replaces the charges it applies. */
export const OutletOrderTypeUpdateBodySchema = z
  .object({
    Name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(MAX_ORDER_TYPE_NAME_LENGTH, `Name must be at most ${MAX_ORDER_TYPE_NAME_LENGTH} characters`),
    IsRounded: z.boolean({ error: 'IsRounded must be true or false' }),
    PriceLevel: PriceLevelSchema,
    IsActive: z.boolean({ error: 'IsActive must be true or false' }),
    OutletChargeIds: z
      .array(z.number({ error: 'OutletChargeIds must be charge ids' }).int('OutletChargeIds must be charge ids').positive('OutletChargeIds must be charge ids'), {
        error: 'OutletChargeIds must be a list of charge ids',
      })
      .max(50, 'OutletChargeIds may hold at most 50 charges')
      .refine((ids) => new Set(ids).size === ids.length, 'OutletChargeIds names a charge more than once'),
  })
  .partial();
export type OutletOrderTypeUpdateBody = z.infer<typeof OutletOrderTypeUpdateBodySchema>;

/** Realtime: the owner suspended the outlet; its terminals sign out of it. */
export const OutletSuspendedEventSchema = EventMetaSchema.extend({ Name: z.string() });
export type OutletSuspendedEvent = z.infer<typeof OutletSuspendedEventSchema>;

/** Realtime: the owner changed the outlet (name, type, printer, settings, order types); terminals refetch it. */
export const OutletChangedEventSchema = EventMetaSchema.extend({ Name: z.string() });
export type OutletChangedEvent = z.infer<typeof OutletChangedEventSchema>;
