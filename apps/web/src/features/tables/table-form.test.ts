import { describe, expect, it } from 'vitest';
import { OutletType, SpecMessage, TableStatus, TableType } from '@kasir/domain';
import type { FilledTable } from '../session/session-store.ts';
import { classifyTableChoice, emptyTableForm, endTimeForServer, pruneFilledTables, rememberFilledTable, validateTableForm } from './table-form.ts';
import type { OutletTable } from './wire-types.ts';

function table(overrides: Partial<OutletTable>): OutletTable {
  return {
    Id: 1, TableName: 'T1', TableIndex: 1, Status: TableStatus.EMPTY, Pax: 0, Position: '0*0', Capacity: 4,
    IsRoom: false, RoomId: null, Type: TableType.DINE_IN, EndTime: null, LockBy: null, LockByName: null, UpdatedBy: null,
    ...overrides,
  };
}

const filled = (id: number): FilledTable => ({ OutletAreaId: 1, OutletTableId: id, Pax: 2, TableName: `T${id}`, OutletAreaName: 'Indoor', EndTime: null, Charge: null });

describe('table selection form guards (spec §5)', () => {
  it('needs a table and at least one pax', () => {
    expect(validateTableForm(emptyTableForm)).toEqual({ OutletTableId: SpecMessage.MUST_SELECT_TABLE, Pax: SpecMessage.PAX_ZERO });
    const chosen = { ...emptyTableForm, OutletTableId: 3, TableName: 'T3' };
    expect(validateTableForm({ ...chosen, Pax: 0 })).toEqual({ Pax: 'Number of pax cannot be 0' });
    expect(validateTableForm({ ...chosen, Pax: 1.5 }).Pax).toBe(SpecMessage.PAX_ZERO);
    expect(validateTableForm({ ...chosen, Pax: 1 })).toEqual({});
  });

  it('sends EndTime as HH:mm:ss only for all-you-can-eat outlets', () => {
    const values = { ...emptyTableForm, EndTime: '21:30' };
    expect(endTimeForServer(values, OutletType.ALL_YOU_CAN_EAT)).toBe('21:30:00');
    expect(endTimeForServer(values, OutletType.RESTAURANT)).toBeNull();
    expect(endTimeForServer({ ...values, EndTime: '' }, OutletType.ALL_YOU_CAN_EAT)).toBeNull();
  });
});

describe('what a tap on a table means', () => {
  it('opens rooms, selects empty tables and manages ordered ones', () => {
    expect(classifyTableChoice(table({ IsRoom: true }), 11, new Set())).toEqual({ kind: 'openRoom' });
    expect(classifyTableChoice(table({}), 11, new Set())).toEqual({ kind: 'select' });
    expect(classifyTableChoice(table({ Status: TableStatus.ORDERED }), 11, new Set())).toEqual({ kind: 'manageOrder' });
    expect(classifyTableChoice(table({ Status: TableStatus.ON_PAYMENT }), 11, new Set())).toEqual({ kind: 'manageOrder' });
  });

  it('lets the holder of a FILLED table back in and refuses everyone else', () => {
    const held = table({ Status: TableStatus.FILLED, LockBy: 12, LockByName: 'Budi' });
    expect(classifyTableChoice(held, 11, new Set())).toEqual({ kind: 'heldByOther', holderName: 'Budi' });
    expect(classifyTableChoice(held, 12, new Set())).toEqual({ kind: 'select' });
    expect(classifyTableChoice(table({ Status: TableStatus.FILLED, LockBy: null }), 11, new Set([1]))).toEqual({ kind: 'select' });
  });
});

describe('remembered filled tables (spec §4)', () => {
  it('replaces an entry for the same table', () => {
    const list = rememberFilledTable([filled(1), filled(2)], { ...filled(2), Pax: 5 });
    expect(list.map((entry) => [entry.OutletTableId, entry.Pax])).toEqual([[1, 2], [2, 5]]);
  });

  it('drops a table another user changed away from FILLED or now holds', () => {
    const tables = [
      table({ Id: 1, Status: TableStatus.EMPTY, UpdatedBy: 12 }),
      table({ Id: 2, Status: TableStatus.FILLED, LockBy: 11 }),
      table({ Id: 3, Status: TableStatus.FILLED, LockBy: 12 }),
      table({ Id: 4, Status: TableStatus.ORDERED, UpdatedBy: 11 }),
    ];
    const kept = pruneFilledTables([filled(1), filled(2), filled(3), filled(4), filled(9)], tables, 11);
    expect(kept.map((entry) => entry.OutletTableId)).toEqual([2, 4, 9]);
  });
});
