import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type PayOrderBody } from '@kasir/contracts';
import { PaymentMethodTypeCode, PromoRejection, SetReceipt, SpecMessage } from '@kasir/domain';
import { LOCK_SNAPSHOT_STORAGE_KEY, restoreAfterUnlock, saveForLock, useDialogStore } from '../../dialogs/dialog-registry.ts';
import { GATEWAY_RETRY_DELAYS_MS } from '../../api/gateway-retry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import type { MockResponse } from '../../test/mock-api.ts';
import { signInForOrders, SLOW } from '../order/order-test-support.ts';
import { chooseAmount, mockPaymentServer, openPayment, payer } from './payment-test-support.ts';
import { orderToPay, paymentOf } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

describe('order payment dialog', { timeout: 40_000 }, () => {
  it('lays out spec §2: customer, promo row, no voucher row without a member, Cash, groups by type Position', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(orderToPay({ CustomerName: 'Rina', PhoneNumber: '081200000001' }));
    const summary = await openPayment(user);
    const dialog = screen.getByTestId('payment-dialog');
    expect(within(dialog).getByTestId('payment-customer')).toHaveTextContent('Rina');
    expect(within(dialog).getByTestId('payment-customer')).toHaveTextContent('081200000001');
    expect(within(dialog).getByTestId('apply-promo')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('apply-voucher')).toBeNull();
    expect(within(dialog).getByTestId('method-cash')).toHaveTextContent('Cash');
    const groupTitles = within(dialog)
      .getAllByTestId(/^method-group-/)
      .map((group) => group.getAttribute('data-testid'));
    expect(groupTitles).toEqual(['method-group-1', 'method-group-2', 'method-group-3', 'method-group-5', 'method-group-6', 'method-group-7']);
    expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Rp 52.000');
    expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 52.000');
    // Spec §9: payment methods are cached for the session.
    expect(JSON.parse(sessionStorage.getItem('kasir.cache.payment.101.methods') ?? '[]')).toHaveLength(8);
  });

  it('splits cash and QRIS with the keypad, pays once under an Idempotency-Key and shows the change', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay();
    const server = mockPaymentServer(order, {
      'POST /api/payment/1': ({ body }) => {
        const paid = (body as PayOrderBody).PaymentDetails.reduce((sum, line) => sum + line.Amount, 0);
        return { body: { data: paymentOf(order, { Paid: paid, Change: paid - 52000 }) } };
      },
    });
    const summary = await openPayment(user);
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText(SpecMessage.SELECT_PAYMENT_METHOD)).toBeInTheDocument();

    await chooseAmount(user, 'method-cash', '40000');
    expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 12.000');
    await user.click(screen.getByTestId('method-6'));
    expect(screen.getByTestId('keypad-amount')).toHaveValue('12.000');
    expect(screen.queryByTestId('quick-amounts')).toBeNull();
    await user.click(screen.getByTestId('keypad-ok'));
    // Cash again: the entry is updated, not added; quick amounts offer the exact remaining first.
    await user.click(screen.getByTestId('method-cash'));
    const quick = within(screen.getByTestId('quick-amounts')).getAllByRole('button').map((button) => button.textContent);
    expect(quick).toEqual(['Rp 40.000', 'Rp 50.000', 'Rp 100.000', 'Rp 500.000']);
    await user.click(screen.getByTestId('quick-amount-50000'));
    await user.click(screen.getByTestId('keypad-ok'));
    expect(within(summary).getAllByTestId(/^selected-\d+$/)).toHaveLength(2);
    expect(within(summary).getByTestId('pay-change')).toHaveTextContent('Rp 10.000');

    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText(SpecMessage.PAYMENT_SUCCESS, {}, SLOW)).toBeInTheDocument();
    const success = await screen.findByTestId('payment-success');
    expect(within(success).getByTestId('payment-success-change')).toHaveValue('Rp 10.000');
    expect(screen.queryByTestId('payment-dialog')).toBeNull();
    const pays = server.callsTo('POST', '/api/payment/1');
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toMatchObject({ Id: 1, Version: 3, PaymentDetails: [{ OutletPaymentMethodId: 1, Amount: 50000 }, { OutletPaymentMethodId: 6, Amount: 12000 }] });
    expect(pays[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^pay-/);
    expect(server.callsTo('POST', '/openDrawer')).toHaveLength(0);
  });

  it('opens the cash drawer of the payment print set when a used method has OpenDrawer', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const order = orderToPay();
    const cashDetail = { Id: 1, OutletPaymentMethodId: 1, Name: 'Cash', Type: PaymentMethodTypeCode.CASH, Amount: 52000, CardNo: null, IsNoSales: false, OpenDrawer: true };
    const drawer = { Id: 9, Name: 'Cashier', IpAddress: '127.0.0.1:9100', Ip: '127.0.0.1', Port: 9100, IsConnectedDrawer: true, PaperWidth: 80 as const };
    const server = mockPaymentServer(order, {
      'POST /api/payment/1': { body: { data: paymentOf(order, { IsOpenDrawer: true, PaymentDetails: [cashDetail] }) } },
      'GET /api/outletReceipt': {
        body: {
          data: [
            {
              Id: 4,
              SetReceiptId: SetReceipt.PAYMENT,
              Name: 'Payment',
              CustomIpServicePrinter: null,
              FontSize: '1,1',
              OutletSetReceiptDevices: [{ DeviceId: 9, Device: drawer, Quantity: 1, OutletSetReceiptAreas: [], DepartmentIds: [], ProductCategoryIds: [], OutletProductIds: [] }],
            },
          ],
        },
      },
      'POST /openDrawer': { body: { status: 'OK' } },
    });
    await openPayment(user);
    await chooseAmount(user, 'method-cash', null);
    await user.click(screen.getByTestId('pay-submit'));
    await screen.findByTestId('payment-success', {}, SLOW);
    await waitFor(() => expect(server.callsTo('POST', '/openDrawer')).toHaveLength(1));
    expect(server.callsTo('POST', '/openDrawer')[0]?.body).toEqual({ ip: '127.0.0.1', port: 9100 });
  });

  it('keypad keys: 000, delete, Clear and the keyboard Escape setting 0', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(orderToPay());
    await openPayment(user);
    await user.click(screen.getByTestId('method-cash'));
    const amount = screen.getByTestId('keypad-amount');
    await user.click(screen.getByTestId('keypad-clear'));
    expect(amount).toHaveValue('0');
    await user.click(screen.getByTestId('keypad-7'));
    await user.click(screen.getByTestId('keypad-000'));
    expect(amount).toHaveValue('7.000');
    await user.click(screen.getByTestId('keypad-delete'));
    expect(amount).toHaveValue('700');
    await user.keyboard('{Escape}');
    expect(amount).toHaveValue('0');
    expect(screen.getByTestId('payment-dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('keypad-back'));
    expect(screen.getByTestId('method-cash')).toBeInTheDocument();
  });

  it('shows the server text when a pay is refused, and retries a lost answer under the same key', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    // A gateway failure is first sent again by the http client itself (ADR 30), under the same key.
    const gatewayFailures: MockResponse[] = Array.from({ length: 1 + GATEWAY_RETRY_DELAYS_MS.length }, () => ({ status: 503, body: { message: 'Service unavailable' } }));
    const answers: MockResponse[] = [
      ...gatewayFailures,
      { status: 409, body: { message: 'Order already paid on another terminal', errorCode: 1 } },
      { body: { data: paymentOf(orderToPay()) } },
    ];
    const server = mockPaymentServer(orderToPay(), { 'POST /api/payment/1': () => answers.shift() ?? { status: 500, body: {} } });
    await openPayment(user);
    await chooseAmount(user, 'method-cash', null);
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Service unavailable', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Order already paid on another terminal')).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-submit'));
    await screen.findByTestId('payment-success', {}, SLOW);
    const keys = server.callsTo('POST', '/api/payment/1').map((call) => call.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(gatewayFailures.length + 2);
    // The automatic resends and the cashier's second Pay: one key; after the refusal, a new one.
    expect(new Set(keys.slice(0, -1)).size).toBe(1);
    expect(keys.at(-1)).not.toBe(keys.at(-2));
  });

  it('applies a promo through the server, resets the chosen payments, and warns for a zero discount', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const priced = orderToPay({
      DiscountAmount: 0,
      OrderPromos: [{ PromoName: 'Hemat 20rb', PromoType: 2, TotalDiscount: 0, BaseOnType: 2, OutletPromoId: 42, MemberVoucherId: null, Rejection: PromoRejection.BELOW_MINIMUM_PURCHASE }],
    });
    const server = mockPaymentServer(orderToPay(), { 'PUT /api/order/assignPromo/1': { body: { data: priced } } });
    const summary = await openPayment(user);
    await chooseAmount(user, 'method-cash', '10000');
    await user.click(screen.getByTestId('apply-promo'));
    const picker = await screen.findByTestId('promo-picker');
    expect(within(picker).getByTestId('promo-usage-42')).toHaveTextContent('7 / 100');
    expect(within(picker).queryByTestId('promo-usage-41')).toBeNull();
    await user.type(within(picker).getByTestId('promo-search'), 'zzz');
    expect(within(picker).getByTestId('promo-not-found')).toHaveTextContent('Promo not found...');
    await user.clear(within(picker).getByTestId('promo-search'));
    await user.click(within(picker).getByRole('checkbox', { name: 'Hemat 20rb' }));
    await user.click(within(picker).getByTestId('promo-ok'));
    await waitFor(() => expect(screen.queryByTestId('promo-picker')).toBeNull());
    expect(server.callsTo('PUT', '/api/order/assignPromo/1')[0]?.body).toEqual({ Version: 3, Promos: [{ OutletPromoId: 42 }] });
    expect(within(summary).queryAllByTestId(/^selected-\d+$/)).toHaveLength(0);
    expect(screen.getByTestId('apply-promo-count')).toHaveTextContent('1');
    await user.click(screen.getByTestId('apply-promo'));
    expect(await screen.findByTestId('promo-zero-42')).toHaveTextContent('below the minimum purchase');
    expect(screen.getByTestId('promo-minimum-42')).toHaveTextContent('Rp 100.000');
  });

  it('survives a lock: the keypad and its amount come back as they were', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(orderToPay());
    await openPayment(user);
    await user.click(screen.getByTestId('method-cash'));
    await user.click(screen.getByTestId('keypad-clear'));
    await user.click(screen.getByTestId('keypad-5'));
    act(() => saveForLock());
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
    expect(useDialogStore.getState().stack).toHaveLength(0);
    act(() => restoreAfterUnlock());
    expect(await screen.findByTestId('keypad-amount')).toHaveValue('5');
  });

  it('shows a debit card number in groups of four, sends its digits, and never writes it to storage on a lock', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const server = mockPaymentServer(orderToPay(), { 'POST /api/payment/1': { body: { data: paymentOf(orderToPay()) } } });
    await openPayment(user);
    await user.click(screen.getByTestId('method-2'));
    const card = screen.getByTestId('keypad-card-number');
    await user.type(card, '4111 1111-1111 1111');
    expect(card).toHaveValue('4111-1111-1111-1111');
    await user.click(screen.getByTestId('keypad-ok'));
    act(() => saveForLock());
    expect(localStorage.getItem(LOCK_SNAPSHOT_STORAGE_KEY)).toContain('Debit BCA');
    expect(localStorage.getItem(LOCK_SNAPSHOT_STORAGE_KEY)).not.toContain('4111');
    act(() => restoreAfterUnlock());
    await user.click(await screen.findByTestId('pay-submit'));
    await screen.findByTestId('payment-success', {}, SLOW);
    expect(server.callsTo('POST', '/api/payment/1')[0]?.body).toMatchObject({ PaymentDetails: [{ OutletPaymentMethodId: 2, Amount: 52000, CardNo: '4111111111111111' }] });
  });
});
