import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayMembershipBody, PromoMemberCategory } from '@kasir/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { OtherPermission, PromoDiscountType, PurchaseMembershipType } from '@kasir/domain';
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

const goldPromo: PromoMemberCategory = { Id: 5, Name: 'Gold 10%', MemberCategoryId: 2, MemberCategory: { Name: 'Gold' }, DiscountType: PromoDiscountType.PERCENTAGE, Amount: 10, MaxDiscountAmount: null };
const silverPromo: PromoMemberCategory = { Id: 6, Name: 'Silver Hemat 10rb', MemberCategoryId: 1, MemberCategory: { Name: 'Silver' }, DiscountType: PromoDiscountType.NOMINAL, Amount: 10_000, MaxDiscountAmount: null };

const withGrants = (...permissions: number[]) => meWith(permissions.map((OtherModuleId) => ({ OtherModuleId, UsePin: false })));

function server(extra: Parameters<typeof mockOrderServer>[0] = {}) {
  const pending = pendingGold();
  const paid = paidOf(pendingGold({ Id: 8, PurchaseCode: 'PM-20261125-0008', GenerateQRHistory: null }), [{ OutletPaymentMethodId: 1, Amount: 150_000 }], true);
  const extension = pendingGold({ Id: 9, PurchaseCode: 'PM-20261125-0009', Type: PurchaseMembershipType.EXTEND, MemberId: 40, GenerateQRHistory: null });
  return mockOrderServer({
    'GET /api/qr/purchaseMembership': { body: { data: [pending, paid] } },
    'GET /api/qr/purchaseMembership/7': { body: { data: pending } },
    'GET /api/qr/purchaseMembership/9': { body: { data: extension } },
    'GET /api/outletPaymentMethod/': { body: { data: paymentMethods } },
    'GET /api/paymentMethodType': { body: { data: paymentMethodTypes } },
    'GET /api/promoMemberCategory': { body: { data: [goldPromo, silverPromo] } },
    'POST /api/qr/applyPromo/7/5': { body: { data: { ...pending, Discount: 15_000, Total: 135_000, PromoMemberCategoryId: 5, PromoMemberCategory: { Name: 'Gold 10%' } } } },
    'PUT /api/qr/cancelMembership': { body: { data: { ...pending, Status: 3 } } },
    'PUT /api/qr/extendMembership/40': { body: { data: extension } },
    'PUT /api/qr/paymentExtendMembership/9': ({ body }) => ({ body: { data: paidOf(extension, (body as PayMembershipBody).PaymentDetails, false) } }),
    'GET /api/outletReceipt': { body: { data: [] } },
    ...extra,
  });
}

describe('the membership purchases screen (issue 19)', { timeout: 40_000 }, () => {
  it('lists the purchases with what each status allows, by permission', async () => {
    signInForOrders(withGrants(OtherPermission.PAYMENT));
    server();
    renderApp(paths.qrMembership);
    const rows = await screen.findAllByTestId('membership-row', {}, SLOW);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Signed up by QR')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Wulan Sari')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    // Cancel needs permission 22, the sign-up QR 21; change payment method is offered and asks a supervisor without 20.
    expect(within(rows[0]!).queryByRole('button', { name: 'Cancel purchase' })).toBeNull();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Change payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign-up QR' })).toBeNull();
  });

  it('cancels a pending purchase after a yes (permission 22)', async () => {
    const user = userEvent.setup();
    signInForOrders(withGrants(OtherPermission.PAYMENT, OtherPermission.CANCEL_MEMBER_QR));
    const calls = server();
    renderApp(paths.qrMembership);
    await user.click(await screen.findByRole('button', { name: 'Cancel purchase' }, SLOW));
    const question = await screen.findByRole('dialog', { name: 'Cancel this membership purchase?' });
    expect(within(question).getByText(/PM-20261125-0007 will be cancelled/)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel purchase' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/qr/cancelMembership')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/qr/cancelMembership')[0]?.body).toEqual({ Id: 7 });
  });

  it('applies a promo of the purchase’s category: the server reprices it and the chosen lines go', async () => {
    const user = userEvent.setup();
    signInForOrders(withGrants(OtherPermission.PAYMENT));
    const calls = server();
    renderApp(paths.qrMembership);
    await user.click(await screen.findByTestId('membership-pay-7', {}, SLOW));
    const summary = await screen.findByTestId('membership-summary', {}, SLOW);
    await user.click(screen.getByTestId('quick-cash-200000'));
    await user.click(screen.getByTestId('apply-promo'));
    const picker = await screen.findByTestId('membership-promo-picker');
    // Only the promos of Gold (or of any category) are offered.
    expect(within(picker).queryByText(/Silver Hemat/)).toBeNull();
    await user.click(within(picker).getByLabelText('Gold 10% (10%)'));
    await user.click(within(picker).getByTestId('membership-promo-ok'));
    await waitFor(() => expect(calls.callsTo('POST', '/api/qr/applyPromo/7/5')).toHaveLength(1));
    await waitFor(() => expect(within(summary).getByTestId('membership-total')).toHaveTextContent('Rp 135.000'));
    expect(within(summary).getByTestId('membership-discount')).toHaveTextContent('- Rp 15.000');
    expect(within(summary).queryAllByTestId(/^selected-\d+$/)).toHaveLength(0);
    expect(screen.getByTestId('apply-promo-count')).toHaveTextContent('1');
  });

  it('extends a paid member’s membership: the EXTEND purchase opens in extend mode and pays through paymentExtendMembership', async () => {
    const user = userEvent.setup();
    signInForOrders(withGrants(OtherPermission.PAYMENT));
    const calls = server();
    renderApp(paths.qrMembership);
    await user.click(await screen.findByRole('button', { name: 'Extend' }, SLOW));
    const dialog = await screen.findByTestId('membership-payment-dialog', {}, SLOW);
    expect(dialog).toHaveAttribute('data-mode', 'extend');
    expect(await screen.findByText('Membership extension PM-20261125-0009', {}, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'QRIS' }));
    await user.click(screen.getByTestId('keypad-ok'));
    await user.click(within(dialog).getByTestId('pay-submit'));
    await screen.findByTestId('membership-payment-success', {}, SLOW);
    const pays = calls.callsTo('PUT', '/api/qr/paymentExtendMembership/9');
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toEqual({ Id: 9, PaymentDetails: [{ OutletPaymentMethodId: 6, Amount: 150_000 }] });
    expect(pays[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^membership-extend-/);
  });
});
