import { z } from 'zod';
import { RowIdParamSchema } from './ids.ts';
import { SetReceipt, VoidPrintType, codeValues } from '@kasir/domain';
import { JobIdSchema, PrintJobSchema } from './print.ts';

/**
 * Printing on the server (spec §3 Receipt/print set, Receipt settings, Device; §7 Printing,
 * Receipt, Device, POST /print/bill/{id}). The server composes every ticket and answers
 * agent-ready jobs (PrintPlanSchema); the web relays each job to the print service.
 */

const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
export const PrintIdParamSchema = RowIdParamSchema;

/** "ip:port" as the spec stores a device address; the port 1..65535. */
export const DeviceAddressSchema = z
  .string({ error: 'IpAddress must be text such as 192.168.1.50:9100' })
  .trim()
  .regex(/^(localhost|(\d{1,3}\.){3}\d{1,3}):(\d{1,5})$/, 'IpAddress must be ip:port, such as 192.168.1.50:9100')
  .refine((value) => {
    const [host = '', port = ''] = value.split(':');
    const portNumber = Number(port);
    const isHostValid = host === 'localhost' || host.split('.').every((part) => Number(part) <= 255);
    return isHostValid && portNumber >= 1 && portNumber <= 65535;
  }, 'IpAddress must be ip:port with each ip part 0-255 and port 1-65535');

export const PaperWidthSchema = z.union([z.literal(58), z.literal(80)], { error: 'PaperWidth must be 58 or 80' });

export const DeviceBodySchema = z.object({
  Name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is at most 100 characters'),
  IpAddress: DeviceAddressSchema,
  IsConnectedDrawer: z.boolean().default(false),
  PaperWidth: PaperWidthSchema.default(80),
});
export type DeviceBody = z.input<typeof DeviceBodySchema>;
export const UpdateDeviceBodySchema = DeviceBodySchema.extend({ Id: IdSchema });

export const DeviceSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IpAddress: z.string(),
  Ip: z.string(),
  Port: z.number().int(),
  IsConnectedDrawer: z.boolean(),
  PaperWidth: PaperWidthSchema,
});
export type Device = z.infer<typeof DeviceSchema>;

export const SetReceiptIdSchema = z.union(codeValues(SetReceipt).map((value) => z.literal(value)), {
  error: 'SetReceiptId must be 1 to 8',
});

/** FontSize "h,v": horizontal and vertical magnification, each 1..8. */
export const FontSizeSchema = z
  .string()
  .trim()
  .regex(/^[1-8],[1-8]$/, 'FontSize must be two sizes 1-8 such as "1,1" or "1,2"');

const IdListSchema = z.array(IdSchema).max(500, 'at most 500 ids');

export const OutletSetReceiptDeviceBodySchema = z.object({
  DeviceId: IdSchema,
  Quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10, 'Quantity must be at most 10').default(1),
  OutletSetReceiptAreas: z.array(z.object({ OutletAreaId: IdSchema })).max(200).default([]),
  DepartmentIds: IdListSchema.default([]),
  ProductCategoryIds: IdListSchema.default([]),
  OutletProductIds: IdListSchema.default([]),
});

export const OutletReceiptBodySchema = z.object({
  SetReceiptId: SetReceiptIdSchema,
  Name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is at most 100 characters'),
  CustomIpServicePrinter: z
    .string()
    .trim()
    .max(200)
    .regex(/^https?:\/\/[^\s]+$/, 'CustomIpServicePrinter must be an http(s) address such as http://192.168.1.20:3003')
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
  FontSize: FontSizeSchema.default('1,1'),
  OutletSetReceiptDevices: z.array(OutletSetReceiptDeviceBodySchema).max(50).default([]),
});
export type OutletReceiptBody = z.input<typeof OutletReceiptBodySchema>;
export const UpdateOutletReceiptBodySchema = OutletReceiptBodySchema.extend({ Id: IdSchema });

export const OutletSetReceiptDeviceSchema = z.object({
  DeviceId: z.number().int(),
  Device: DeviceSchema,
  Quantity: z.number().int(),
  OutletSetReceiptAreas: z.array(z.object({ OutletAreaId: z.number().int() })),
  DepartmentIds: z.array(z.number().int()),
  ProductCategoryIds: z.array(z.number().int()),
  OutletProductIds: z.array(z.number().int()),
});
export type OutletSetReceiptDevice = z.infer<typeof OutletSetReceiptDeviceSchema>;

