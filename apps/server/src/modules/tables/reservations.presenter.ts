import { formatOutletDate, formatOutletTimeOfDay } from '@kasir/domain';
import type { Reservation } from '@kasir/contracts';
import type { ReservationRow } from './reservations.repository.ts';

/** Spec §3 Reservation: ReservationDate and ReservationTime on the outlet clock, plus the instant. */
export function presentReservation(row: ReservationRow, timeZoneHours: number): Reservation {
  const at = new Date(row.reservation_at);
  return {
    Id: row.id,
    OutletTableId: row.outlet_table_id,
    OutletTable: { Id: row.outlet_table_id, TableName: row.table_name, OutletAreaId: row.outlet_area_id, OutletArea: { Name: row.area_name } },
    CustomerName: row.customer_name,
    PhoneNumber: row.phone_number,
    Pax: row.pax,
    ReservationDate: formatOutletDate(at, timeZoneHours),
    ReservationTime: formatOutletTimeOfDay(at, timeZoneHours).slice(0, 5),
    ReservationAt: row.reservation_at,
    Status: row.status,
    Notes: row.notes,
    OrderId: row.order_id,
    CreatedOn: row.created_at,
    UpdatedOn: row.updated_at,
  };
}
