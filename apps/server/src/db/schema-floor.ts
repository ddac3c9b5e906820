import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/** Seating: areas, tables, reservations (issue 5; the tables module owns it). */

export interface OutletAreasTable {
  id: Generated<number>;
  outlet_id: number;
  name: string;
  /** Integer hundredths, added to orders seated in the area. */
  charge: number;
  /** Floor-plan units (spec §3 AreaSize 'width*height', default 1000*800). */
  area_width: number;
  area_height: number;
  position: number;
  /** 0 once archived (migration 0018): past orders still name it, the floor plan no longer shows it. */
  is_active: Generated<Flag>;
  /** The Idempotency-Key of the back-office create that made it, or null. */
  idempotency_key: Generated<string | null>;
}

export interface OutletTablesTable {
  id: Generated<number>;
  outlet_id: number;
  outlet_area_id: number;
  table_name: string;
  table_index: number;
  /** TableStatus of spec §4. */
  status: number;
  pax: number;
  position_x: number;
  position_y: number;
  capacity: number;
  is_room: Flag;
  /** The room table (is_room = 1) this table stands in, or null. */
  room_id: number | null;
  /** TableType: DINE_IN 1, TIME_BASED 2. */
  type: number;
  /** 'HH:mm:ss' on the outlet clock chosen at selection (all-you-can-eat), or null. */
  end_time: string | null;
  /** The UTC instant the current seating ends (resolved from end_time or the order's time session). */
  ends_at: string | null;
  /** When table:leftTime was sent for the current ends_at; cleared whenever ends_at changes. */
  time_up_notified_at: string | null;
  /** Integer hundredths. */
  charge: number;
  lock_by: number | null;
  filled_id: number | null;
  updated_by: number | null;
  last_ordered_on: string | null;
  last_filled_on: string | null;
  /** Merged tables point at the table they were merged into. */
  merged_reference_id: number | null;
  updated_at: string;
  /** 0 once archived (migration 0018): past orders and reservations still name it; the name is free again. */
  is_active: Generated<Flag>;
  /** The Idempotency-Key of the back-office create that made it, or null. */
  idempotency_key: Generated<string | null>;
}

export interface ReservationsTable {
  id: Generated<number>;
  outlet_id: number;
  outlet_table_id: number;
  customer_name: string;
  phone_number: string;
  pax: number;
  /** UTC instant of the reservation (entered as outlet date and time). */
  reservation_at: string;
  /** ReservationStatus: DONE 1, WAITING 2, CANCELED 3. */
  status: number;
  notes: string;
  order_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface FloorTables {
  outlet_areas: OutletAreasTable;
  outlet_tables: OutletTablesTable;
  reservations: ReservationsTable;
}
