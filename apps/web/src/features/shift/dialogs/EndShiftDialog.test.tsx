import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/router.tsx';
import { changeLocale } from '../../../i18n/i18n.ts';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { cashierToken, meAni } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SESSION_CACHE_PREFIX } from '../../../shared/session-cache.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { makeShift, mockShiftServer, noShiftResponse, openShiftHandlers, signedInAtKopiSenja } from '../shift-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => {
  disconnectRealtime();
  changeLocale('en');
});

const shift = makeShift({ Id: 41, ShiftId: 41, StartCash: 500_000 });
const candidates = [{ Id: 12, Name: 'Budi', Username: 'budi' }];

/** Ani's open shift: 500.000 opening cash, 50.000 cash in, so 550.000 expected. */
async function openEndShiftDialog(extra: Parameters<typeof mockShiftServer>[0] = {}) {
  const user = userEvent.setup();
  signedInAtKopiSenja();
  useSessionStore.getState().shiftStarted(41);
  let isOpen = true;
  const handlers = openShiftHandlers(shift, { CashIn: 50_000, ExpectedCash: 550_000 });
  const api = mockShiftServer({
    ...handlers,
    'GET /api/shift/getCurrentShift': () => (isOpen ? { body: { data: shift } } : noShiftResponse),
    'GET /api/shift/passCandidates': { body: { data: candidates } },
    'GET /api/user/me': { body: { data: meAni } },
    ...extra,
  });
  renderApp(paths.shift);
  await user.click(await screen.findByTestId('end-shift-button'));
  const dialog = await screen.findByTestId('end-shift-dialog');
  return { user, api, dialog, closeShift: () => (isOpen = false) };
}

describe('end-shift dialog', () => {
  it('asks for the end cash, clears negative input, shows expected beside counted and ends the shift', async () => {
    const { user, api, closeShift } = await openEndShiftDialog({
      'POST /api/shift/endShift': () => {
        closeShift();
        return { body: { data: makeShift({ EndCash: 540_000, ExpectedCash: 550_000, Difference: -10_000, UpdatedOn: '2026-11-23T09:00:00.000Z' }) } };
      },
    });
    await user.click(screen.getByTestId('end-shift-submit'));
    expect(await screen.findByText('Please input End Cash')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/shift/endShift')).toHaveLength(0);

    const cash = screen.getByTestId('end-shift-cash');
    await user.click(cash);
    await user.paste('-5000');
    expect(cash).toHaveValue('');

    await user.type(cash, '540000');
    expect(cash).toHaveValue('540.000');
    expect(await screen.findByTestId('end-shift-expected')).toHaveTextContent('Rp 550.000');
    expect(screen.getByTestId('end-shift-counted')).toHaveTextContent('Rp 540.000');
    expect(screen.getByTestId('end-shift-difference')).toHaveTextContent('-Rp 10.000');

    await user.type(screen.getByTestId('end-shift-note'), 'Kurang 10 ribu');
    await user.click(screen.getByTestId('end-shift-submit'));
    expect(await screen.findByText('The shift has ended!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/shift/endShift')[0]?.body).toEqual({ ShiftId: 41, EndCash: 540_000, Note: 'Kurang 10 ribu' });
    expect(useSessionStore.getState().shiftId).toBeNull();
    expect(await screen.findByTestId('no-current-shift')).toBeInTheDocument();
  });

  it('signs the cashier out after the shift when the role says AutomaticLogoutChasier (ADR 0022)', async () => {
    const { user, api, closeShift } = await openEndShiftDialog({
      'POST /api/shift/endShift': () => {
        closeShift();
        return { body: { data: makeShift({ EndCash: 550_000, UpdatedOn: '2026-11-23T09:00:00.000Z' }) } };
      },
      'GET /api/user/logoutCashier': { body: { data: null } },
    });
    useSessionStore.setState({ cashier: { ...meAni.User!, AutomaticLogoutChasier: true } });
    await user.type(screen.getByTestId('end-shift-cash'), '550000');
    await user.click(screen.getByTestId('end-shift-submit'));
    await waitFor(() => expect(api.callsTo('GET', '/api/user/logoutCashier')).toHaveLength(1));
    await waitFor(() => expect(useSessionStore.getState().cashier).toBeNull());
    expect(useSessionStore.getState().cashierToken).toBeNull();
  });

  it('says the end cash is required in Indonesian', async () => {
    const { user } = await openEndShiftDialog();
    changeLocale('id');
    await user.click(screen.getByTestId('end-shift-submit'));
    expect(await screen.findByText('Kas akhir harus diisi')).toBeInTheDocument();
  });

  it('passes the shift to the chosen cashier after their PIN, keeping this cashier signed in', async () => {
    sessionStorage.setItem(`${SESSION_CACHE_PREFIX}101.favorites`, '[]');
    const { user, api, dialog, closeShift } = await openEndShiftDialog({
      'POST /api/shift/passShift': () => {
        closeShift();
        return { body: { data: { EndedShiftId: 41, NextShiftId: 42, NextUserName: 'Budi' } } };
      },
    });
    await user.type(screen.getByTestId('end-shift-cash'), '550000');
    await user.click(screen.getByTestId('end-shift-pass-switch'));
    await screen.findByTestId('pass-shift-fields');
    await user.click(screen.getByTestId('end-shift-submit'));
    expect(await screen.findByText('Please select Next Cashier')).toBeInTheDocument();
    expect(screen.getByText('Please Input PIN!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/shift/passShift')).toHaveLength(0);

    // Only the other users with a role on this outlet are offered.
    await user.click(within(dialog).getByTestId('pass-shift-cashier'));
    await user.click(await screen.findByRole('option', { name: 'Budi (budi)', hidden: true }));
    await user.type(screen.getByTestId('pass-shift-pin'), '222222');
    await user.click(screen.getByTestId('end-shift-submit'));

    expect(await screen.findByText('Shift passed to Budi!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/shift/passShift')[0]?.body).toEqual({ ShiftId: 41, EndCash: 550_000, NextUsername: 'budi', NextPIN: '222222' });
    expect(useSessionStore.getState().shiftId).toBeNull();
    // The original cashier's token is what the terminal still holds; the user data was refreshed.
    expect(useSessionStore.getState().cashierToken).toBe(cashierToken);
    await waitFor(() => expect(api.callsTo('GET', '/api/user/me').length).toBeGreaterThan(0));
    expect(sessionStorage.getItem(`${SESSION_CACHE_PREFIX}101.favorites`)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('end-shift-dialog')).not.toBeInTheDocument());
  });

  it('shows the refusal and changes nothing when the next cashier already has a shift', async () => {
    const refusal = 'Cannot pass shift to Budi, already have active shift.';
    const { user, api } = await openEndShiftDialog({
      'POST /api/shift/passShift': { status: 409, body: { message: refusal, errorCode: 1, code: 'CONFLICT', data: [] } },
    });
    await user.type(screen.getByTestId('end-shift-cash'), '550000');
    await user.click(screen.getByTestId('end-shift-pass-switch'));
    await user.click(await screen.findByTestId('pass-shift-cashier'));
    await user.click(await screen.findByRole('option', { name: 'Budi (budi)', hidden: true }));
    await user.type(screen.getByTestId('pass-shift-pin'), '222222');
    await user.click(screen.getByTestId('end-shift-submit'));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/shift/passShift')).toHaveLength(1);
    expect(useSessionStore.getState().shiftId).toBe(41);
    expect(useSessionStore.getState().cashierToken).toBe(cashierToken);
    expect(screen.getByTestId('end-shift-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('pass-shift-pin')).toHaveValue('');
  });
});
