import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus } from '@kasir/domain';
import { FakeSocket } from '../../test/fake-socket.ts';
import { signInForOrders, SLOW } from '../order/order-test-support.ts';
import { chooseAmount, mockPaymentServer, openPayment, payer } from './payment-test-support.ts';
import { orderToPay, paymentOf } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

describe('partial payments', { timeout: 40_000 }, () => {
  it('pays part of the total when the cashier says so; the order keeps what is left', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay();
    const server = mockPaymentServer(order, {
      'POST /api/payment/1': { body: { data: paymentOf(order, { OrderStatus: OrderStatus.PARTIALLY_PAID, Total: 20000, Paid: 20000, Remaining: 32000 }) } },
    });
    await openPayment(user);
    await chooseAmount(user, 'method-6', '20000');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('The payments do not cover the total yet')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/payment/1')).toHaveLength(0);
    await user.click(screen.getByTestId('pay-partial'));
    await user.click(screen.getByTestId('pay-submit'));
    const success = await screen.findByTestId('payment-success', {}, SLOW);
    expect(within(success).getByTestId('payment-success-remaining')).toHaveTextContent('Rp 32.000');
    expect(server.callsTo('POST', '/api/payment/1')[0]?.body).toMatchObject({ IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: 6, Amount: 20000 }] });
  });

  it('a PARTIALLY_PAID order is paid again for what is left', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(orderToPay({ Status: OrderStatus.PARTIALLY_PAID, PaidTotal: 20000, Remaining: 32000 }));
    const summary = await openPayment(user);
    expect(within(summary).getByTestId('pay-already-paid')).toHaveTextContent('Rp 20.000');
    expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Rp 32.000');
    await user.click(screen.getByTestId('method-cash'));
    expect(screen.getByTestId('keypad-amount')).toHaveValue('32.000');
  });
});
