import { describe, expect, it } from 'vitest';
import { TableStatus } from '@kasir/domain';
import type { FilledTable } from '../../session/session-store.ts';
import { tablesStillHeld, withoutTables } from './held-tables.ts';

const ANI = 7;
const remembered = (id: number, name: string): FilledTable => ({ OutletAreaId: 1, OutletTableId: id, Pax: 2, TableName: name, OutletAreaName: 'Indoor', EndTime: null, Charge: null });
const t3 = remembered(3, 'T3');
const t4 = remembered(4, 'T4');

describe('tables a restored cart may still carry', () => {
  it('keeps a table FILLED by this cashier', () => {
    expect(tablesStillHeld([t3], [{ Id: 3, Status: TableStatus.FILLED, LockBy: ANI }], ANI)).toEqual([t3]);
    expect(tablesStillHeld([t3], [{ Id: 3, Status: TableStatus.FILLED, LockBy: null, FilledId: ANI }], ANI)).toEqual([t3]);
  });

  it('drops a table this cashier ordered, paid or emptied themselves (the defect: they were kept)', () => {
    for (const Status of [TableStatus.ORDERED, TableStatus.EMPTY, TableStatus.ON_PAYMENT]) {
      expect(tablesStillHeld([t3], [{ Id: 3, Status, LockBy: null }], ANI)).toEqual([]);
    }
  });

  it('drops a table another cashier holds, a table gone from the floor, and everything without a cashier', () => {
    expect(tablesStillHeld([t3, t4], [{ Id: 3, Status: TableStatus.FILLED, LockBy: 8 }], ANI)).toEqual([]);
    expect(tablesStillHeld([t3], [{ Id: 3, Status: TableStatus.FILLED, LockBy: ANI }], null)).toEqual([]);
  });

  it('takes given tables off the list', () => {
    expect(withoutTables([t3, t4], [3])).toEqual([t4]);
  });
});
