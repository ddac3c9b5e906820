import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Me } from '@kasir/contracts';
import { cashierToken, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { makeShift } from '../shift/shift-test-support.ts';
import { dineInOrder, meAniWithPins, menuProducts } from './test-orders.ts';

/** Owner, cashier (Ani with PIN-guarded edit and cancel by default) and Kopi Senja chosen. */
export function signInForOrders(me: Me = meAniWithPins): void {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, me);
  store.outletChosen(outletKopiSenja);
}

/** The calls the shell makes plus the order calls, answered from the fixtures; `extra` overrides. */
export function mockOrderServer(extra: Record<string, MockHandler | MockResponse> = {}) {
  const order = dineInOrder();
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/shift/getCurrentShift': { body: { data: makeShift({ Id: 7, ShiftId: 7 }) } },
    'GET /api/order/ongoing': { body: { data: [order] } },
    'GET /api/order/1': { body: { data: order } },
    'GET /api/outletProduct/': { body: { data: menuProducts } },
    'GET /api/order/approvers': { body: { data: [{ Id: 12, Name: 'Budi', Username: 'budi' }] } },
    ...extra,
  });
}

/** The whole app renders lazily on two busy cores: give the first screen time to arrive. */
export const SLOW = { timeout: 8000 } as const;

/** Types a PIN on the on-screen pad, digit by digit (six digits submit by themselves). */
export async function pressPin(user: ReturnType<typeof userEvent.setup>, pin: string): Promise<void> {
  const pad = screen.getByTestId('pin-pad');
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
}
