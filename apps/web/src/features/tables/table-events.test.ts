import { describe, expect, it } from 'vitest';
import { TableStatus } from '@kasir/domain';
import { kopiSenjaFloor } from './test-data.ts';
import { applyTableLock } from './use-tables-realtime.ts';

const meta = { OutletId: 101, Seq: 1 };

function tableOf(areas: ReturnType<typeof kopiSenjaFloor> | undefined, id: number) {
  return areas?.flatMap((area) => area.OutletTables).find((table) => table.Id === id);
}

describe('outletTable:lock applied to the cached plan (spec §4)', () => {
  it('a lock without a status marks the table FILLED by its holder', () => {
    const next = applyTableLock(kopiSenjaFloor(), { ...meta, OutletTableId: 3, Type: 3, Pax: 2, LockBy: 12, LockByName: 'Budi' });
    expect(tableOf(next, 3)).toMatchObject({ Status: TableStatus.FILLED, LockBy: 12, LockByName: 'Budi', Pax: 2 });
    expect(tableOf(next, 1)?.Status).toBe(TableStatus.EMPTY);
  });

  it('a change carrying a status (emptied, ordered) is applied as sent', () => {
    const emptied = { ...meta, OutletTableId: 2, Type: 3, Status: TableStatus.EMPTY, LockBy: null, LockByName: null };
    const next = applyTableLock(kopiSenjaFloor(), emptied as unknown as Parameters<typeof applyTableLock>[1]);
    expect(tableOf(next, 2)).toMatchObject({ Status: TableStatus.EMPTY, LockBy: null, LockByName: null });
  });

  it('leaves an unloaded plan alone', () => {
    expect(applyTableLock(undefined, { ...meta, OutletTableId: 3, Type: 3, LockBy: 12, LockByName: 'Budi' })).toBeUndefined();
  });
});