export const OutletReceiptSchema = z.object({
  Id: z.number().int(),
  SetReceiptId: z.number().int(),
  Name: z.string(),
  CustomIpServicePrinter: z.string().nullable(),
  FontSize: z.string(),
  OutletSetReceiptDevices: z.array(OutletSetReceiptDeviceSchema),
});
export type OutletReceipt = z.infer<typeof OutletReceiptSchema>;

const FlagSchema = z.object({ IsActive: z.boolean() });
/** Spec §3 Receipt settings: flags with IsActive, and Data where the flag carries text. */
export const ReceiptSettingSchema = z.object({
  OutletInfo: z.object({
    IsActive: z.boolean(),
    Data: z.object({ Name: z.string().max(100), Address: z.string().max(300), Phone: z.string().max(30) }),
  }),
  TimeInfo: FlagSchema,
  FooterNote: z.object({ IsActive: z.boolean(), Data: z.string().max(500, 'FooterNote is at most 500 characters') }),
  CashierName: FlagSchema,
  CustomerName: FlagSchema,
  BundleDetail: FlagSchema,
  TotalQuantity: FlagSchema,
  Points: FlagSchema,
  Logo: FlagSchema,
  UnitPrice: FlagSchema,
  ProductCount: FlagSchema,
  PointCount: FlagSchema,
});
export type ReceiptSetting = z.infer<typeof ReceiptSettingSchema>;

export const DepartmentSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type Department = z.infer<typeof DepartmentSchema>;

/** One job of a plan: the agent's job (jobId always set) plus who it is for. */
export const PlannedPrintJobSchema = z.intersection(
  PrintJobSchema,
  z.object({
    jobId: JobIdSchema,
    Kind: z.string(),
    DeviceId: z.number().int(),
    DeviceName: z.string(),
    SetReceiptId: z.number().int(),
  }),
);
export type PlannedPrintJob = z.infer<typeof PlannedPrintJobSchema>;

/** The answer of every "what to print" call. */
export const PrintPlanSchema = z.object({
  Jobs: z.array(PlannedPrintJobSchema),
  /** Names for 'Produk {list} belum memiliki printer yang diset'. */
  MissingPrinterProducts: z.array(z.string()),
  Message: z.string().nullable(),
});
export type PrintPlan = z.infer<typeof PrintPlanSchema>;

/**
 * POST /print/order and /print/orderV2, with an optional Idempotency-Key header
 * (IDEMPOTENCY_KEY_HEADER of orders.ts). The server claims the lines a plan carries as it
 * answers it; a retry under the same key answers the same plan and job ids (ADR 10).
 */
export const PrintOrderBodySchema = z.object({
  Id: IdSchema,
  Promos: z.array(z.unknown()).max(100).optional(),
  AccordingDevice: z.boolean().optional(),
});
/** POST /print/orderSent acknowledges the claims of these jobs; MarkedLines counts the lines acknowledged now (ADR 10). */
export const PrintOrderSentBodySchema = z.object({ Id: IdSchema, JobIds: z.array(JobIdSchema).min(1, 'JobIds must not be empty').max(500) });
export const PrintOrderSentResultSchema = z.object({ Id: z.number().int(), MarkedLines: z.number().int() });
export const PrintByIdBodySchema = z.object({ Id: IdSchema });
export const PrintReceiptBodySchema = z.object({ Id: IdSchema, IsReprint: z.boolean().optional() });
export const PrintVoidBodySchema = z.object({
  Id: IdSchema,
  OrderProductId: IdSchema.optional(),
  Quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').optional(),
  VoidType: z.union(codeValues(VoidPrintType).map((value) => z.literal(value)), { error: 'VoidType must be 1 (VOID ITEM) or 2 (VOID ORDER)' }),
}).refine((body) => body.VoidType !== VoidPrintType.VOID_ITEM || body.OrderProductId !== undefined, {
  message: 'OrderProductId is required for VOID ITEM',
  path: ['OrderProductId'],
});
export const PrintQrTableBodySchema = z.object({ OutletTableId: IdSchema, OrderId: IdSchema.optional() });
export const PrintChangeTableBodySchema = z.object({ Id: IdSchema, FromTableIds: z.array(IdSchema).min(1, 'FromTableIds must not be empty').max(50) });
export const PrintShiftBodySchema = z.object({ ShiftId: IdSchema });
export const PrintTestBodySchema = z.object({ DeviceId: IdSchema });
