import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveredTicket, Device, PrinterQueue } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeShift, mockShiftServer, openShiftHandlers, signedInAtKopiSenja } from '../shift/shift-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const device = (Id: number, Name: string, Port: number): Device => ({ Id, Name, IpAddress: `127.0.0.1:${Port}`, Ip: '127.0.0.1', Port, IsConnectedDrawer: false, PaperWidth: 80 });
const devices = [device(1, 'Cashier', 9100), device(2, 'Kitchen', 9101)];
const billText = '                  Kopi Senja\n                     BILL\n1 x Es Kopi Susu                          22.000\n                 Bill Not Paid\n';

describe('/testPrint', () => {
  it('shows each printer’s last tickets and the waiting queue, and moves a waiting ticket to another printer', async () => {
    const user = userEvent.setup();
    signedInAtKopiSenja();
    let queue: PrinterQueue[] = [
      {
        printer: '127.0.0.1:9101',
        ip: '127.0.0.1',
        port: 9101,
        jobs: [{ jobId: 'order-7-kitchen', ip: '127.0.0.1', port: 9101, createdAt: '2026-11-24T05:00:00.000Z', attempts: 3, nextAttemptAt: null, lastError: 'Printer 127.0.0.1:9101 refused the connection (off, or wrong port)', isReprint: false, firstLine: 'KITCHEN' }],
      },
    ];
    const api = mockShiftServer({
      ...openShiftHandlers(makeShift()),
      'GET /api/device': { body: { data: devices } },
      'GET /printed': ({ url }) => {
        const tickets: DeliveredTicket[] =
          url.searchParams.get('port') === '9100' ? [{ jobId: 'bill-7', ip: '127.0.0.1', port: 9100, printedAt: '2026-11-24T05:01:00.000Z', isReprint: false, text: billText }] : [];
        return { body: { data: tickets } };
      },
      'GET /queue': () => ({ body: { data: queue } }),
      'POST /queue/order-7-kitchen/move': ({ body }) => {
        queue = [];
        return { body: { data: { jobId: 'order-7-kitchen', ...(body as object), status: 'queued' } } };
      },
    });
    renderApp(paths.testPrint);

    const cashierCard = await screen.findByTestId('printed-9100');
    expect(await within(cashierCard).findByText(/Bill Not Paid/)).toBeInTheDocument();
    expect(await within(screen.getByTestId('printed-9101')).findByText('Nothing printed yet.')).toBeInTheDocument();
    const waiting = await screen.findByTestId('waiting-job-order-7-kitchen');
    expect(within(waiting).getByText('KITCHEN')).toBeInTheDocument();
    expect(within(waiting).getByText(/3 attempts/)).toBeInTheDocument();
    // The header shows the same queue to the cashier on every screen.
    expect(screen.getByTestId('waiting-tickets-button')).toHaveTextContent('1 waiting');

    await user.click(within(waiting).getByPlaceholderText('Move to'));
    await user.click(await screen.findByRole('option', { name: 'Cashier', hidden: true }));
    await user.click(within(waiting).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('POST', '/queue/order-7-kitchen/move')[0]?.body).toEqual({ ip: '127.0.0.1', port: 9100 }));
    expect(await screen.findByText('Ticket moved to Cashier')).toBeInTheDocument();
    expect(await screen.findByTestId('no-waiting-tickets')).toBeInTheDocument();
  });
});
