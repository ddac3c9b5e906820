import { configure } from '@testing-library/react';
import { TableStatus, TableType } from '@kasir/domain';
import { cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { useSessionStore } from '../session/session-store.ts';
import type { OutletArea, OutletTable } from './wire-types.ts';

// Six helpers share two cores: the first render of a lazy screen can take seconds.
configure({ asyncUtilTimeout: 8000 });
export const SLOW_TEST_MS = 30_000;

export function signedIn(outlet = outletKopiSenja): void {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, meAni);
  store.outletChosen(outlet);
}

/** The calls every cashier screen makes, the Kopi Senja floor, and the test's own handlers. */
export function mockServer(extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/outletArea/': { body: { data: kopiSenjaFloor() } },
    ...extra,
  });
}

/** A Kopi Senja-like floor for component tests. */
export function makeTable(overrides: Partial<OutletTable> & Pick<OutletTable, 'Id' | 'TableName'>): OutletTable {
  return {
    TableIndex: overrides.Id,
    Status: TableStatus.EMPTY,
    Pax: 0,
    Position: '0*0',
    Capacity: 4,
    IsRoom: false,
    RoomId: null,
    IsReserved: false,
    Type: TableType.DINE_IN,
    EndTime: null,
    LeftTime: null,
    Charge: null,
    LockBy: null,
    LockByName: null,
    UpdatedBy: null,
    FilledId: null,
    LastOrderedOn: null,
    LastFilledOn: null,
    ...overrides,
  };
}

export function kopiSenjaFloor(): OutletArea[] {
  return [
    {
      Id: 1,
      Name: 'Indoor',
      Charge: null,
      AreaSize: '1000*800',
      OutletTables: [
        makeTable({ Id: 1, TableName: 'T1', Position: '50*50' }),
        makeTable({ Id: 2, TableName: 'T2', Position: '250*50', Status: TableStatus.FILLED, LockBy: 12, LockByName: 'Budi' }),
        makeTable({ Id: 3, TableName: 'T3', Position: '450*50' }),
        makeTable({ Id: 4, TableName: 'T4', Position: '650*50', Status: TableStatus.ORDERED, Pax: 3 }),
        makeTable({ Id: 5, TableName: 'T5', Position: '50*300', TableIndex: 9 }),
        makeTable({ Id: 6, TableName: 'T6', Position: '250*300', TableIndex: 6 }),
      ],
    },
    {
      Id: 3,
      Name: 'VIP',
      Charge: 10000,
      AreaSize: '800*600',
      OutletTables: [
        makeTable({ Id: 30, TableName: 'VIP-1', IsRoom: true, Position: '50*50', Capacity: 12 }),
        makeTable({ Id: 31, TableName: 'V1-A', RoomId: 30, Position: '60*60' }),
        makeTable({ Id: 32, TableName: 'V1-B', RoomId: 30, Position: '260*60' }),
      ],
    },
  ];
}
