import type { Generated } from 'kysely';

/** Couriers of delivery orders (issue 22, migration 0025). Money in hundredths; instants ISO-8601 UTC text. */
export interface OrderCouriersTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  order_id: number;
  /** The provider's code ('MANUAL': the built-in one). */
  provider: string;
  /** CourierStatus of @kasir/domain. */
  status: string;
  /** JSON text: [{ Code, Time }], oldest first. */
  histories: string;
  driver_id: number | null;
  deliver_name: string | null;
  courier_image_name: string | null;
  phone_number: string | null;
  /** Delivery fee in hundredths (spec §3 OrderCourier.Total). */
  fee: number;
  /** A real provider's own id of the booking, or null. */
  external_ref: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CourierDriversTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  name: string;
  phone_number: string;
  image_id: number | null;
  created_at: string;
  archived_at: string | null;
}

export interface CourierTables {
  order_couriers: OrderCouriersTable;
  courier_drivers: CourierDriversTable;
}
