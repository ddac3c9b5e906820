import { z } from 'zod';
import { COURIER_STATUS_VALUES, DRIVER_NAME_MAX_LENGTH, DRIVER_PHONE_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import { EventMetaSchema } from './realtime.ts';
import { PaymentAmountSchema } from './payments.ts';

/**
 * Couriers of delivery orders (issue 22, docs/couriers.md). GET /order/orderCourier/{id} is the
 * spec's (§7: Histories, DeliverName, CourierImageName, PhoneNumber); the other calls are ours.
 * Money on the wire is decimal rupiah (Total is spec §3's OrderCourier.Total).
 */
const IdSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0');
export const CourierStatusSchema = z.enum(COURIER_STATUS_VALUES);

/** One step of a courier: spec §3 Histories, a JSON list of {Code, Time} (Time: ISO-8601 UTC). */
export const CourierHistorySchema = z.object({ Code: CourierStatusSchema, Time: z.string() });
export type CourierHistory = z.infer<typeof CourierHistorySchema>;

export const OrderCourierSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  /** The provider's code: 'MANUAL' for the built-in one. */
  Provider: z.string(),
  Status: CourierStatusSchema,
  /** Oldest first. */
  Histories: z.array(CourierHistorySchema),
  DriverId: z.number().int().nullable(),
  DeliverName: z.string().nullable(),
  /** An image file name served at /upload/{name}, or null. */
  CourierImageName: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  /** The delivery fee (spec §3 OrderCourier.Total). */
  Total: z.number(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
});
export type OrderCourier = z.infer<typeof OrderCourierSchema>;

/** POST /order/orderCourier/{id}/request: ask the provider (MANUAL when absent) for a courier. */
export const RequestCourierBodySchema = z.object({
  Provider: z.string().trim().min(1).max(40).optional(),
  Fee: PaymentAmountSchema.optional(),
});
export type RequestCourierBody = z.infer<typeof RequestCourierBodySchema>;

/** PUT /order/orderCourier/{id}/assign (MANUAL): the outlet's driver takes the order. */
export const AssignCourierDriverBodySchema = z.object({ DriverId: IdSchema });

/**
 * PUT /order/orderCourier/{id}/status (MANUAL): moves the courier from the status the cashier
 * saw (From) to the next one (To); a doubled tap finds the courier already at To and moves nothing.
 */
export const MoveCourierBodySchema = z.object({ From: CourierStatusSchema, To: CourierStatusSchema });
export type MoveCourierBody = z.infer<typeof MoveCourierBodySchema>;

export const CourierDriverSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PhoneNumber: z.string(),
  ImageId: z.number().int().nullable(),
  ImageName: z.string().nullable(),
});
export type CourierDriver = z.infer<typeof CourierDriverSchema>;

/** POST /courierDriver: one of the outlet's own drivers (spec §5 phone rules: required, max 16). */
export const CourierDriverBodySchema = z.object({
  Name: z.string({ error: SpecMessage.NAME_REQUIRED }).trim().min(1, SpecMessage.NAME_REQUIRED).max(DRIVER_NAME_MAX_LENGTH),
  PhoneNumber: z.string({ error: SpecMessage.PHONE_REQUIRED }).trim().min(1, SpecMessage.PHONE_REQUIRED).max(DRIVER_PHONE_MAX_LENGTH).regex(/^\+?[0-9 -]+$/, 'digits only'),
  ImageId: IdSchema.nullable().optional(),
});
export type CourierDriverBody = z.infer<typeof CourierDriverBodySchema>;

/** order:getCourier: a driver was found ('Kurir telah ditemukan'); also sent on each later move. */
export const OrderGetCourierEventSchema = EventMetaSchema.extend({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  StepProcess: z.number().int(),
  /** The order's Status (OrderStatus). */
  Status: z.number().int(),
  CourierStatus: CourierStatusSchema,
  DeliverName: z.string().nullable(),
});
export type OrderGetCourierEvent = z.infer<typeof OrderGetCourierEventSchema>;
