import { OutletType, TableStatus, TableType, isTimeUp, parseTimeOfDay, resolveEndTime } from '@kasir/domain';
import type { OutletTable } from '../wire-types.ts';

/** How a table is painted; Mantine colour references so both themes stay consistent. */
export interface TableColours {
  tone: 'empty' | 'filled' | 'ordered' | 'timeUp' | 'onPayment' | 'reserved';
  background: string;
  color: string;
  border: string;
}

const palette: Record<TableColours['tone'], Omit<TableColours, 'tone'>> = {
  empty: { background: 'var(--mantine-color-white)', color: 'var(--mantine-color-coffee-9)', border: 'var(--mantine-color-coffee-3)' },
  // Spec §2: filled is the light theme colour, ordered the dark one.
  filled: { background: 'var(--mantine-color-teal-1)', color: 'var(--mantine-color-teal-9)', border: 'var(--mantine-color-teal-5)' },
  ordered: { background: 'var(--mantine-color-teal-9)', color: 'var(--mantine-color-white)', border: 'var(--mantine-color-teal-9)' },
  timeUp: { background: 'var(--mantine-color-red-7)', color: 'var(--mantine-color-white)', border: 'var(--mantine-color-red-9)' },
  onPayment: { background: 'var(--mantine-color-gray-5)', color: 'var(--mantine-color-white)', border: 'var(--mantine-color-gray-7)' },
  reserved: { background: 'var(--mantine-color-black)', color: 'var(--mantine-color-white)', border: 'var(--mantine-color-black)' },
};

/** Statuses in which an order sits at the table (the dark theme colour). */
const orderedStatuses: ReadonlySet<number> = new Set([TableStatus.ORDERED, TableStatus.ON_UPDATE_ORDER, TableStatus.ON_CHANGE_TABLE]);

export function isOrderedStatus(status: number): boolean {
  return orderedStatuses.has(status);
}

/** Spec §2 table colours; `isTimeUpNow` is the red 00:00:00 state of an ordered table. */
export function tableColours(table: Pick<OutletTable, 'Status' | 'IsReserved'>, isTimeUpNow: boolean): TableColours {
  const tone: TableColours['tone'] =
    table.Status === TableStatus.ON_PAYMENT
      ? 'onPayment'
      : isOrderedStatus(table.Status)
        ? isTimeUpNow
          ? 'timeUp'
          : 'ordered'
        : table.Status === TableStatus.FILLED
          ? 'filled'
          : table.IsReserved
            ? 'reserved'
            : 'empty';
  return { tone, ...palette[tone] };
}

/**
 * Spec §2: the time left shows only for all-you-can-eat tables with an end time, and for
 * time-based tables that are ordered.
 */
export function showsTimeLeft(table: Pick<OutletTable, 'Type' | 'Status' | 'EndTime'>, outletType: number): boolean {
  if (outletType === OutletType.ALL_YOU_CAN_EAT && table.EndTime) return true;
  return table.Type === TableType.TIME_BASED && isOrderedStatus(table.Status);
}

/**
 * When the table's time runs out, from the server's data so every terminal agrees: the
 * server's EndsAt instant; else its EndTime on the outlet clock after the moment it was
 * seated (ordered, else filled); failing that, LeftTime ('HH:mm:ss' or seconds) counted
 * from when the list was fetched.
 */
export function tableEndsAt(
  table: Pick<OutletTable, 'EndsAt' | 'EndTime' | 'LeftTime' | 'LastOrderedOn' | 'LastFilledOn'>,
  timeZoneHours: number,
  fetchedAt: Date,
): Date | null {
  const serverEnd = table.EndsAt ? new Date(table.EndsAt) : null;
  if (serverEnd && !Number.isNaN(serverEnd.getTime())) return serverEnd;
  const seatedText = table.LastOrderedOn ?? table.LastFilledOn ?? null;
  const seatedAt = seatedText ? new Date(seatedText) : null;
  if (table.EndTime && seatedAt && !Number.isNaN(seatedAt.getTime())) {
    const endsAt = resolveEndTime(seatedAt, table.EndTime, timeZoneHours);
    if (endsAt) return endsAt;
  }
  const leftSeconds =
    typeof table.LeftTime === 'number' ? table.LeftTime : typeof table.LeftTime === 'string' ? parseTimeOfDay(table.LeftTime) : null;
  if (leftSeconds !== null && Number.isFinite(leftSeconds)) return new Date(fetchedAt.getTime() + Math.max(0, leftSeconds) * 1000);
  return null;
}

export function isTableTimeUp(endsAt: Date | null, now: Date): boolean {
  return endsAt !== null && isTimeUp(now, endsAt);
}
