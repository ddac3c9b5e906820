import { z } from 'zod';
import {
  DEFAULT_CURRENCY_CODE,
  DEFAULT_TIME_ZONE_HOURS,
  OrderType,
  OutletType,
  PaymentMethodTypeCode,
  RoundingSetting,
  SETUP_MAX_CHARGES,
  SETUP_MAX_PAYMENT_METHODS,
  SETUP_MAX_PRODUCTS,
  SETUP_MAX_PRODUCT_PRICE_RUPIAH,
  SETUP_MAX_TABLES,
  codeValues,
} from '@kasir/domain';
import { UsernameSchema, PinSchema } from './auth.ts';
import { DeviceAddressSchema } from './printing.ts';
import { envelope } from './envelope.ts';

/**
 * POST /setup/outlet: the first-run wizard sends everything it collected at once, so the server
 * makes the whole outlet in one transaction and a browser closed half way leaves nothing behind.
 * Money is whole rupiah on the wire (stored as hundredths), percentages are percent (5 = 5 %).
 */
const name = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(100, `${what} is at most 100 characters`);
const oneOf = (values: readonly number[], message: string) => z.number({ error: message }).int(message).refine((value) => values.includes(value), message);

/** 0 = no rounding step (only whole rupiah); otherwise RoundingSetting HUNDRED 1 or THOUSAND 2. */
export const SETUP_ROUNDING_NONE = 0;

export const SetupOutletSchema = z.object({
  Name: name('Name'),
  Type: oneOf(codeValues(OutletType), 'Type must be 1 (restaurant) or 2 (all you can eat)'),
  Address: z.string().trim().max(300, 'Address is at most 300 characters').default(''),
  Telephone: z.string().trim().max(30, 'Telephone is at most 30 characters').regex(/^[\d+\-() ]*$/, 'Telephone may hold digits, spaces and + - ( )').default(''),
  TimeZone: z.number({ error: 'TimeZone must be a number of hours' }).int('TimeZone must be whole hours').min(-12, 'TimeZone must be -12 to 14').max(14, 'TimeZone must be -12 to 14').default(DEFAULT_TIME_ZONE_HOURS),
  CurrencyCode: z.string().trim().min(1, 'CurrencyCode is required').max(10, 'CurrencyCode is at most 10 characters').default(DEFAULT_CURRENCY_CODE),
  IsPrinterV2: z.boolean().default(false),
  ExcludeChargeNoSales: z.boolean().default(true),
  Rounding: oneOf([SETUP_ROUNDING_NONE, ...codeValues(RoundingSetting)], 'Rounding must be 0 (none), 1 (hundred) or 2 (thousand)').default(RoundingSetting.HUNDRED),
});

export const SetupPaymentMethodSchema = z.object({
  Name: name('Name'),
  Type: oneOf(codeValues(PaymentMethodTypeCode), 'Type must be a payment method type 1 to 7'),
  OpenDrawer: z.boolean().default(false),
});

export const SetupChargeSchema = z.object({
  Name: name('Name'),
  /** Percent of the subtotal, up to two decimals (5 = 5 %, 2.5 = 2,5 %). */
  Percent: z.number({ error: 'Percent must be a number' }).gt(0, 'Percent must be above 0').max(100, 'Percent must be at most 100').multipleOf(0.01, 'Percent has at most two decimals'),
  /** The order types (spec OrderType codes) the charge applies to. */
  OrderTypes: z.array(oneOf(codeValues(OrderType), 'OrderTypes holds order types 1 to 4')).min(1, 'Choose at least one order type'),
});

export const SetupAreaSchema = z.object({
  Name: name('Name'),
  TableCount: z.number({ error: 'TableCount must be a number' }).int('TableCount must be a whole number').min(1, 'TableCount must be at least 1').max(SETUP_MAX_TABLES, `TableCount must be at most ${SETUP_MAX_TABLES}`),
  /** Seats per table. */
  Capacity: z.number({ error: 'Capacity must be a number' }).int('Capacity must be a whole number').min(1, 'Capacity must be at least 1').max(50, 'Capacity must be at most 50').default(4),
});

export const SetupCashierSchema = z.object({ Name: name('Name'), Username: UsernameSchema, PIN: PinSchema });

/** The name heads every kitchen ticket (the station the cooks read), so it defaults to Kitchen. */
export const SETUP_DEFAULT_PRINTER_NAME = 'Kitchen';
export const SetupPrinterSchema = z.object({ Name: name('Name').default(SETUP_DEFAULT_PRINTER_NAME), IpAddress: DeviceAddressSchema });

export const SetupProductSchema = z.object({
  Name: name('Name'),
  /** Whole rupiah. */
  Price: z.number({ error: 'Price must be a number' }).int('Price must be whole rupiah').min(0, 'Price must not be negative').max(SETUP_MAX_PRODUCT_PRICE_RUPIAH, `Price must be at most ${SETUP_MAX_PRODUCT_PRICE_RUPIAH}`),
});

const uniqueNames = <T extends { Name: string }>(rows: T[], context: z.RefinementCtx, what: string) => {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.Name.toLowerCase();
    if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'Name'], message: `${what} names must be different` });
    seen.add(key);
  });
};

export const SetupOutletBodySchema = z.object({
  Outlet: SetupOutletSchema,
  PaymentMethods: z
    .array(SetupPaymentMethodSchema)
    .min(1, 'Choose at least one payment method')
    .max(SETUP_MAX_PAYMENT_METHODS, `At most ${SETUP_MAX_PAYMENT_METHODS} payment methods`)
    .superRefine((rows, context) => uniqueNames(rows, context, 'Payment method')),
  Charges: z
    .array(SetupChargeSchema)
    .max(SETUP_MAX_CHARGES, `At most ${SETUP_MAX_CHARGES} charges`)
    .superRefine((rows, context) => uniqueNames(rows, context, 'Charge'))
    .default([]),
  Area: SetupAreaSchema,
  Cashier: SetupCashierSchema,
  Printer: SetupPrinterSchema,
  Category: z.object({ Name: name('Name') }),
  Products: z
    .array(SetupProductSchema)
    .min(1, 'Add at least one product')
    .max(SETUP_MAX_PRODUCTS, `At most ${SETUP_MAX_PRODUCTS} products`)
    .superRefine((rows, context) => uniqueNames(rows, context, 'Product')),
});
export type SetupOutletBody = z.input<typeof SetupOutletBodySchema>;
export type SetupOutletInput = z.output<typeof SetupOutletBodySchema>;

export const SetupOutletResultSchema = z.object({ OutletId: z.number().int(), UserId: z.number().int(), Username: z.string() });
export type SetupOutletResult = z.infer<typeof SetupOutletResultSchema>;
export const SetupOutletResponseSchema = envelope(SetupOutletResultSchema);
