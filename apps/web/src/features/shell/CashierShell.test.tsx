import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/router.tsx';
import { openDialog, useDialogStore } from '../../dialogs/dialog-registry.ts';
import { sockets } from '../../test/fake-realtime.ts';
import { cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { products } from '../menu/test-fixtures.ts';
import { useSessionStore } from '../session/session-store.ts';

// The whole app renders with its lazy screens on a shared, busy machine: 1 s is too tight.
configure({ asyncUtilTimeout: 5000 });

vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));

function signedInAtKopiSenja() {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, meAni);
  store.outletChosen(outletKopiSenja);
}

const openShift = {
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
};

function mockServer(extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    // The shell's shift gate looks up the open shift; Ani has one, so the gate stays quiet.
    'GET /api/shift/getCurrentShift': { body: { data: openShift } },
    ...extra,
  });
}

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = await screen.findByTestId('pin-pad');
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
}

describe('cashier shell', () => {
  it('shows the outlet, cashier, navigation and the real menu', async () => {
    signedInAtKopiSenja();
    const api = mockServer({ 'GET /api/outletProduct/': { body: { data: products } } });
    renderApp(paths.menu);

    expect(await screen.findByTestId('current-cashier')).toHaveTextContent('Ani');
    expect(screen.getByTestId('current-outlet')).toHaveTextContent('Kopi Senja');
    expect(screen.getByTestId('current-outlet-type')).toHaveTextContent('Restaurant');
    expect(screen.getByTestId('lock-button')).toHaveAccessibleName('Lock');
    // The menu is a real screen now: its search box and the outlet's products.
    expect(await screen.findByTestId('menu-screen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search products' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Es Kopi Susu' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Cashier screens' });
    for (const label of ['Menu', 'Orders', 'Tables', 'Reservations', 'Order history', 'Shift', 'Members', 'Help']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    // Every call after choosing the outlet names it.
    expect(api.callsTo('GET', '/api/user/checkLockStatus')[0]?.headers.outletid).toBe(String(outletKopiSenja.Id));
  });

  it('announces the cashier on the realtime connection and shows its state', async () => {
    signedInAtKopiSenja();
    mockServer();
    renderApp(paths.menu);
    const status = await screen.findByTestId('connection-status');
    expect(status).toHaveAttribute('data-status', 'connecting');
    sockets.at(-1)?.receive('connect');
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'connected'));
    expect(sockets.at(-1)?.emitted[0]).toEqual({ event: 'user:create', args: [{ UserId: 11, OutletId: 101, OwnerId: 1, RoleId: 31 }] });
  });

  it('navigates with the rail and switches the language', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    mockServer({ 'GET /api/product/notInOutlet': { body: { data: [] } } });
    const { router } = renderApp(paths.menu);
    await user.click(await screen.findByRole('link', { name: 'Add menu' }));
    expect(await screen.findByText('Every product is already on this outlet\'s menu.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.addMenu);

    await user.click(screen.getByText('中文'));
    expect(await screen.findByText('所有商品都已在本门店的菜单上。')).toBeInTheDocument();
    expect(screen.getByTestId('lock-button')).toHaveAccessibleName('锁定');
  });

  it('locks, refuses a wrong PIN, unlocks and returns with the dialogs', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const api = mockServer({
      'GET /api/user/lockCashier': { body: { data: { IsLocked: true } } },
      'POST /api/user/unlockCashier': ({ body }) =>
        (body as { PIN: string }).PIN === '111111'
          ? { body: { data: { IsLocked: false } } }
          : { status: 401, body: { message: 'Wrong PIN', errorCode: 1, code: 'WRONG_CREDENTIALS', data: [] } },
    });
    const { router } = renderApp(paths.table);
    await screen.findByTestId('current-cashier');
    openDialog('yes-no', { title: 'Keep me', message: 'Open while locking', confirmLabel: 'OK' });

    await user.click(screen.getByTestId('lock-button'));
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.lock);
    expect(useDialogStore.getState().stack).toEqual([]);
    expect(screen.getByTestId('locked-cashier')).toHaveTextContent('Ani');

    await typePin(user, '000000');
    expect(await screen.findByText('Wrong PIN')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.lock);
    expect(screen.getByRole('status', { name: /PIN: 0 of 6/ })).toBeInTheDocument();

    await typePin(user, '111111');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.table));
    expect(api.callsTo('POST', '/api/user/unlockCashier').at(-1)?.body).toEqual({ Username: 'ani', PIN: '111111' });
    expect(await screen.findByText('Open while locking')).toBeInTheDocument();
  });

  it('goes to the lock screen at start when the server says this session is locked', async () => {
    signedInAtKopiSenja();
    mockServer({ 'GET /api/user/checkLockStatus': { body: { data: { IsLocked: true } } } });
    const { router } = renderApp(paths.menu);
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.lock);
  });

  it('switch cashier logs the cashier out and keeps the owner', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const api = mockServer({
      'GET /api/user/logoutCashier': { body: { data: null } },
      'GET /api/user/cashiers/1': { body: { data: [] } },
    });
    const { router } = renderApp(paths.menu);
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ani' }));
    // Mantine's dropdown is still in its opening transition here, so it is found by its text.
    await user.click(await screen.findByText('Switch cashier'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectCashier));
    expect(api.callsTo('GET', '/api/user/logoutCashier')[0]?.headers.Authorization).toBe(`Bearer ${cashierToken}`);
    expect(useSessionStore.getState()).toMatchObject({ ownerToken, cashierToken: null, outlet: outletKopiSenja });
  });

  it('drops to the cashier choice when the server says the cashier session ended', async () => {
    signedInAtKopiSenja();
    mockServer({
      'GET /api/user/checkLockStatus': { status: 401, body: { message: 'Session ended', errorCode: 2, code: 'UNAUTHENTICATED', data: [] } },
      'GET /api/user/cashiers/1': { body: { data: [] } },
    });
    const { router } = renderApp(paths.menu);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectCashier));
    expect(useSessionStore.getState().ownerToken).toBe(ownerToken);
  });
});
