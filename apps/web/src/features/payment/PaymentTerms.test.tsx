import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderPromo, PaymentQuote, PaymentQuoteBody, PayOrderBody } from '@kasir/contracts';
import { PromoRejection, SpecMessage } from '@kasir/domain';
import { FakeSocket } from '../../test/fake-socket.ts';
import { signInForOrders, SLOW } from '../order/order-test-support.ts';
import { mockPaymentServer, openPayment, payer } from './payment-test-support.ts';
import { orderToPay, paymentOf } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const QRIS = 6;
const CASH = 1;
const qrisPromo = (discount: number): OrderPromo => ({
  PromoName: 'QRIS Hemat 5%',
  PromoType: 2,
  TotalDiscount: discount,
  BaseOnType: 2,
  OutletPromoId: 44,
  MemberVoucherId: null,
  Rejection: discount === 0 ? PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE : null,
});

/** The server's quote of order 1 (Rp 52.000): 5 % of the 44.000 subtotal off when every method is QRIS. */
function quoteOf(order: Order, methodIds: readonly number[]): PaymentQuote {
  const discount = methodIds.length > 0 && methodIds.every((id) => id === QRIS) ? 2200 : 0;
  return {
    OrderId: order.Id,
    PaymentMethodIds: [...methodIds],
    SubTotal: order.SubTotal,
    DiscountAmount: discount,
    ChargeTotal: order.ChargeTotal,
    Rounding: 0,
    Total: order.Total - discount,
    PaidTotal: 0,
    Remaining: order.Total - discount,
    OrderCharges: order.OrderCharges.map((charge) => ({ OutletChargeId: charge.OutletChargeId, TotalCharge: charge.TotalCharge })),
    OrderPromos: [qrisPromo(discount)],
  };
}

describe('payment dialog with a promo of one payment method (QRIS Hemat 5%)', { timeout: 40_000 }, () => {
  it('shows the red zero and why until QRIS is chosen, then the discount; the keypad default and Pay use the repriced remaining', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay({ OrderPromos: [qrisPromo(0)] });
    const server = mockPaymentServer(order, {
      'POST /api/payment/1/quote': ({ body }) => ({ body: { data: quoteOf(order, (body as PaymentQuoteBody).PaymentMethodIds) } }),
      'POST /api/payment/1': ({ body }) => ({ body: { data: paymentOf(order, { Total: 49800, Paid: (body as PayOrderBody).PaymentDetails[0]?.Amount ?? 0 }) } }),
    });
    const summary = await openPayment(user);
    // No method yet: the order's own figures, the promo at 0 with its reason.
    expect(within(summary).getByTestId('pay-promo-44')).toHaveTextContent('Rp 0');
    expect(within(summary).getByTestId('pay-promo-reason-44')).toHaveTextContent('not for this payment method');
    expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Rp 52.000');
    expect(server.callsTo('POST', '/api/payment/1/quote')).toHaveLength(0);

    // Cash: still no discount, the exact quick amount is the whole 52.000.
    await user.click(screen.getByTestId('method-cash'));
    expect(await screen.findByTestId('keypad-amount')).toHaveValue('52.000');
    expect(within(screen.getByTestId('quick-amounts')).getAllByRole('button')[0]).toHaveTextContent('Rp 52.000');
    expect(server.callsTo('POST', '/api/payment/1/quote')[0]?.body).toEqual({ PaymentMethodIds: [CASH] });
    await user.click(screen.getByTestId('keypad-back'));

    // QRIS: the keypad opens on what is due with QRIS, and the summary follows.
    await user.click(screen.getByTestId(`method-${QRIS}`));
    // The keypad opens at once; its default becomes what is due with QRIS when the quote is in.
    await waitFor(() => expect(screen.getByTestId('keypad-amount')).toHaveValue('49.800'));
    await user.click(screen.getByTestId('keypad-ok'));
    await waitFor(() => expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Rp 49.800'));
    expect(within(summary).getByTestId('pay-discount')).toHaveTextContent('- Rp 2.200');
    expect(within(summary).getByTestId('pay-promo-44')).toHaveTextContent('- Rp 2.200');
    expect(within(summary).queryByTestId('pay-promo-reason-44')).toBeNull();
    expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 0');

    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/payment/1')[0]?.body).toMatchObject({ Promos: [{ OutletPromoId: 44 }], PaymentDetails: [{ OutletPaymentMethodId: QRIS, Amount: 49800 }] });
  });

  it('adding cash to QRIS reprices back to the full total: the promo is 0 again with its reason', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay({ OrderPromos: [qrisPromo(0)] });
    mockPaymentServer(order, { 'POST /api/payment/1/quote': ({ body }) => ({ body: { data: quoteOf(order, (body as PaymentQuoteBody).PaymentMethodIds) } }) });
    const summary = await openPayment(user);
    await user.click(screen.getByTestId(`method-${QRIS}`));
    await user.click(await screen.findByTestId('keypad-clear'));
    for (const digit of '20000') await user.keyboard(digit);
    await user.click(screen.getByTestId('keypad-ok'));
    await waitFor(() => expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 29.800'));
    // Cash on top: with two methods the promo's term fails, so 52.000 - 20.000 is left.
    await user.click(screen.getByTestId('method-cash'));
    await waitFor(() => expect(screen.getByTestId('keypad-amount')).toHaveValue('32.000'));
    await user.click(screen.getByTestId('keypad-ok'));
    await waitFor(() => expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Rp 52.000'));
    expect(within(summary).getByTestId('pay-promo-reason-44')).toHaveTextContent('not for this payment method');
  });

  it('opens the keypad at once while the quote is on its way, and an amount the cashier typed stays when it comes', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay({ OrderPromos: [qrisPromo(0)] });
    const held: Array<() => void> = [];
    const server = mockPaymentServer(order, {
      'POST /api/payment/1/quote': ({ body }) =>
        new Promise((resolve) => held.push(() => resolve({ body: { data: quoteOf(order, (body as PaymentQuoteBody).PaymentMethodIds) } }))),
    });
    const summary = await openPayment(user);
    await user.click(screen.getByTestId(`method-${QRIS}`));
    // The quote is held back: the keypad is there anyway, on the order's own 52.000.
    expect(await screen.findByTestId('keypad-amount')).toHaveValue('52.000');
    await waitFor(() => expect(server.callsTo('POST', '/api/payment/1/quote').length).toBeGreaterThan(0));
    await user.click(screen.getByTestId('keypad-clear'));
    for (const digit of '30000') await user.keyboard(digit);
    held.splice(0).forEach((release) => release());
    // The quote is in: the summary beside the keypad prices with QRIS, the typed amount is kept.
    await waitFor(() => expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Rp 49.800'));
    expect(screen.getByTestId('keypad-amount')).toHaveValue('30.000');
  });
});
