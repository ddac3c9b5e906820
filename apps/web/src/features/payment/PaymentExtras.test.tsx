import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signInForOrders, SLOW } from '../order/order-test-support.ts';
import { chooseAmount, mockPaymentServer, openPayment, payer } from './payment-test-support.ts';
import { orderToPay, paymentOf } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

describe('after and around the payment', { timeout: 40_000 }, () => {
  it('sends the receipt by e-mail from the success dialog', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay();
    const server = mockPaymentServer(order, {
      'POST /api/payment/1': { body: { data: paymentOf(order) } },
      'GET /api/payment/sendEmail/501': ({ url }) => ({ body: { data: { PaymentId: 501, Email: url.searchParams.get('email'), Status: 'QUEUED' } } }),
      // No mail server on this server: the worker wrote the message as a file.
      'GET /api/payment/emailStatus/501': {
        body: {
          data: [{ Id: 7, PaymentId: 501, Email: 'rina@example.com', Status: 'SAVED_AS_FILE', Attempts: 1, LastError: null, NextAttemptAt: null, SentAt: '2026-11-23T05:00:00.000Z', FileName: '7.eml', CreatedOn: '2026-11-23T05:00:00.000Z' }],
        },
      },
    });
    await openPayment(user);
    await chooseAmount(user, 'method-cash', null);
    await user.click(screen.getByTestId('pay-submit'));
    const success = await screen.findByTestId('payment-success', {}, SLOW);
    await user.click(within(success).getByTestId('receipt-email-send'));
    expect(await within(success).findByText('Enter an e-mail address')).toBeInTheDocument();
    await user.type(within(success).getByTestId('receipt-email'), 'rina@example.com');
    await user.click(within(success).getByTestId('receipt-email-send'));
    expect(await screen.findByText('The receipt will be sent to rina@example.com')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/payment/sendEmail/501')[0]?.path).toContain('email=rina%40example.com');
    expect(await within(success).findByText('Saved as a file on the server (no mail server configured): 7.eml', {}, SLOW)).toBeInTheDocument();
  });

  it('ends the running time session of a timed order after a yes', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const running = orderToPay({ OrderTimeSessions: [{ Type: 1, StartTime: '2026-11-23T04:00:00.000Z', EndTime: null, TerminatedOn: null }] });
    const ended = { ...running, Version: 4, OrderTimeSessions: [{ Type: 1, StartTime: '2026-11-23T04:00:00.000Z', EndTime: null, TerminatedOn: '2026-11-23T05:00:00.000Z' }] };
    const server = mockPaymentServer(running, { 'POST /api/payment/1/terminateOrder': { body: { data: ended } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('terminate-order', {}, SLOW));
    await user.click(await screen.findByRole('button', { name: 'End now' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/payment/1/terminateOrder')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/payment/1/terminateOrder')[0]?.body).toEqual({ Version: 3 });
    await waitFor(() => expect(screen.queryByTestId('terminate-order')).toBeNull());
  });
});
