import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/router.tsx';
import { sockets } from '../../test/fake-realtime.ts';
import { cashierToken, meAni, outletKopiSenja, ownerToken } from '../../test/fixtures.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { products } from '../menu/test-fixtures.ts';
import { useSessionStore } from './session-store.ts';

configure({ asyncUtilTimeout: 5000 });

vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));

const suspendedRefusal = {
  status: 403,
  body: { message: 'Outlet Kopi Senja is suspended', errorCode: 3, messageCode: 'OUTLET_SUSPENDED', messageParams: { name: 'Kopi Senja' } },
};

function signedInAtKopiSenja() {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(cashierToken, meAni);
  store.outletChosen(outletKopiSenja);
}

function mockServer(extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/shift/getCurrentShift': { body: { data: null } },
    // The outlet picker offers only outlets that are not suspended.
    'GET /api/outlet/getByUser': { body: { data: [] } },
    ...extra,
  });
}

describe('the owner suspends the outlet a terminal works on', () => {
  it('leaves the point of sale for /select-outlet on outlet:suspended, saying why', async () => {
    signedInAtKopiSenja();
    mockServer({ 'GET /api/outletProduct/': { body: { data: products } } });
    const { router } = renderApp(paths.menu);
    expect(await screen.findByTestId('menu-screen')).toBeInTheDocument();
    sockets.at(-1)?.receive('connect');
    sockets.at(-1)?.receive('outlet:suspended', { OutletId: outletKopiSenja.Id, Seq: 1, Name: 'Kopi Senja' });

    expect(await screen.findByText('Outlet Kopi Senja was suspended by the owner. Choose another outlet.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectOutlet));
    expect(useSessionStore.getState().outlet).toBeNull();
    // The cashier stays signed in: only the outlet is gone.
    expect(useSessionStore.getState().cashierToken).toBe(cashierToken);
  });

  it('leaves it too when a call is refused because the outlet is suspended (the event was missed)', async () => {
    signedInAtKopiSenja();
    mockServer({ 'GET /api/outletProduct/': suspendedRefusal });
    const { router } = renderApp(paths.menu);
    expect(await screen.findByText('Outlet Kopi Senja was suspended by the owner. Choose another outlet.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.selectOutlet));
    expect(useSessionStore.getState().outlet).toBeNull();
  });

  it('takes the fresh outlet on outlet:changed', async () => {
    signedInAtKopiSenja();
    const api = mockServer({
      'GET /api/outletProduct/': { body: { data: products } },
      'GET /api/outlet/': { body: { data: { ...outletKopiSenja, Name: 'Kopi Senja Baru', IsPrinterV2: true } } },
    });
    renderApp(paths.menu);
    expect(await screen.findByTestId('current-outlet')).toHaveTextContent('Kopi Senja');
    sockets.at(-1)?.receive('connect');
    sockets.at(-1)?.receive('outlet:changed', { OutletId: outletKopiSenja.Id, Seq: 1, Name: 'Kopi Senja Baru' });
    await waitFor(() => expect(screen.getByTestId('current-outlet')).toHaveTextContent('Kopi Senja Baru'));
    expect(useSessionStore.getState().outlet?.IsPrinterV2).toBe(true);
    expect(api.callsTo('GET', '/api/outlet/')[0]?.headers.outletid).toBe(String(outletKopiSenja.Id));
  });
});
