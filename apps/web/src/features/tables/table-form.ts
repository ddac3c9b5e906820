import { OutletType, SpecMessage, TableStatus, type TimeMembershipRefusal } from '@kasir/domain';
import { emptyMemberPlay, validateMemberPlay, type MemberPlayValues } from '../members/member-play.ts';
import type { FilledTable } from '../session/session-store.ts';
import { isUnfinishedTime } from './time/end-time-text.ts';
import type { OutletTable } from './wire-types.ts';

/** The side form of the table selection screen (spec §2): what will be saved. */
export interface TableFormValues {
  OutletTableId: number | null;
  TableName: string;
  OutletAreaId: number | null;
  OutletAreaName: string;
  Charge: number | null;
  /** Kept as typed so the input may be emptied while editing; null is "not a number". */
  Pax: number | null;
  /** 'HH:mm' as the time input gives it; only for all-you-can-eat outlets. */
  EndTime: string;
  /** A time-based table (TableType 2) may be played on a member's saved minutes (spec §5). */
  IsTimeBased: boolean;
  MemberPlay: MemberPlayValues;
}

export const emptyTableForm: TableFormValues = {
  OutletTableId: null,
  TableName: '',
  OutletAreaId: null,
  OutletAreaName: '',
  Charge: null,
  Pax: null,
  EndTime: '',
  IsTimeBased: false,
  MemberPlay: emptyMemberPlay,
};

export type TableFormErrors = Partial<Record<'OutletTableId' | 'Pax' | 'EndTime', string>> & { MemberPlay?: TimeMembershipRefusal };

/** Spec §5 table selection: a table is required and pax must be at least 1 ('Number of pax cannot be 0'); an end time typed must be whole. */
export function validateTableForm(values: TableFormValues): TableFormErrors {
  const errors: TableFormErrors = {};
  if (values.OutletTableId === null) errors.OutletTableId = SpecMessage.MUST_SELECT_TABLE;
  if (values.Pax === null || !Number.isInteger(values.Pax) || values.Pax < 1) errors.Pax = SpecMessage.PAX_ZERO;
  // A half-typed end time is not silently dropped: the cashier finishes it or clears it.
  if (isUnfinishedTime(values.EndTime)) errors.EndTime = 'UNFINISHED_TIME';
  const memberPlay = values.IsTimeBased ? validateMemberPlay(values.MemberPlay) : null;
  if (memberPlay) errors.MemberPlay = memberPlay;
  return errors;
}

/** The EndTime sent to the server: 'HH:mm:ss' for all-you-can-eat outlets, else null (spec §7). */
export function endTimeForServer(values: TableFormValues, outletType: number): string | null {
  if (outletType !== OutletType.ALL_YOU_CAN_EAT) return null;
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(values.EndTime.trim());
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null;
}

/** What a click on a table means for this terminal. */
export type TableChoice =
  | { kind: 'select' }
  | { kind: 'openRoom' }
  | { kind: 'manageOrder' }
  | { kind: 'heldByOther'; holderName: string };

/**
 * Spec §2/§5: a room opens its tables first; an EMPTY table (or one this terminal already
 * holds FILLED) goes into the form; an ORDERED one is never chosen for a new order, its
 * active order is looked up instead; a table another cashier holds cannot be taken.
 */
export function classifyTableChoice(table: OutletTable, currentUserId: number | null, heldIds: ReadonlySet<number>): TableChoice {
  if (table.IsRoom) return { kind: 'openRoom' };
  if (table.Status === TableStatus.EMPTY) return { kind: 'select' };
  if (table.Status === TableStatus.FILLED) {
    const isMine = heldIds.has(table.Id) || (table.LockBy !== null && table.LockBy === currentUserId);
    return isMine ? { kind: 'select' } : { kind: 'heldByOther', holderName: table.LockByName ?? '' };
  }
  return { kind: 'manageOrder' };
}

/** Adds or replaces the table in the remembered list (spec §3 Selected table). */
export function rememberFilledTable(list: readonly FilledTable[], entry: FilledTable): FilledTable[] {
  return [...list.filter((item) => item.OutletTableId !== entry.OutletTableId), entry];
}

/**
 * Spec §4: the remembered list drops a table another user changed away from FILLED (or that
 * another cashier now holds). Tables this cashier changed (e.g. ordered them) stay for the
 * menu to finish with.
 */
export function pruneFilledTables(list: readonly FilledTable[], tables: readonly OutletTable[], currentUserId: number | null): FilledTable[] {
  const byId = new Map(tables.map((table) => [table.Id, table]));
  return list.filter((entry) => {
    const table = byId.get(entry.OutletTableId);
    if (!table) return true;
    if (table.Status === TableStatus.FILLED) return table.LockBy === null || table.LockBy === currentUserId;
    const changedBy = table.UpdatedBy ?? table.LockBy ?? null;
    return changedBy !== null && changedBy === currentUserId;
  });
}
