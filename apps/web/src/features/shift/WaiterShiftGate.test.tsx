import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModuleType } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { useDialogStore } from '../../dialogs/dialog-registry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { cashierAni } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { makeShift, mockShiftServer, noShiftResponse, signedInAtKopiSenja } from './shift-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

/** Signed in as a waiter: a role without the SHIFT module (spec §6), like Dewi of the demo data. */
function signedInAsWaiter() {
  signedInAtKopiSenja();
  const role = cashierAni.UserRole!;
  const waiter = {
    ...cashierAni,
    Id: 14,
    Name: 'Dewi',
    UserRole: { ...role, Role: { ...role.Role, RoleModuleAccesses: [ModuleType.OUTLET_TABLE, ModuleType.PESANAN, ModuleType.PRODUCT, ModuleType.FAVORITE].map((ModuleId) => ({ ModuleId })) } },
  };
  useSessionStore.setState({ cashier: waiter });
}

describe('shift gate of a waiter (no SHIFT module)', () => {
  it('works on the outlet’s open shift: no start-shift banner, no cash to count', async () => {
    signedInAsWaiter();
    mockShiftServer({ 'GET /api/shift/getCurrentShift': { body: { data: makeShift({ Id: 41, User: { Id: 11, Name: 'Ani' } }) } } });
    renderApp(paths.menu);
    await waitFor(() => expect(useSessionStore.getState().shiftId).toBe(41));
    expect(screen.queryByTestId('shift-required-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shift-wait-banner')).not.toBeInTheDocument();
  });

  it('waits for a cashier to open one when none is open, without offering to start it', async () => {
    signedInAsWaiter();
    mockShiftServer({ 'GET /api/shift/getCurrentShift': noShiftResponse });
    renderApp(paths.menu);
    expect(await screen.findByTestId('shift-wait-banner')).toHaveTextContent('No shift is open at this outlet yet');
    expect(screen.queryByTestId('shift-banner-start')).not.toBeInTheDocument();
    expect(useDialogStore.getState().stack).toEqual([]);
  });
});
