import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashFlowType, formatOutletTimeOfDay, parseTimeOfDay, formatTimeOfDay } from '@kasir/domain';
import type { CashInOut } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { meAni } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { defaultHistoryRange } from './ShiftHistoryPanel.tsx';
import { makeShift, makeTransaction, mockShiftServer, noShiftResponse, openShiftHandlers, signedInAtKopiSenja } from './shift-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const shift = makeShift({ Id: 41, ShiftId: 41 });
const AUTO_START_DELAY_S = 4;
const SECONDS_PER_DAY = 86_400;

describe('shift screen', () => {
  it('adds cash in and cash out with a note and lists them with the running total', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const flows: CashInOut[] = [];
    const api = mockShiftServer({
      ...openShiftHandlers(shift),
      'POST /api/shift/addCashInOut': ({ body }) => {
        const sent = body as { Type: number; Amount: number; Note: string };
        flows.push({ Id: flows.length + 1, ShiftId: 41, ...sent, CreatedOn: `2026-11-23T02:0${flows.length}:00.000Z`, CreatedBy: { Id: 11, Name: 'Ani' } });
        return { status: 201, body: { data: { Id: flows.length } } };
      },
      'POST /api/shift/cashInOutHistory': () => ({ body: { data: flows } }),
      'GET /api/shift/41/getTotalCashInOut': () => {
        const sum = (type: number) => flows.filter((flow) => flow.Type === type).reduce((total, flow) => total + flow.Amount, 0);
        return { body: { data: { TotalCashIn: sum(CashFlowType.IN), TotalCashOut: sum(CashFlowType.OUT), Total: sum(CashFlowType.IN) - sum(CashFlowType.OUT) } } };
      },
    });
    renderApp(paths.shift);

    await user.click(await screen.findByTestId('cash-in-button'));
    await user.click(screen.getByTestId('cash-flow-submit'));
    expect(await screen.findByText('Enter an amount above 0')).toBeInTheDocument();
    expect(screen.getByText('Enter a note')).toBeInTheDocument();
    await user.type(screen.getByTestId('cash-flow-amount'), '100000');
    await user.type(screen.getByTestId('cash-flow-note'), 'Modal kembalian');
    await user.click(screen.getByTestId('cash-flow-submit'));
    expect(await screen.findByText('Cash in saved')).toBeInTheDocument();

    await user.click(screen.getByTestId('cash-out-button'));
    await user.type(await screen.findByTestId('cash-flow-amount'), '25000');
    await user.type(screen.getByTestId('cash-flow-note'), 'Beli es batu');
    await user.click(screen.getByTestId('cash-flow-submit'));

    await waitFor(() => expect(screen.getAllByTestId('cash-flow-row')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/shift/addCashInOut').map((call) => call.body)).toEqual([
      { ShiftId: 41, Type: CashFlowType.IN, Amount: 100_000, Note: 'Modal kembalian' },
      { ShiftId: 41, Type: CashFlowType.OUT, Amount: 25_000, Note: 'Beli es batu' },
    ]);
    const [first, second] = screen.getAllByTestId('cash-flow-row');
    expect(first).toHaveTextContent(/Modal kembalian.*Rp 100\.000.*Rp 100\.000/);
    expect(second).toHaveTextContent(/Beli es batu.*Rp 25\.000.*Rp 75\.000/);
    expect(screen.getByTestId('cash-flow-total')).toHaveTextContent('Rp 75.000');
  });

  it('opens the history on this ISO week, follows the date-range filter and shows a shift’s transactions', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const ended = makeShift({ Id: 30, ShiftId: 30, StartCash: 500_000, EndCash: 540_000, ExpectedCash: 550_000, Difference: -10_000, UpdatedOn: '2026-11-23T09:00:00.000Z' });
    const api = mockShiftServer({
      ...openShiftHandlers(shift),
      'GET /api/shift/history': { body: { data: [ended] } },
      'GET /api/shift/30/getShiftTransaction': { body: { data: makeTransaction(ended, { CashIn: 50_000, ExpectedCash: 550_000, TransactionCount: 3 }) } },
      'GET /api/shift/30/getTotalCashInOut': { body: { data: { TotalCashIn: 50_000, TotalCashOut: 0, Total: 50_000 } } },
    });
    renderApp(paths.shift);

    const row = await screen.findByTestId('shift-history-row');
    const [fromDate, toDate] = defaultHistoryRange(new Date(), 7);
    expect(new URLSearchParams(api.callsTo('GET', '/api/shift/history')[0]?.path.split('?')[1]).toString()).toBe(new URLSearchParams({ fromDate, toDate }).toString());
    expect(within(row).getByTestId('shift-history-difference')).toHaveTextContent('-Rp 10.000');

    await user.click(within(row).getByTestId('shift-history-toggle'));
    const detail = await screen.findByTestId('shift-transaction-30');
    await waitFor(() => expect(detail).toHaveTextContent(/Transactions\s*3/));
    expect(detail).toHaveTextContent(/Expected cash\s*Rp 550\.000/);

    // The filter: pick a first and a last day of the shown month; the list asks again.
    await user.click(screen.getByTestId('shift-history-range'));
    const dayOfShownMonth = async (label: string) =>
      (await screen.findAllByRole('button', { name: new RegExp(`^${label} `), hidden: true })).filter((day) => !day.hasAttribute('data-outside'))[0]!;
    await user.click(await dayOfShownMonth('2'));
    await user.click(await dayOfShownMonth('9'));
    await waitFor(() => expect(api.callsTo('GET', '/api/shift/history').length).toBeGreaterThan(1));
    const last = api.callsTo('GET', '/api/shift/history').at(-1)!.path;
    expect(last).toMatch(/fromDate=\d{4}-\d{2}-02&toDate=\d{4}-\d{2}-09/);
  });

  it('asks the server again when the role’s automatic start time comes', async () => {
    signedInAtKopiSenja();
    // Four seconds from now on the outlet clock (UTC+7); the server opens the shift from then on.
    const startSecond = ((parseTimeOfDay(formatOutletTimeOfDay(new Date(), 7)) ?? 0) + AUTO_START_DELAY_S) % SECONDS_PER_DAY;
    const startsAtMs = (Math.floor(Date.now() / 1000) + AUTO_START_DELAY_S) * 1000;
    useSessionStore.setState({ cashier: { ...meAni.User!, AutomaticStartShift: true, StartShiftTime: formatTimeOfDay(startSecond) } });
    const api = mockShiftServer({
      ...openShiftHandlers(shift),
      'GET /api/shift/getCurrentShift': () => (Date.now() >= startsAtMs ? { body: { data: shift } } : noShiftResponse),
    });
    renderApp(paths.shift);
    expect(await screen.findByTestId('no-current-shift')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().shiftId).toBe(41), { timeout: 10_000 });
    expect(await screen.findByTestId('current-shift')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/shift/getCurrentShift').length).toBeGreaterThan(1);
  });
});
