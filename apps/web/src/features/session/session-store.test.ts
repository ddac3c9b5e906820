import { describe, expect, it } from 'vitest';
import { cashierToken, meAni, outletGrill, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { SESSION_STORAGE_KEY, emptySession, useSessionStore, type FilledTable, type SessionData } from './session-store.ts';

const table: FilledTable = {
  OutletAreaId: 1,
  OutletTableId: 7,
  Pax: 2,
  TableName: 'T1',
  OutletAreaName: 'Indoor',
  EndTime: null,
  Charge: null,
};

/** A session at its deepest stage, with every field set. */
function fullSession(): SessionData {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, meAni);
  store.outletChosen(outletKopiSenja);
  store.shiftStarted(55);
  store.filledTablesChanged([table]);
  store.lockChanged(true, '/cashier/table');
  return dataOf(useSessionStore.getState());
}

function dataOf(state: SessionData): SessionData {
  const { ownerToken: a, ownerId, owner, cashierToken: b, cashier, outlet, shiftId, filledTables, isLocked, lockReturnPath } = state;
  return { ownerToken: a, ownerId, owner, cashierToken: b, cashier, outlet, shiftId, filledTables, isLocked, lockReturnPath };
}

describe('session store: the three logout levels of spec §4', () => {
  it('cashier logout clears the user, table fills and shift id (with the cashier token and lock), nothing else', () => {
    const before = fullSession();
    useSessionStore.getState().clearCashier();
    expect(dataOf(useSessionStore.getState())).toEqual({
      ...before,
      cashierToken: null,
      cashier: null,
      filledTables: [],
      shiftId: null,
      isLocked: false,
      lockReturnPath: null,
    });
  });

  it('point-of-sale logout clears the outlet and shift, nothing else', () => {
    const before = fullSession();
    useSessionStore.getState().clearPointOfSale();
    expect(dataOf(useSessionStore.getState())).toEqual({ ...before, outlet: null, shiftId: null });
  });

  it('full logout clears the token and owner; the cashier session under it goes too', () => {
    const before = fullSession();
    useSessionStore.getState().clearOwner();
    const after = dataOf(useSessionStore.getState());
    expect(after).toEqual({
      ...emptySession,
      // The terminal keeps its outlet: the next cashier allowed there continues at it.
      outlet: before.outlet,
    });
  });

  it('persists to localStorage', () => {
    fullSession();
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: SessionData };
    expect(stored.state.ownerToken).toBe(ownerToken);
    expect(stored.state.cashier?.Name).toBe('Ani');
    expect(stored.state.isLocked).toBe(true);
  });

  it('keeps the outlet for the next cashier only when their role covers it', () => {
    const store = useSessionStore.getState();
    store.ownerLoggedIn(ownerToken, 1);
    store.cashierChosen(cashierToken, meAni);
    store.outletChosen(outletGrill);
    store.clearCashier();
    store.cashierChosen(cashierToken, meAni);
    expect(useSessionStore.getState().outlet?.Id).toBe(outletGrill.Id);

    store.clearCashier();
    const citraOnlyKopi = { ...meAni, User: meAni.User && { ...meAni.User, UserRole: meAni.User.UserRole && { ...meAni.User.UserRole, UserRoleOutlets: [{ OutletId: 999 }] } } };
    store.cashierChosen(cashierToken, citraOnlyKopi);
    expect(useSessionStore.getState().outlet).toBeNull();
  });
});
