import { z } from 'zod';
import { LOCK_TABLE_EVENT_TYPE } from '@kasir/domain';

/**
 * Realtime events of spec §7. Every server event carries its outlet and a per-outlet sequence
 * number, so a terminal that sees a gap (or reconnects) knows to refetch what it shows.
 */
export const EventMetaSchema = z.object({ OutletId: z.number().int(), Seq: z.number().int() });
export type EventMeta = z.infer<typeof EventMetaSchema>;

/** Client → server. */
export const UserCreatePayloadSchema = z.object({
  UserId: z.number().int(),
  OutletId: z.number().int(),
  OwnerId: z.number().int(),
  RoleId: z.number().int().nullable(),
});
export type UserCreatePayload = z.infer<typeof UserCreatePayloadSchema>;

export const LockTablePayloadSchema = z.object({
  OutletTableId: z.number().int().positive(),
  Type: z.literal(LOCK_TABLE_EVENT_TYPE),
  Pax: z.number().int().min(0).optional(),
});
export type LockTablePayload = z.infer<typeof LockTablePayloadSchema>;

/** Server → client payloads (each also carries EventMeta). */
export const OutletTableLockEventSchema = EventMetaSchema.extend({
  OutletTableId: z.number().int(),
  Type: z.number().int(),
  Pax: z.number().int().optional(),
  /** The table's status after the change (the server announces every change, not only locks). */
  Status: z.number().int().optional(),
  /** Null once the table is free again. */
  LockBy: z.number().int().nullable(),
  LockByName: z.string().nullable(),
});
export type OutletTableLockEvent = z.infer<typeof OutletTableLockEventSchema>;

export const BroadcastEventSchema = EventMetaSchema.extend({ Message: z.string() });
export type BroadcastEvent = z.infer<typeof BroadcastEventSchema>;

/**
 * Not in the spec: a membership purchase was made (at the till or by a phone sign-up), paid,
 * cancelled, extended or re-priced; terminals showing the purchase list refetch it.
 */
export const PurchaseMembershipChangedEventSchema = EventMetaSchema.extend({ Id: z.number().int(), Status: z.number().int() });
export type PurchaseMembershipChangedEvent = z.infer<typeof PurchaseMembershipChangedEventSchema>;

/** Not in the spec: the owner added, moved, edited, archived or deleted areas or tables of the outlet. */
export const FloorPlanChangedEventSchema = EventMetaSchema;
export type FloorPlanChangedEvent = z.infer<typeof FloorPlanChangedEventSchema>;

export const SessionEndedEventSchema = z.object({ reason: z.string() });

/** What changed in an outlet's menu (catalog:changed): the till refetches only those lists. */
export const CatalogPart = {
  PRODUCTS: 'products',
  CATEGORIES: 'categories',
  DEPARTMENTS: 'departments',
  SUB_PRODUCTS: 'subProducts',
  BUNDLES: 'bundles',
  PROMOS: 'promos',
} as const;
export type CatalogPartValue = (typeof CatalogPart)[keyof typeof CatalogPart];

/**
 * Not in the spec: the owner (back office, CSV import) or a cashier (/add-menu) changed the
 * outlet's menu; open tills drop their cached copies of the named parts and refetch them.
 */
export const CatalogChangedEventSchema = EventMetaSchema.extend({
  Parts: z.array(z.enum([CatalogPart.PRODUCTS, CatalogPart.CATEGORIES, CatalogPart.DEPARTMENTS, CatalogPart.SUB_PRODUCTS, CatalogPart.BUNDLES, CatalogPart.PROMOS])).min(1),
});
export type CatalogChangedEvent = z.infer<typeof CatalogChangedEventSchema>;

/** Names of the events, once. */
export const ClientEvent = {
  USER_CREATE: 'user:create',
  LOCK_TABLE: 'user:lockTable',
} as const;

export const ServerEvent = {
  RESERVATION_PRINT_ORDER: 'reservation:printOrder',
  CUSTOMER_NEW_ORDER: 'customer:newOrder',
  CUSTOMER_CONFIRMED_ORDER: 'customer:confirmedOrder',
  CUSTOMER_ONLINE_ORDER: 'customer:onlineOrder',
  CUSTOMER_REQUEST_BILL: 'customer:requestBill',
  ORDER_LOCK: 'order:lock',
  OUTLET_TABLE_LOCK: 'outletTable:lock',
  ORDER_STEP_PROCESS: 'order:stepProcess',
  ORDER_GET_COURIER: 'order:getCourier',
  PRODUCT_UPDATE_STOCK: 'product:updateStock',
  TABLE_LEFT_TIME: 'table:leftTime',
  PING: 'ping',
  SYSTEM_ERROR_SHOW: 'response:system/error/show',
  /** Not in the spec: outlet broadcast (POST /outletSetting/sendBroadcast). */
  OUTLET_BROADCAST: 'outlet:broadcast',
  /** Not in the spec: the session behind this socket was ended (logout, disabled user). */
  SESSION_ENDED: 'session:ended',
  /** Not in the spec: an order changed (lines, status, customer data); carries OrderId, Version, Status. */
  ORDER_CHANGED: 'order:changed',
  /** Not in the spec: a membership purchase changed; carries Id, Status. */
  PURCHASE_MEMBERSHIP_CHANGED: 'purchaseMembership:changed',
  /** Not in the spec: the owner changed the outlet's areas or tables (back office); terminals refetch the floor plan. */
  FLOOR_PLAN_CHANGED: 'floorPlan:changed',
  /** Not in the spec: a user or their role changed (backoffice-staff.ts UserChangedEvent); the terminal refetches /user/me. */
  USER_CHANGED: 'user:changed',
  /** Not in the spec: the owner suspended the outlet (back office); its terminals leave it. Carries Name. */
  OUTLET_SUSPENDED: 'outlet:suspended',
  /** Not in the spec: the owner edited the outlet, its settings or order types; terminals refetch. Carries Name. */
  OUTLET_CHANGED: 'outlet:changed',
  /** Not in the spec: the owner changed the outlet's payment methods (back office); terminals refetch them. */
  PAYMENT_METHOD_CHANGED: 'paymentMethod:changed',
  /** Not in the spec: the owner changed the outlet's charges (back office); terminals refetch charges and order types. */
  OUTLET_CHARGE_CHANGED: 'outletCharge:changed',
  /** Not in the spec: the outlet's menu changed (CatalogChangedEvent: which parts); terminals refetch them. */
  CATALOG_CHANGED: 'catalog:changed',
} as const;

/** Socket handshake: the spec sends the bearer token and outlet id as extra headers. */
export const SOCKET_OUTLET_HEADER = 'outletid';
/** HTTP calls name the chosen outlet the same way. */
export const OUTLET_HEADER = SOCKET_OUTLET_HEADER;
