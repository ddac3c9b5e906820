import { z } from 'zod';
import { RowIdParamSchema, RowIdTextSchema } from './ids.ts';
import { ReservationStatus, TableStatus, codeValues, PHONE_MAX_LENGTH } from '@kasir/domain';
import { EventMetaSchema } from './realtime.ts';

/** Wire shapes of the area, table, order-table and reservation calls of spec §7. */

const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
const IdParamSchema = RowIdParamSchema;
const DateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
/** Spec §7: EndTime is hours:minutes:seconds or null. */
export const EndTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'must be HH:mm:ss')
  .nullable();
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be HH:mm');

export const OutletAreaIdParamSchema = z.object({ areaId: RowIdTextSchema });
export const TableIdParamSchema = IdParamSchema;
export const TableOrderIdParamSchema = IdParamSchema;
export const ReservationIdParamSchema = IdParamSchema;

/** Spec §3 Outlet table. Amounts in rupiah; instants ISO-8601 UTC. */
export const OutletTableSchema = z.object({
  Id: z.number().int(),
  OutletAreaId: z.number().int(),
  TableName: z.string(),
  TableIndex: z.number().int(),
  Status: z.number().int(),
  Pax: z.number().int(),
  /** 'x*y' in area units. */
  Position: z.string(),
  PositionX: z.number(),
  PositionY: z.number(),
  Capacity: z.number().int(),
  IsRoom: z.boolean(),
  RoomId: z.number().int().nullable(),
  IsReserved: z.boolean(),
  Merged: z.boolean(),
  ReferenceId: z.number().int().nullable(),
  Type: z.number().int(),
  /** 'HH:mm:ss' on the outlet clock, or null. */
  EndTime: z.string().nullable(),
  /** The instant the seating ends (server time), so every terminal counts down alike. */
  EndsAt: z.string().nullable(),
  /** 'HH:mm:ss' left when the table shows a time left (spec §2), else null. */
  LeftTime: z.string().nullable(),
  Charge: z.number(),
  LockBy: z.number().int().nullable(),
  LockByName: z.string().nullable(),
  UpdatedBy: z.number().int().nullable(),
  FilledId: z.number().int().nullable(),
  LastOrderedOn: z.string().nullable(),
  LastFilledOn: z.string().nullable(),
  /** The active order seated here, if any (the web opens it instead of a new order). */
  OrderId: z.number().int().nullable(),
  UpdatedOn: z.string(),
});
export type OutletTable = z.infer<typeof OutletTableSchema>;

/** Spec §3 Outlet area with its tables; AreaSize 'width*height' (default 1000*800). */
export const OutletAreaSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Charge: z.number(),
  AreaSize: z.string(),
  Position: z.number().int(),
  OutletTables: z.array(OutletTableSchema),
});
export type OutletArea = z.infer<typeof OutletAreaSchema>;

/** GET /outletTable/clock: the server's instant and the outlet's clock, so terminals count time left alike. */
export const OutletClockSchema = z.object({
  Now: z.string(),
  TimeZone: z.number(),
  OutletDate: z.string(),
  OutletTime: z.string(),
});
export type OutletClock = z.infer<typeof OutletClockSchema>;

const tableStatuses: readonly number[] = codeValues(TableStatus);
export const UpdateTableStatusBodySchema = z.object({
  OutletTableId: IdSchema,
  Status: z.number().int().refine((value) => tableStatuses.includes(value), 'must be a table status'),
  EndTime: EndTimeSchema.optional(),
  Pax: z.number().int().min(0, 'cannot be negative').optional(),
});
export type UpdateTableStatusBody = z.infer<typeof UpdateTableStatusBodySchema>;

export const GenerateQrQuerySchema = z.object({
  OutletTableId: RowIdTextSchema,
  OrderId: RowIdTextSchema.optional(),
});
export const TableQrSchema = z.object({ OutletTableId: z.number().int(), OrderId: z.number().int().nullable(), TableName: z.string(), QrData: z.string() });
export type TableQr = z.infer<typeof TableQrSchema>;

/** Spec §3 Selected table: what the side form hands to the menu. */
export const SelectedTableSchema = z.object({
  OutletAreaId: z.number().int(),
  OutletTableId: z.number().int(),
  Pax: z.number().int(),
  TableName: z.string(),
  OutletAreaName: z.string(),
  EndTime: z.string().nullable(),
  Charge: z.number(),
});
export type SelectedTable = z.infer<typeof SelectedTableSchema>;

// Order-table calls (spec §7).
export const ByTableQuerySchema = z.object({ status: z.coerce.number().int().positive().optional() });
export const AddOrderTableBodySchema = z.object({ TableIds: z.array(IdSchema).min(1, 'Must Select a Table') });
export const ChangeOrderTableBodySchema = z.object({ OutletId: IdSchema.optional(), TableId: IdSchema });
export const MergeOrderTableBodySchema = z.object({
  TableIds: z.array(IdSchema).min(1, 'Must Select a Table'),
  ReferenceId: IdSchema,
});

export const OrderTableLinkSchema = z.object({
  OutletTableId: z.number().int(),
  OutletTable: z.object({ Id: z.number().int(), TableName: z.string(), OutletArea: z.object({ Name: z.string() }) }),
});

