import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_RETRY_DELAYS_MS } from '../../api/gateway-retry.ts';
import { http } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { useDialogStore } from '../../dialogs/dialog-registry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SESSION_CACHE_PREFIX } from '../../shared/session-cache.ts';
import { useSessionStore } from '../session/session-store.ts';
import { makeShift, makeTransaction, mockShiftServer, noShiftResponse, signedInAtKopiSenja } from './shift-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

describe('shift gate: the stored shift follows the server', () => {
  it('asks a cashier without a shift to start one and keeps the new shift id', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    let open: ReturnType<typeof makeShift> | null = null;
    const api = mockShiftServer({
      'GET /api/shift/getCurrentShift': () => (open ? { body: { data: open } } : noShiftResponse),
      'POST /api/shift/startShift': ({ body }) => {
        open = makeShift({ Id: 77, ShiftId: 77, StartCash: (body as { StartCash: number }).StartCash });
        return { status: 201, body: { data: { Id: 77 } } };
      },
      'GET /api/shift/77/getShiftTransaction': () => ({ body: { data: makeTransaction(open ?? makeShift()) } }),
      'POST /api/shift/cashInOutHistory': { body: { data: [] } },
      'GET /api/shift/77/getTotalCashInOut': { body: { data: { TotalCashIn: 0, TotalCashOut: 0, Total: 0 } } },
    });
    const { router } = renderApp(paths.menu);

    expect(await screen.findByTestId('shift-required-banner')).toHaveTextContent('You have no open shift at this outlet');
    // Asking does not block the screen: no dialog until the cashier chooses to start.
    expect(useDialogStore.getState().stack).toEqual([]);
    await user.click(screen.getByTestId('shift-banner-start'));

    const cash = await screen.findByTestId('start-shift-cash');
    await user.click(screen.getByTestId('start-shift-submit'));
    expect(await screen.findByText('Please enter the opening cash')).toBeInTheDocument();
    await user.type(cash, '250000');
    expect(cash).toHaveValue('250.000');
    await user.click(screen.getByTestId('start-shift-submit'));

    await waitFor(() => expect(useSessionStore.getState().shiftId).toBe(77));
    expect(api.callsTo('POST', '/api/shift/startShift')[0]?.body).toEqual({ OutletId: 101, StartCash: 250_000 });
    expect(await screen.findByText('Shift started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('shift-required-banner')).not.toBeInTheDocument());

    await router.navigate(paths.shift);
    expect(await screen.findByTestId('current-shift-opening')).toHaveTextContent('Rp 250.000');
  });

  it('says "Shift started automatically" when the role’s automatic start opened the shift (ADR 0022)', async () => {
    signedInAtKopiSenja();
    useSessionStore.setState((state) => ({ cashier: { ...state.cashier!, AutomaticStartShift: true, StartShiftTime: null } }));
    const opened = makeShift({ Id: 88, ShiftId: 88, StartCash: 0, CreatedOn: new Date().toISOString(), User: { Id: useSessionStore.getState().cashier!.Id, Name: 'Ani' } });
    mockShiftServer({ 'GET /api/shift/getCurrentShift': { body: { data: opened } } });
    renderApp(paths.menu);
    expect(await screen.findByText('Shift started automatically')).toBeInTheDocument();
    expect(useSessionStore.getState().shiftId).toBe(88);
    expect(screen.queryByTestId('shift-required-banner')).not.toBeInTheDocument();
  });

  it('finds a shift opened on another terminal after a reload', async () => {
    signedInAtKopiSenja();
    mockShiftServer({ 'GET /api/shift/getCurrentShift': { body: { data: makeShift({ Id: 9, ShiftId: 9 }) } } });
    renderApp(paths.menu);
    await waitFor(() => expect(useSessionStore.getState().shiftId).toBe(9));
    expect(screen.queryByTestId('shift-required-banner')).not.toBeInTheDocument();
  });

  it('clears the stored shift id and session storage when the lookup finds no shift', async () => {
    signedInAtKopiSenja();
    useSessionStore.getState().shiftStarted(5);
    sessionStorage.setItem(`${SESSION_CACHE_PREFIX}menu`, '[]');
    mockShiftServer({ 'GET /api/shift/getCurrentShift': noShiftResponse });
    renderApp(paths.menu);
    await waitFor(() => expect(useSessionStore.getState().shiftId).toBeNull());
    expect(sessionStorage.getItem(`${SESSION_CACHE_PREFIX}menu`)).toBeNull();
  });

  it('clears the stored shift on any failed lookup but asks to start one only when there is none', async () => {
    signedInAtKopiSenja();
    useSessionStore.getState().shiftStarted(5);
    sessionStorage.setItem(`${SESSION_CACHE_PREFIX}menu`, '[]');
    mockShiftServer({ 'GET /api/shift/getCurrentShift': { status: 500, body: { message: 'Internal error' } } });
    renderApp(paths.menu);
    await screen.findByTestId('current-cashier');
    // Spec §4: a failed lookup clears the id and session storage; the next good lookup brings the id back.
    await waitFor(() => expect(useSessionStore.getState().shiftId).toBeNull());
    expect(sessionStorage.getItem(`${SESSION_CACHE_PREFIX}menu`)).toBeNull();
    expect(screen.queryByTestId('shift-required-banner')).not.toBeInTheDocument();
  });

  it('keeps the stored shift when the server cannot be reached (a gateway 502): the till sells on offline (issue 23)', async () => {
    signedInAtKopiSenja();
    useSessionStore.getState().shiftStarted(5);
    sessionStorage.setItem(`${SESSION_CACHE_PREFIX}menu`, '[]');
    const api = mockShiftServer({ 'GET /api/shift/getCurrentShift': { status: 502, body: null } });
    renderApp(paths.menu);
    await screen.findByTestId('current-cashier');
    // The GET is sent again after each gateway failure (ADR 30), then the failure stands.
    const attempts = 1 + GATEWAY_RETRY_DELAYS_MS.length;
    const retriesMs = GATEWAY_RETRY_DELAYS_MS.reduce((sum, delayMs) => sum + delayMs, 0);
    await waitFor(() => expect(api.callsTo('GET', '/api/shift/getCurrentShift')).toHaveLength(attempts), { timeout: retriesMs * 3 });
    await waitFor(() => expect(screen.getByTestId('current-cashier')).toBeInTheDocument());
    expect(useSessionStore.getState().shiftId).toBe(5);
    expect(sessionStorage.getItem(`${SESSION_CACHE_PREFIX}menu`)).toBe('[]');
  });

  it('offers to start a shift whenever a call answers SHIFT_NOT_START_ERROR', async () => {
    signedInAtKopiSenja();
    useSessionStore.getState().shiftStarted(5);
    // The shift was ended on another terminal after this one looked it up.
    let lookups = 0;
    const api = mockShiftServer({
      'GET /api/shift/getCurrentShift': () => (++lookups === 1 ? { body: { data: makeShift({ Id: 5, ShiftId: 5 }) } } : noShiftResponse),
      'POST /api/order': noShiftResponse,
    });
    renderApp(paths.menu);
    await screen.findByTestId('current-cashier');
    await waitFor(() => expect(api.callsTo('GET', '/api/shift/getCurrentShift')).toHaveLength(1));

    await expect(http.post('/order', { pax: 1 })).rejects.toThrow('Shift not found');
    await expect(http.post('/order', { pax: 1 })).rejects.toThrow('Shift not found');
    expect(await screen.findByTestId('start-shift-dialog')).toBeInTheDocument();
    // Two refusals, one dialog.
    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['start-shift']);
    await waitFor(() => expect(useSessionStore.getState().shiftId).toBeNull());
    expect(await screen.findByTestId('shift-required-banner')).toBeInTheDocument();
  });
});
