import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayMembershipBody } from '@kasir/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWith } from '../payment/payment-test-support.ts';
import { paymentMethods, paymentMethodTypes } from '../payment/test-payments.ts';
import { paidOf, pendingGold } from './membership-test-data.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const budi = meWith([
  { OtherModuleId: OtherPermission.PAYMENT, UsePin: false },
  { OtherModuleId: OtherPermission.GENERATE_MEMBER_QR, UsePin: false },
  { OtherModuleId: OtherPermission.CANCEL_MEMBER_QR, UsePin: false },
]);

function membershipServer(payStatus = 200) {
  const purchase = pendingGold();
  return mockOrderServer({
    'GET /api/qr/purchaseMembership': { body: { data: [purchase] } },
    'GET /api/qr/purchaseMembership/7': { body: { data: purchase } },
    'GET /api/outletPaymentMethod/': { body: { data: paymentMethods } },
    'GET /api/paymentMethodType': { body: { data: paymentMethodTypes } },
    'PUT /api/qr/paymentMembership/7': ({ body }) =>
      payStatus === 200 ? { body: { data: paidOf(purchase, (body as PayMembershipBody).PaymentDetails, true) } } : { status: payStatus, body: { message: 'Purchase already paid' } },
    'GET /api/outletReceipt': { body: { data: [] } },
  });
}

async function openPay(user: ReturnType<typeof userEvent.setup>) {
  renderApp(paths.qrMembership);
  await user.click(await screen.findByTestId('membership-pay-7', {}, SLOW));
  return screen.findByTestId('membership-summary', {}, SLOW);
}

describe('the membership payment dialog (spec §2)', { timeout: 40_000 }, () => {
  it('has no customer block, voucher row or Print Bill; Cash proposes the remaining, the first digit replaces it, and Pay sends Id and PaymentDetails once under a key', async () => {
    const user = userEvent.setup();
    signInForOrders(budi);
    const server = membershipServer();
    const summary = await openPay(user);
    const dialog = screen.getByTestId('membership-payment-dialog');
    expect(dialog).toHaveAttribute('data-mode', 'normal');
    expect(within(dialog).queryByTestId('apply-voucher')).toBeNull();
    expect(within(dialog).queryByTestId('print-bill')).toBeNull();
    expect(within(dialog).queryByText('Change')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Point' })).toBeNull();
    expect(within(summary).getByTestId('membership-total')).toHaveTextContent('Rp 150.000');

    await user.click(within(dialog).getByTestId('method-cash'));
    const amount = screen.getByTestId('keypad-amount');
    expect(amount).toHaveValue('150.000');
    expect(amount).toHaveAttribute('data-proposed', 'true');
    expect(within(screen.getByTestId('quick-amounts')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Rp 100.000', 'Rp 200.000', 'Rp 300.000', 'Rp 150.000']);
    await user.click(screen.getByTestId('keypad-2'));
    expect(amount).toHaveValue('2');
    await user.click(screen.getByTestId('keypad-000'));
    await user.click(screen.getByTestId('keypad-0'));
    await user.click(screen.getByTestId('keypad-0'));
    expect(amount).toHaveValue('200.000');
    await user.click(screen.getByTestId('keypad-ok'));
    expect(within(summary).getByTestId('pay-change')).toHaveTextContent('Rp 50.000');

    await user.click(within(summary).getByTestId('pay-submit'));
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();
    const success = await screen.findByTestId('membership-payment-success');
    expect(within(success).getByTestId('membership-success-change')).toHaveValue('Rp 50.000');
    expect(within(success).getByTestId('membership-print-receipt')).toBeInTheDocument();
    const pays = server.callsTo('PUT', '/api/qr/paymentMembership/7');
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toEqual({ Id: 7, PaymentDetails: [{ OutletPaymentMethodId: 1, Amount: 200_000 }] });
    expect(pays[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^membership-normal-/);
  });

  it('the summary quick cash pays in one tap; Pay with nothing chosen says so', async () => {
    const user = userEvent.setup();
    signInForOrders(budi);
    membershipServer();
    const summary = await openPay(user);
    await user.click(within(summary).getByTestId('pay-submit'));
    expect(await screen.findByText(SpecMessage.SELECT_PAYMENT_METHOD)).toBeInTheDocument();
    expect(screen.getByTestId('quick-cash-exact')).toHaveTextContent('Rp 150.000');
    await user.click(screen.getByTestId('quick-cash-300000'));
    expect(within(summary).getByTestId('pay-change')).toHaveTextContent('Rp 150.000');
    await user.click(screen.getByTestId('quick-cash-exact'));
    expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 0');
  });

  it('a refused pay keeps the dialog and starts a fresh attempt: the next Pay sends another key', async () => {
    const user = userEvent.setup();
    signInForOrders(budi);
    const server = membershipServer(409);
    const summary = await openPay(user);
    await user.click(screen.getByTestId('quick-cash-exact'));
    await user.click(within(summary).getByTestId('pay-submit'));
    expect(await screen.findByText('Purchase already paid')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('PUT', '/api/qr/paymentMembership/7')).toHaveLength(1));
    await user.click(within(summary).getByTestId('pay-submit'));
    await waitFor(() => expect(server.callsTo('PUT', '/api/qr/paymentMembership/7')).toHaveLength(2));
    const [first, second] = server.callsTo('PUT', '/api/qr/paymentMembership/7');
    expect(first?.headers[IDEMPOTENCY_KEY_HEADER]).not.toBe(second?.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(screen.getByTestId('membership-payment-dialog')).toBeInTheDocument();
  });
});
