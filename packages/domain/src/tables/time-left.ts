import { OutletType } from '../codes/outlet.ts';
import { TableStatus, TableType } from '../codes/tables.ts';
import { formatTimeLeft, isTimeUp } from '../time/time-of-day.ts';
import { isTableOrdered } from './table-availability.ts';

export interface TimedTable {
  readonly type: number;
  readonly status: number;
  /** 'HH:mm:ss' chosen at selection, or null. */
  readonly endTime: string | null;
  /** The resolved end instant, or null. */
  readonly endsAt: Date | null;
}

/**
 * Spec §2: time left shows for all-you-can-eat tables with an end time, and for time-based
 * tables that are ordered.
 */
export function showsTableTimeLeft(table: TimedTable, outletType: number): boolean {
  if (outletType === OutletType.ALL_YOU_CAN_EAT && table.endTime !== null && table.status !== TableStatus.EMPTY) return true;
  return table.type === TableType.TIME_BASED && isTableOrdered(table.status);
}

/** 'HH:mm:ss' left at `now`, or null when the table shows none (spec §2). */
export function tableLeftTime(table: TimedTable, outletType: number, now: Date): string | null {
  if (!showsTableTimeLeft(table, outletType) || table.endsAt === null) return null;
  return formatTimeLeft(now, table.endsAt);
}

/** Whether table:leftTime is due: an ordered (or filled) table whose end has come. */
export function isTableTimeUp(table: TimedTable, now: Date): boolean {
  return table.endsAt !== null && table.status !== TableStatus.EMPTY && isTimeUp(now, table.endsAt);
}

/** Spec §2 table colours, as tones a theme maps to colours. */
export const TableTone = {
  EMPTY: 'empty',
  FILLED: 'filled',
  ORDERED: 'ordered',
  TIME_UP: 'timeUp',
  ON_PAYMENT: 'onPayment',
  RESERVED: 'reserved',
} as const;
export type TableToneValue = (typeof TableTone)[keyof typeof TableTone];

export function tableTone(input: { status: number; isReserved: boolean; isTimeUp: boolean }): TableToneValue {
  if (input.status === TableStatus.ON_PAYMENT) return TableTone.ON_PAYMENT;
  if (isTableOrdered(input.status)) return input.isTimeUp ? TableTone.TIME_UP : TableTone.ORDERED;
  if (input.status === TableStatus.FILLED) return TableTone.FILLED;
  return input.isReserved ? TableTone.RESERVED : TableTone.EMPTY;
}
