import type { BroadcastEvent, CatalogChangedEvent, CustomerConfirmedOrderEvent, CustomerNewOrderEvent, CustomerRequestBillEvent, EventMeta, FloorPlanChangedEvent, OutletChangedEvent, OutletSuspendedEvent, OutletTableLockEvent, PurchaseMembershipChangedEvent, ServerEvent, UserChangedEvent } from '@kasir/contracts';

export type ServerEventName = (typeof ServerEvent)[keyof typeof ServerEvent];

/** Payload of an event whose shape a later issue defines; it still carries the sequence meta. */
export type UntypedServerPayload = EventMeta & Record<string, unknown>;

/**
 * Payload per server event. Events whose contract exists are typed by it; the others are
 * narrowed by the features that consume them when their contracts land.
 */
export interface ServerEventPayloads {
  'reservation:printOrder': UntypedServerPayload;
  'customer:newOrder': CustomerNewOrderEvent;
  'customer:confirmedOrder': CustomerConfirmedOrderEvent;
  'customer:onlineOrder': CustomerNewOrderEvent;
  'customer:requestBill': CustomerRequestBillEvent;
  'order:lock': UntypedServerPayload;
  'outletTable:lock': OutletTableLockEvent;
  'order:stepProcess': UntypedServerPayload;
  'order:getCourier': UntypedServerPayload;
  'product:updateStock': UntypedServerPayload;
  'table:leftTime': UntypedServerPayload;
  ping: unknown;
  'response:system/error/show': unknown;
  'outlet:broadcast': BroadcastEvent;
  'session:ended': { reason: string };
  'order:changed': UntypedServerPayload;
  'purchaseMembership:changed': PurchaseMembershipChangedEvent;
  'paymentMethod:changed': EventMeta;
  'outletCharge:changed': EventMeta;
  'outlet:suspended': OutletSuspendedEvent;
  'outlet:changed': OutletChangedEvent;
  'floorPlan:changed': FloorPlanChangedEvent;
  'user:changed': EventMeta & UserChangedEvent;
  'catalog:changed': CatalogChangedEvent;
}

// Fails to compile when contracts add an event name this map does not cover.
type AssertNever<T extends never> = T;
export type UncoveredServerEvents = AssertNever<Exclude<ServerEventName, keyof ServerEventPayloads>>;

export type ServerEventHandler<E extends ServerEventName> = (payload: ServerEventPayloads[E]) => void;
