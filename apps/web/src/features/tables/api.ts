import { useQuery } from '@tanstack/react-query';
import { DEFAULT_RESERVATION_FILTER, DEFAULT_TABLE_ORDER_FILTER, TableStatus } from '@kasir/domain';
import { http } from '../../api/http-client.ts';
import type { OutletArea, OutletTable, Reservation, ReservationInput, ReservationSaved, TableOrderSummary } from './wire-types.ts';

export const tablesQueryKeys = {
  all: ['tables'] as const,
  areas: (outletId: number) => ['tables', 'areas', outletId] as const,
  areaTables: (outletId: number, areaId: number) => ['tables', 'area-tables', outletId, areaId] as const,
  reservations: (outletId: number, fromDate: string, toDate: string, status: number | null) =>
    ['tables', 'reservations', outletId, fromDate, toDate, status] as const,
  orderHistory: (outletId: number, fromDate: string, toDate: string, status: number | null, page: number) =>
    ['tables', 'order-history', outletId, fromDate, toDate, status, page] as const,
};

/** GET /outletArea/: every area of the outlet, each with its tables. */
export function fetchAreas(): Promise<OutletArea[]> {
  return http.get<OutletArea[]>('/outletArea/');
}

/** GET /outletTable/{areaId}: the tables of one area, fresh. */
export function fetchAreaTables(areaId: number): Promise<OutletTable[]> {
  return http.get<OutletTable[]>(`/outletTable/${areaId}`);
}

/** POST /outletTable/updateStatusOutletTable: FILLED takes the table for this cashier (a refusal names who holds it). */
export function updateTableStatus(body: { OutletTableId: number; Status: number; EndTime: string | null; Pax?: number }): Promise<unknown> {
  return http.post('/outletTable/updateStatusOutletTable', body);
}

/** GET /order/byTable/{id}?status=: the first item is the table's active order (spec §7). */
export async function fetchActiveOrderOfTable(tableId: number): Promise<TableOrderSummary | null> {
  const orders = await http.get<TableOrderSummary[] | TableOrderSummary | null>(`/order/byTable/${tableId}`, {
    query: { status: DEFAULT_TABLE_ORDER_FILTER },
  });
  if (Array.isArray(orders)) return orders[0] ?? null;
  return orders ?? null;
}

export function changeOrderTable(orderId: number, body: { OutletId: number; TableId: number }): Promise<unknown> {
  return http.post(`/order/${orderId}/changeOrderTable`, body);
}

export function mergeOrderTable(orderId: number, body: { TableIds: number[]; ReferenceId: number }): Promise<unknown> {
  return http.post(`/order/${orderId}/mergeOrderTable`, body);
}

/** GET /reservation?fromDate&toDate (and status; null is every status). */
export async function fetchReservations(fromDate: string, toDate: string, status: number | null): Promise<Reservation[]> {
  const list = await http.get<Reservation[] | null>('/reservation', { query: { fromDate, toDate, status } });
  const all = Array.isArray(list) ? list : [];
  // The filter is applied here too, so the list is right whatever the server does with it.
  return status === null ? all : all.filter((reservation) => reservation.Status === status);
}

/** GET /reservation/byTable/{id}?status=: the table's reservations (WAITING by default, spec §4). */
export async function fetchTableReservations(tableId: number): Promise<Reservation[]> {
  const list = await http.get<Reservation[] | null>(`/reservation/byTable/${tableId}`, { query: { status: DEFAULT_RESERVATION_FILTER } });
  return Array.isArray(list) ? list : [];
}

/** POST /reservation answers 201 on success (spec §7). */
export function createReservation(body: ReservationInput): Promise<unknown> {
  return http.post('/reservation', body, { successStatuses: [201] });
}

export function updateReservation(id: number, body: Partial<ReservationInput> & { Status?: number }): Promise<unknown> {
  return http.put(`/reservation/${id}`, body);
}

export function deleteReservation(id: number): Promise<unknown> {
  return http.delete(`/reservation/${id}`);
}

/** POST /reservation/save/{id}: the reservation is DONE and its table seated; the answer names the table for the menu. */
export function saveReservationToOrder(id: number, pax?: number): Promise<ReservationSaved> {
  return http.post<ReservationSaved>(`/reservation/save/${id}`, pax === undefined ? {} : { Pax: pax });
}

export interface OrderHistoryPage {
  items: TableOrderSummary[];
  totalPages: number;
}

/** Orders on one page of the history. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/** GET /order/histories: a page of orders in the range; accepts a bare list or a paged answer. */
export async function fetchOrderHistory(fromDate: string, toDate: string, status: number | null, page: number): Promise<OrderHistoryPage> {
  const answer = await http.get<unknown>('/order/histories', { query: { fromDate, toDate, status, page, pageSize: ORDER_HISTORY_PAGE_SIZE } });
  if (Array.isArray(answer)) return { items: answer as TableOrderSummary[], totalPages: 1 };
  if (answer !== null && typeof answer === 'object') {
    const record = answer as { Items?: unknown; items?: unknown; rows?: unknown; TotalPages?: unknown; totalPages?: unknown };
    const items = record.Items ?? record.items ?? record.rows;
    const pages = record.TotalPages ?? record.totalPages;
    return { items: Array.isArray(items) ? (items as TableOrderSummary[]) : [], totalPages: typeof pages === 'number' && pages > 0 ? pages : 1 };
  }
  return { items: [], totalPages: 1 };
}

/**
 * The floor is fetched afresh whenever a screen shows it: table changes made while it was not
 * on screen (a payment that emptied tables, another terminal's seating) were not heard by it.
 */
export function useAreasQuery(outletId: number | null) {
  return useQuery({
    queryKey: tablesQueryKeys.areas(outletId ?? 0),
    queryFn: fetchAreas,
    enabled: outletId !== null,
    refetchOnMount: 'always',
  });
}

/** Only EMPTY tables are targets of a move or a merge, in TableIndex order (spec §5). */
export function emptyTablesByIndex(tables: readonly OutletTable[], excludeIds: ReadonlySet<number> = new Set()): OutletTable[] {
  return tables
    .filter((table) => table.Status === TableStatus.EMPTY && !table.IsRoom && !excludeIds.has(table.Id))
    .sort((left, right) => left.TableIndex - right.TableIndex);
}
