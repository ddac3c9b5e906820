import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpecMessage } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeShift, makeTransaction, mockShiftServer, noShiftResponse, openShiftHandlers, signedInAtKopiSenja } from './shift-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const shift = makeShift({ Id: 41, ShiftId: 41 });
const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };

describe('shift figures and shift print', () => {
  it('shows the open shift’s change, cash refunds and transactions, and prints that shift', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const api = mockShiftServer({
      ...openShiftHandlers(shift, { CashPayments: 100_000, Change: 12_000, CashRefunds: 25_000, ExpectedCash: 563_000, TransactionCount: 2 }),
      'POST /api/print/shift': emptyPlan,
    });
    renderApp(paths.shift);

    await waitFor(() => expect(screen.getByTestId('current-shift-cash-refunds')).toHaveTextContent('Rp 25.000'));
    expect(screen.getByTestId('current-shift-change')).toHaveTextContent('Rp 12.000');
    expect(screen.getByTestId('current-shift-transactions')).toHaveTextContent('2');
    expect(screen.getByTestId('current-shift-expected')).toHaveTextContent('Rp 563.000');

    await user.click(within(screen.getByTestId('current-shift')).getByTestId('print-shift'));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/shift').map((call) => call.body)).toEqual([{ ShiftId: 41 }]));
  });

  it('with no shift the print answers ‘Shift tidak ditemukan’ (in English: Shift not found) and asks the server nothing', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const api = mockShiftServer({ 'GET /api/shift/getCurrentShift': noShiftResponse, 'POST /api/print/shift': emptyPlan });
    renderApp(paths.shift);

    const card = await screen.findByTestId('no-current-shift');
    expect(screen.queryByText('Shift not found')).not.toBeInTheDocument();
    await user.click(within(card).getByTestId('print-shift'));
    expect(await screen.findByText('Shift not found')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/print/shift')).toHaveLength(0);
  });

  it('prints an ended shift from the history, with its cash refunds; the server’s refusal is shown', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    const ended = makeShift({ Id: 30, ShiftId: 30, EndCash: 540_000, ExpectedCash: 540_000, Difference: 0, UpdatedOn: '2026-11-23T09:00:00.000Z' });
    const api = mockShiftServer({
      ...openShiftHandlers(shift),
      'GET /api/shift/history': { body: { data: [ended] } },
      'GET /api/shift/30/getShiftTransaction': { body: { data: makeTransaction(ended, { CashPayments: 60_000, CashRefunds: 20_000, ExpectedCash: 540_000, TransactionCount: 4 }) } },
      'POST /api/shift/cashInOutHistory': { body: { data: [] } },
      'GET /api/shift/30/getTotalCashInOut': { body: { data: { TotalCashIn: 0, TotalCashOut: 0, Total: 0 } } },
      'POST /api/print/shift': { status: 404, body: { message: SpecMessage.SHIFT_NOT_FOUND, code: 'NOT_FOUND', data: [{ field: 'ShiftId', error: SpecMessage.SHIFT_NOT_FOUND }] } },
    });
    renderApp(paths.shift);

    await user.click(within(await screen.findByTestId('shift-history-row')).getByTestId('shift-history-toggle'));
    const detail = await screen.findByTestId('shift-transaction-30');
    await waitFor(() => expect(detail).toHaveTextContent(/Cash refunds\s*Rp 20\.000/));
    expect(detail).toHaveTextContent(/Transactions\s*4/);

    await user.click(within(detail).getByTestId('print-shift'));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/shift').map((call) => call.body)).toEqual([{ ShiftId: 30 }]));
    expect(await screen.findByText('Shift not found')).toBeInTheDocument();
  });
});
