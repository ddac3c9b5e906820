import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayOrderBody } from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import { changeLocale } from '../../i18n/i18n.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { signInForOrders, SLOW } from '../order/order-test-support.ts';
import { mockPaymentServer, openPayment, payer } from './payment-test-support.ts';
import { orderToPay, paymentOf } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => {
  disconnectRealtime();
  act(() => changeLocale('en'));
});

/** Order 1 (Rp 52.000) with a payment endpoint that answers what was paid. */
function payableServer() {
  const order = orderToPay();
  return mockPaymentServer(order, {
    'POST /api/payment/1': ({ body }) => {
      const paid = (body as PayOrderBody).PaymentDetails.reduce((sum, line) => sum + line.Amount, 0);
      return { body: { data: paymentOf(order, { Paid: paid, Change: paid - 52000 }) } };
    },
  });
}

describe('the payment dialog at the till (issue 16)', { timeout: 40_000 }, () => {
  it('Cash proposes the exact remaining; the first key typed replaces it, then keys append', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    payableServer();
    const summary = await openPayment(user);
    await user.click(screen.getByTestId('method-cash'));
    const amount = screen.getByTestId('keypad-amount');
    expect(amount).toHaveValue('52.000');
    expect(amount).toHaveAttribute('data-proposed', 'true');
    expect(screen.getByText('Typing replaces this amount')).toBeInTheDocument();
    await user.keyboard('1');
    expect(amount).toHaveValue('1');
    expect(amount).toHaveAttribute('data-proposed', 'false');
    await user.click(screen.getByTestId('keypad-0'));
    await user.click(screen.getByTestId('keypad-000'));
    await user.keyboard('0');
    expect(amount).toHaveValue('100.000');
    await user.click(screen.getByTestId('keypad-ok'));
    expect(within(summary).getByTestId('pay-change')).toHaveTextContent('Rp 48.000');
  });

  it('a quick cash amount is one tap from the summary view; exact cash then Pay pays without a question', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const server = payableServer();
    const summary = await openPayment(user);
    await user.click(screen.getByTestId('quick-cash-50000'));
    expect(screen.queryByTestId('payment-keypad')).toBeNull();
    expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 2.000');
    await user.click(screen.getByTestId('quick-cash-100000'));
    expect(within(summary).getAllByTestId(/^selected-\d+$/)).toHaveLength(1);
    expect(within(summary).getByTestId('pay-change')).toHaveTextContent('Rp 48.000');
    expect(screen.getByTestId('quick-cash-exact')).toHaveTextContent('Rp 52.000');
    await user.click(screen.getByTestId('quick-cash-exact'));
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/payment/1')[0]?.body).toMatchObject({ PaymentDetails: [{ OutletPaymentMethodId: 1, Amount: 52000 }] });
  });

  it('a selected line’s amount types as the keypad does: the first digit replaces it, then digits append', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    payableServer();
    const summary = await openPayment(user);
    await user.click(screen.getByTestId('quick-cash-100000'));
    const field = within(summary).getByRole('textbox', { name: /Cash/ });
    expect(field).toHaveValue('100.000');
    await user.click(field);
    await user.keyboard('60000');
    expect(field).toHaveValue('60.000');
    expect(within(summary).getByTestId('pay-change')).toHaveTextContent('Rp 8.000');
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('6.000');
  });

  it('a change over max(Rp 1.000.000, 10 × due) asks first: Cancel sends nothing, Yes pays once', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const server = payableServer();
    await openPayment(user);
    await user.click(screen.getByTestId('method-cash'));
    await user.keyboard('5000000');
    await user.click(screen.getByTestId('keypad-ok'));
    await user.click(screen.getByTestId('pay-submit'));
    const confirm = await screen.findByRole('dialog', { name: 'Large change' });
    expect(confirm).toHaveTextContent('Change Rp 4.948.000: Rp 5.000.000 received for Rp 52.000 due');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Large change' })).toBeNull());
    expect(server.callsTo('POST', '/api/payment/1')).toHaveLength(0);
    await user.click(screen.getByTestId('pay-submit'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Large change' })).getByRole('button', { name: 'Yes, pay' }));
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/payment/1')).toHaveLength(1);
  });

  it('the promo picker shows what each promo takes off and its terms before it is chosen', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    payableServer();
    await openPayment(user);
    await user.click(screen.getByTestId('apply-promo'));
    const picker = await screen.findByTestId('promo-picker');
    expect(await within(picker).findByTestId('promo-discount-41')).toHaveTextContent('10% off');
    expect(within(picker).getByTestId('promo-discount-42')).toHaveTextContent('Rp 20.000 off');
    expect(within(picker).getByTestId('promo-minimum-42')).toHaveTextContent('Minimum purchase Rp 100.000');
    expect(within(picker).getByTestId('promo-usage-42')).toHaveTextContent('Used 7 / 100');
    expect(within(picker).queryByTestId('promo-terms-41')).toBeNull();
  });

  it('speaks Indonesian: Cash, the quick cash and the type headings by their codes', async () => {
    const user = userEvent.setup();
    act(() => changeLocale('id'));
    signInForOrders(payer);
    payableServer();
    await openPayment(user);
    expect(screen.getByTestId('method-cash')).toHaveTextContent('Tunai');
    expect(screen.getByTestId('quick-cash-exact')).toHaveTextContent('Uang pas');
    expect(screen.getByTestId('method-group-2')).toHaveTextContent('Kredit');
    expect(screen.getByTestId('method-group-3')).toHaveTextContent('Dompet digital');
    expect(screen.getByTestId('method-group-6')).toHaveTextContent('Lainnya');
    expect(screen.getByTestId('method-group-7')).toHaveTextContent('Poin');
  });
});
