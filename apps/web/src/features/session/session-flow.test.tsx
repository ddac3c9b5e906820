import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { cashierSummaries, cashierToken, meAni, outletGrill, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from './session-store.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

function mockServer() {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/user/cashiers/1': { body: { data: cashierSummaries } },
    'POST /api/user/login': ({ body }) =>
      (body as { PIN?: string }).PIN === '111111'
        ? { body: { data: { Token: cashierToken } } }
        : { status: 401, body: { message: 'Wrong PIN', errorCode: 1, code: 'WRONG_CREDENTIALS', data: [] } },
    'GET /api/user/me': { body: { data: meAni } },
    'GET /api/outlet/getByUser': { body: { data: [outletKopiSenja, outletGrill] } },
    'GET /api/user/logout': { body: { data: null } },
    'GET /api/user/logoutCashier': { body: { data: null } },
  });
}

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = await screen.findByTestId('pin-pad');
  for (const digit of pin) await user.click(within(pad).getByRole('button', { name: digit }));
}

describe('session flow: cashier + PIN → outlet → menu', () => {
  it('walks from the cashier cards to the menu', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().ownerLoggedIn(ownerToken, 1);
    const api = mockServer();
    const { router } = renderApp(paths.selectCashier);

    await user.click(await screen.findByRole('button', { name: /Ani/ }));
    await typePin(user, '000000');
    expect(await screen.findByText('Wrong PIN')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /PIN: 0 of 6/ })).toBeInTheDocument();

    await typePin(user, '111111');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectOutlet));
    const cashierLogin = api.callsTo('POST', '/api/user/login').at(-1);
    expect(cashierLogin?.body).toEqual({ Username: 'ani', PIN: '111111', isCashier: true });
    // The cashier login travels with the owner token.
    expect(cashierLogin?.headers.Authorization).toBe(`Bearer ${ownerToken}`);

    await user.click(await screen.findByRole('button', { name: 'Grill & Chill AYCE' }));
    expect(api.callsTo('GET', '/api/outlet/getByUser')[0]?.path).toBe('/api/outlet/getByUser?isSuspend=0');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.menu));
    expect(await screen.findByTestId('current-outlet')).toHaveTextContent('Grill & Chill AYCE');
    expect(screen.getByTestId('current-outlet-type')).toHaveTextContent('All you can eat');
  });

  it('switches cashier from the outlet choice: the cashier session ends on the server and here', async () => {
    const user = userEvent.setup();
    const store = useSessionStore.getState();
    store.ownerLoggedIn(ownerToken, 1);
    store.cashierChosen(cashierToken, meAni);
    const api = mockServer();
    const { router } = renderApp(paths.selectOutlet);
    await user.click(await screen.findByRole('button', { name: 'Switch cashier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectCashier));
    expect(api.callsTo('GET', '/api/user/logoutCashier')[0]?.headers.Authorization).toBe(`Bearer ${cashierToken}`);
    expect(useSessionStore.getState().cashierToken).toBeNull();
    expect(useSessionStore.getState().ownerToken).toBe(ownerToken);
  });

  it('logs the owner out from the cashier choice', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().ownerLoggedIn(ownerToken, 1);
    const api = mockServer();
    const { router } = renderApp(paths.selectCashier);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(api.callsTo('GET', '/api/user/logout')[0]?.headers.Authorization).toBe(`Bearer ${ownerToken}`);
    expect(useSessionStore.getState().ownerToken).toBeNull();
  });
});
