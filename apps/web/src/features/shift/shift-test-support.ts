import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { Shift, ShiftTransaction } from '@kasir/contracts';
import { cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { useSessionStore } from '../session/session-store.ts';

// The whole app renders with its lazy screens on a shared 2-core machine: give it time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

/** Test data and a mock server for the shift feature's component tests. */
export const noShiftResponse: MockResponse = {
  status: 400,
  body: { message: 'Shift tidak ditemukan', errorCode: 5, code: 'SHIFT_NOT_STARTED', data: [] },
};

export function makeShift(overrides: Partial<Shift> = {}): Shift {
  return {
    Id: 41,
    ShiftId: 41,
    OutletId: outletKopiSenja.Id,
    StartCash: 500_000,
    EndCash: null,
    ExpectedCash: null,
    Difference: null,
    Note: null,
    CreatedOn: '2026-11-23T01:00:00.000Z',
    UpdatedOn: null,
    User: { Id: 11, Name: 'Ani' },
    ...overrides,
  };
}

export function makeTransaction(shift: Shift, overrides: Partial<ShiftTransaction> = {}): ShiftTransaction {
  return {
    Shift: shift,
    StartCash: shift.StartCash,
    CashPayments: 0,
    Change: 0,
    CashIn: 0,
    CashOut: 0,
    CashRefunds: 0,
    ExpectedCash: shift.StartCash,
    EndCash: shift.EndCash,
    Difference: shift.Difference,
    TransactionCount: 0,
    ...overrides,
  };
}

export function signedInAtKopiSenja(): void {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, meAni);
  store.outletChosen(outletKopiSenja);
}

export function mockShiftServer(extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/shift/history': { body: { data: [] } },
    ...extra,
  });
}

/** An open shift of Ani with its (empty) cash flows, as GET calls answer them. */
export function openShiftHandlers(shift: Shift, transaction: Partial<ShiftTransaction> = {}): Record<string, MockHandler | MockResponse> {
  return {
    'GET /api/shift/getCurrentShift': { body: { data: shift } },
    [`GET /api/shift/${shift.Id}/getShiftTransaction`]: { body: { data: makeTransaction(shift, transaction) } },
    'POST /api/shift/cashInOutHistory': { body: { data: [] } },
    [`GET /api/shift/${shift.Id}/getTotalCashInOut`]: { body: { data: { TotalCashIn: 0, TotalCashOut: 0, Total: 0 } } },
  };
}
