import { z } from 'zod';
import { MAX_BROADCAST_LENGTH } from './outlet-settings.ts';

/** Spec §3 Outlet (the fields the session screens need; later issues add tables). */
export const OutletSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Address: z.string(),
  Telephone: z.string(),
  TimeZone: z.number(),
  Type: z.number().int(),
  CurrencyCode: z.string(),
  IsPrinterV2: z.boolean(),
  IsSuspend: z.boolean(),
  ExcludeChargeNoSales: z.boolean(),
  OutletAppSetting: z.object({ PriceLevel: z.number().int().nullable() }),
});
export type Outlet = z.infer<typeof OutletSchema>;

export const GetByUserQuerySchema = z.object({
  isSuspend: z.enum(['0', '1']).optional(),
});

/** Spec §3 Outlet setting. */
export const OutletSettingSchema = z.object({
  Code: z.string(),
  Value: z.string(),
  OutletId: z.number().int().nullable(),
});
export type OutletSetting = z.infer<typeof OutletSettingSchema>;

export const SettingCodeParamSchema = z.object({ code: z.string().min(1).max(100) });

export const BroadcastBodySchema = z.object({ Message: z.string().trim().min(1, 'Message is required').max(MAX_BROADCAST_LENGTH) });