/** What changeOrderTable, mergeOrderTable and addOrderTable answer: the order's tables now. */
export const OrderTablesChangedSchema = z.object({
  Id: z.number().int(),
  Version: z.number().int(),
  OutletAreaId: z.number().int().nullable(),
  OutletTableIds: z.array(z.number().int()),
  OrderTables: z.array(OrderTableLinkSchema),
});
export type OrderTablesChanged = z.infer<typeof OrderTablesChangedSchema>;

/** The part of an order the table screens and the order history show. */
export const TableOrderSummarySchema = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  Status: z.number().int(),
  OrderTypeId: z.number().int(),
  OutletOrderTypeId: z.number().int(),
  Pax: z.number().int(),
  CustomerName: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  InfoOrder: z.string().nullable(),
  OutletAreaId: z.number().int().nullable(),
  EndTime: z.string().nullable(),
  SubTotal: z.number(),
  DiscountAmount: z.number(),
  Total: z.number(),
  CreatedOn: z.string(),
  OrderedByName: z.string(),
  OrderTables: z.array(OrderTableLinkSchema),
  OutletTableIds: z.array(z.number().int()),
});
export type TableOrderSummary = z.infer<typeof TableOrderSummarySchema>;

export const OrderHistoryQuerySchema = z.object({
  fromDate: DateOnlySchema.optional(),
  toDate: DateOnlySchema.optional(),
  status: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(20),
  keyword: z.string().trim().max(100).optional(),
});
/** GET /order/getAllOrderHistory: a range of outlet dates and a status, unpaged. */
export const AllOrderHistoryQuerySchema = z.object({
  fromDate: DateOnlySchema.optional(),
  toDate: DateOnlySchema.optional(),
  status: z.coerce.number().int().positive().optional(),
});
export const OrderHistoryPageSchema = z.object({
  Items: z.array(TableOrderSummarySchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  TotalItems: z.number().int(),
  TotalPages: z.number().int(),
});
export type OrderHistoryPage = z.infer<typeof OrderHistoryPageSchema>;

// Reservations (spec §3, §7).
const reservationStatuses: readonly number[] = codeValues(ReservationStatus);
export const ReservationBodySchema = z.object({
  OutletTableId: IdSchema,
  CustomerName: z.string().trim().min(1, 'Nama tidak boleh kosong').max(100),
  PhoneNumber: z.string().trim().min(1, 'Nomor HP tidak boleh kosong').max(PHONE_MAX_LENGTH, `max ${PHONE_MAX_LENGTH} characters`),
  Pax: z.number().int().min(1, 'Number of pax cannot be 0'),
  ReservationDate: DateOnlySchema,
  ReservationTime: TimeSchema,
  Notes: z.string().trim().max(500).default(''),
});
export type ReservationBody = z.infer<typeof ReservationBodySchema>;
export const ReservationUpdateBodySchema = ReservationBodySchema.partial().extend({
  Status: z
    .number()
    .int()
    .refine((value) => reservationStatuses.includes(value), 'must be a reservation status')
    .optional(),
});
export type ReservationUpdateBody = z.infer<typeof ReservationUpdateBodySchema>;
export const ReservationListQuerySchema = z.object({
  fromDate: DateOnlySchema.optional(),
  toDate: DateOnlySchema.optional(),
  status: z.coerce.number().int().positive().optional(),
});
export const ReservationSaveBodySchema = z.object({ Pax: z.number().int().min(1, 'Number of pax cannot be 0').optional() }).optional();

export const ReservationSchema = z.object({
  Id: z.number().int(),
  OutletTableId: z.number().int(),
  OutletTable: z.object({ Id: z.number().int(), TableName: z.string(), OutletAreaId: z.number().int(), OutletArea: z.object({ Name: z.string() }) }),
  CustomerName: z.string(),
  PhoneNumber: z.string(),
  Pax: z.number().int(),
  /** Outlet date and time (spec §3). */
  ReservationDate: z.string(),
  ReservationTime: z.string(),
  /** The same moment as a UTC instant. */
  ReservationAt: z.string(),
  Status: z.number().int(),
  Notes: z.string(),
  OrderId: z.number().int().nullable(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** POST /reservation/save/{id}: the reservation is DONE and its table is seated for the caller's order. */
export const ReservationSavedSchema = z.object({ Reservation: ReservationSchema, SelectedTable: SelectedTableSchema });
export type ReservationSaved = z.infer<typeof ReservationSavedSchema>;

// Realtime (spec §7): outletTable:lock carries every status change of a table; table:leftTime its end.
export const OutletTableChangedEventSchema = EventMetaSchema.extend({
  OutletTableId: z.number().int(),
  Type: z.number().int(),
  Status: z.number().int(),
  Pax: z.number().int().optional(),
  LockBy: z.number().int().nullable(),
  LockByName: z.string().nullable(),
});
export type OutletTableChangedEvent = z.infer<typeof OutletTableChangedEventSchema>;

export const TableLeftTimeEventSchema = EventMetaSchema.extend({
  OutletTableId: z.number().int(),
  TableName: z.string(),
  OutletAreaName: z.string(),
  EndsAt: z.string(),
  LeftTime: z.string(),
});
export type TableLeftTimeEvent = z.infer<typeof TableLeftTimeEventSchema>;
