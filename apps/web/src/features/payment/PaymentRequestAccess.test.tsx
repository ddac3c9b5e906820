import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayOrderBody } from '@kasir/contracts';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import { FakeSocket } from '../../test/fake-socket.ts';
import { pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWithoutPins } from '../order/test-orders.ts';
import { chooseAmount, meWith, mockPaymentServer, openPayment } from './payment-test-support.ts';
import { orderToPay, paymentOf } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

/**
 * Spec §2/§5/§6 request access on the Pay button: a role without payment (9), or with it under
 * UsePin, pays only with an eligible approver's PIN, asked in the request-access dialog.
 */
describe('payment request access', { timeout: 40_000 }, () => {
  it('asks a role without payment for a cashier and a PIN in the spec words, then pays with the approval', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutPins);
    const order = orderToPay();
    let attempts = 0;
    const server = mockPaymentServer(order, {
      'POST /api/payment/1': () =>
        ++attempts === 1
          ? { status: 401, body: { message: 'Wrong PIN', data: [{ field: 'PIN', error: 'Wrong PIN' }] } }
          : { body: { data: paymentOf(order, { Paid: 52000, Change: 0 }) } },
    });
    await openPayment(user);
    await chooseAmount(user, 'method-cash', '52000');
    await user.click(screen.getByTestId('pay-submit'));

    const dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    expect(within(dialog).getByTestId('request-access')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/payment/1')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('request-access-submit'));
    expect(await screen.findByText('A cashier must be chosen')).toBeInTheDocument();
    await user.click(await within(dialog).findByTestId('approver-12'));
    await user.click(within(dialog).getByTestId('request-access-submit'));
    expect(await screen.findByText('The PIN is required')).toBeInTheDocument();

    await pressPin(user, '999999');
    expect(await screen.findByText('Wrong PIN', {}, SLOW)).toBeInTheDocument();
    // Refused: the dialog stays for another try with the PIN cleared.
    expect(screen.getByTestId('request-access-dialog')).toBeInTheDocument();
    await pressPin(user, '222222');
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();

    const pays = server.callsTo('POST', '/api/payment/1').map((call) => call.body as PayOrderBody);
    expect(pays.map((body) => body.Approval)).toEqual([
      { UserId: 12, PIN: '999999' },
      { UserId: 12, PIN: '222222' },
    ]);
    expect(pays[1]?.PaymentDetails).toEqual([{ OutletPaymentMethodId: 1, Amount: 52000 }]);
    expect(server.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.PAYMENT}`);
  });

  it('asks a role whose payment carries UsePin and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    signInForOrders(meWith([{ OtherModuleId: OtherPermission.PAYMENT, UsePin: true }]));
    const server = mockPaymentServer(orderToPay());
    await openPayment(user);
    await chooseAmount(user, 'method-cash', '52000');
    await user.click(screen.getByTestId('pay-submit'));
    const dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    expect(within(dialog).queryByTestId('request-access')).toBeNull();
    expect(within(dialog).getByText('This needs the approval of a cashier with access.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('request-access-dialog')).toBeNull());
    expect(screen.getByTestId('payment-dialog')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/payment/1')).toHaveLength(0);
  });
});
