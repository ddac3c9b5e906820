import { describe, expect, it } from 'vitest';
import { TableStatus } from '@kasir/domain';
import { kopiSenjaFloor } from './test-data.ts';
import { applyTableLock, timeLeftNoticeText } from './use-tables-realtime.ts';

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

describe('table:leftTime notice text (spec §8)', () => {
  const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`;

  it('says time is up for the sweep’s 00:00:00, naming the table and its area', () => {
    expect(timeLeftNoticeText({ TableName: 'B1', OutletAreaName: 'Billiard', LeftTime: '00:00:00' }, t)).toBe('tables.notice.timeUp {"table":"B1 (Billiard)"}');
  });

  it('says the time left otherwise, and a server message as sent', () => {
    expect(timeLeftNoticeText({ TableName: 'B2', LeftTime: '00:05:00' }, t)).toBe('tables.notice.timeLeft {"table":"B2","left":"00:05:00"}');
    expect(timeLeftNoticeText({ TableName: 'B2', Message: 'Meja B2 habis' }, t)).toBe('Meja B2 habis');
  });
});
