import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayMembershipBody } from '@kasir/contracts';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWithoutPins } from '../order/test-orders.ts';
import { meWith } from '../payment/payment-test-support.ts';
import { paymentMethods, paymentMethodTypes } from '../payment/test-payments.ts';
import { paidOf, pendingGold } from './membership-test-data.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const budiApproval = { UserId: 12, PIN: '222222' };
/** A request takes a moment, as a real one does: the approval dialog clears a refused PIN once it ends. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

function membershipServer(extra: Parameters<typeof mockOrderServer>[0] = {}) {
  const pending = pendingGold();
  const paid = paidOf(pendingGold({ Id: 8, PurchaseCode: 'PM-20261125-0008' }), [{ OutletPaymentMethodId: 1, Amount: 150_000 }], true);
  let attempts = 0;
  return mockOrderServer({
    'GET /api/qr/purchaseMembership': { body: { data: [pending, paid] } },
    'GET /api/qr/purchaseMembership/7': { body: { data: pending } },
    'GET /api/outletPaymentMethod/': { body: { data: paymentMethods } },
    'GET /api/paymentMethodType': { body: { data: paymentMethodTypes } },
    'GET /api/outletReceipt': { body: { data: [] } },
    'PUT /api/qr/paymentMembership/7': async ({ body }) => {
      await aMoment();
      return ++attempts === 1
        ? { status: 401, body: { message: 'Wrong PIN', data: [{ field: 'PIN', error: 'Wrong PIN' }] } }
        : { body: { data: paidOf(pending, (body as PayMembershipBody).PaymentDetails, true) } };
    },
    ...extra,
  });
}

async function payExact(user: ReturnType<typeof userEvent.setup>) {
  renderApp(paths.qrMembership);
  await user.click(await screen.findByTestId('membership-pay-7', {}, SLOW));
  const summary = await screen.findByTestId('membership-summary', {}, SLOW);
  await user.click(screen.getByTestId('quick-cash-exact'));
  await user.click(within(summary).getByTestId('pay-submit'));
}

/** Spec §6 on the membership payment dialog, as on the order's: the Pay button asks for a supervisor first. */
describe('membership payment with a supervisor’s PIN', { timeout: 40_000 }, () => {
  it('a role without payment (9) requests access, a wrong PIN is asked again, Budi’s pays', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutPins);
    const server = membershipServer();
    await payExact(user);
    const dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    expect(within(dialog).getByTestId('request-access')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/qr/paymentMembership/7')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('request-access-submit'));
    expect(await screen.findByText('A cashier must be chosen')).toBeInTheDocument();
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '999999');
    expect(await screen.findByText('Wrong PIN', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('request-access-dialog')).toBeInTheDocument();
    await pressPin(user, '222222');
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();

    const pays = server.callsTo('PUT', '/api/qr/paymentMembership/7').map((call) => call.body as PayMembershipBody);
    expect(pays.map((body) => body.Approval)).toEqual([{ UserId: 12, PIN: '999999' }, budiApproval]);
    expect(pays[1]).toEqual({ Id: 7, PaymentDetails: [{ OutletPaymentMethodId: 1, Amount: 150_000 }], Approval: budiApproval });
    expect(server.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.PAYMENT}`);
  });

  it('payment under UsePin asks without the request-access notice, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    signInForOrders(meWith([{ OtherModuleId: OtherPermission.PAYMENT, UsePin: true }]));
    const server = membershipServer();
    await payExact(user);
    const dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    expect(within(dialog).queryByTestId('request-access')).toBeNull();
    expect(within(dialog).getByText('This needs the approval of a cashier with access.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('request-access-dialog')).toBeNull());
    expect(server.callsTo('PUT', '/api/qr/paymentMembership/7')).toHaveLength(0);
    expect(screen.getByTestId('membership-payment-dialog')).toBeInTheDocument();
  });

  it('a role without change payment method (20) changes a paid membership’s method with Budi’s PIN', async () => {
    const user = userEvent.setup();
    signInForOrders(meWith([{ OtherModuleId: OtherPermission.PAYMENT, UsePin: false }]));
    const server = membershipServer({
      'PUT /api/qr/editPaymentMethod': ({ body }) => ({ body: { data: paidOf(pendingGold({ Id: 8 }), (body as PayMembershipBody).PaymentDetails, false) } }),
    });
    renderApp(paths.qrMembership);
    await user.click(await screen.findByTestId('membership-editMethod-8', {}, SLOW));
    const dialog = await screen.findByTestId('edit-membership-method');
    await user.click(await within(dialog).findByTestId('edit-method-6', {}, SLOW));
    expect(within(dialog).getByTestId('request-access')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('edit-method-save'));
    expect(await screen.findByText('A cashier must be chosen')).toBeInTheDocument();
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '222222');
    await waitFor(() => expect(server.callsTo('PUT', '/api/qr/editPaymentMethod')).toHaveLength(1), SLOW);
    expect(server.callsTo('PUT', '/api/qr/editPaymentMethod')[0]?.body).toEqual({ Id: 8, PaymentDetails: [{ OutletPaymentMethodId: 6, Amount: 150_000 }], Approval: budiApproval });
    expect(server.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.CHANGE_PAYMENT_METHOD}`);
  });
});
