import type { FilledTable } from '../session/session-store.ts';

/**
 * Spec §3 wire shapes this feature reads (Outlet area, Outlet table, Reservation, the order
 * summary behind a table). Kept as the spec names them so swapping in the contracts' types
 * is a one-line change per type; optional fields are the ones the spec does not promise on
 * every answer.
 */
export interface OutletTable {
  Id: number;
  TableName: string;
  TableIndex: number;
  Status: number;
  Pax: number;
  /** 'x*y' in area units; PositionX/PositionY are the same numbers split. */
  Position?: string | null;
  PositionX?: number | null;
  PositionY?: number | null;
  Capacity: number;
  IsRoom: boolean;
  RoomId: number | null;
  IsReserved?: boolean;
  Merged?: boolean;
  ReferenceId?: number | null;
  Type: number;
  /** 'HH:mm:ss' on the outlet clock. */
  EndTime: string | null;
  /** The instant the seating ends, from the server, so every terminal counts down alike. */
  EndsAt?: string | null;
  LeftTime?: string | number | null;
  Charge?: number | null;
  LockBy: number | null;
  LockByName?: string | null;
  UpdatedBy?: number | null;
  FilledId?: number | null;
  LastOrderedOn?: string | null;
  LastFilledOn?: string | null;
  OutletAreaId?: number;
  /** The active order seated here, if any. */
  OrderId?: number | null;
}

export interface OutletArea {
  Id: number;
  Name: string;
  Charge?: number | null;
  /** 'width*height'; default 1000*800. */
  AreaSize?: string | null;
  OutletTables: OutletTable[];
}

export interface OrderTableLink {
  OutletTableId?: number;
  OutletTable?: { Id?: number; TableName: string; OutletArea?: { Name: string } | null } | null;
}

/** The part of an order the table screens show. */
export interface TableOrderSummary {
  Id: number;
  /** The version the terminal saw; a change sent with it is refused if the order moved on. */
  Version?: number;
  OrderNo: string;
  Status: number;
  OrderTypeId?: number;
  OrderTypeName?: string | null;
  Pax?: number | null;
  CustomerName?: string | null;
  CreatedOn?: string | null;
  Total?: number | null;
  OrderTables?: OrderTableLink[];
  OutletTableIds?: number[];
}

export interface Reservation {
  Id: number;
  OutletTableId: number;
  OutletTable?: { TableName: string; OutletAreaId?: number; OutletArea?: { Name: string } | null } | null;
  CustomerName: string;
  PhoneNumber: string;
  Pax: number;
  /** 'YYYY-MM-DD' and 'HH:mm' in outlet time (spec §3). */
  ReservationDate: string;
  ReservationTime: string;
  /** The same moment as a UTC instant. */
  ReservationAt?: string;
  Status: number;
  Notes?: string | null;
  OrderId?: number | null;
}

export interface ReservationInput {
  OutletTableId: number;
  CustomerName: string;
  PhoneNumber: string;
  Pax: number;
  ReservationDate: string;
  ReservationTime: string;
  Notes: string;
}

/** POST /reservation/save/{id}: the table seated for the order, as the menu reads it (spec §3 Selected table). */
export interface ReservationSaved {
  Reservation: Reservation;
  SelectedTable: FilledTable;
}
