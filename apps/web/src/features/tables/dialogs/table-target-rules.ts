import { SpecMessage } from '@kasir/domain';

/** Spec §5 change table: an area first ('Must Select an Area'), then a table ('Must Select a Table'). */
export function validateChangeTable(areaId: number | null, tableId: number | null): string | null {
  if (areaId === null) return SpecMessage.MUST_SELECT_AREA;
  if (tableId === null) return SpecMessage.MUST_SELECT_TABLE;
  return null;
}

/** Spec §5 merge table: every field needs a table ('Must Select a Table'); returns the index of each empty field. */
export function findEmptyMergeFields(tableIds: ReadonlyArray<number | null>): number[] {
  return tableIds.flatMap((tableId, index) => (tableId === null ? [index] : []));
}
