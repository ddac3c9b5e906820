import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@kasir/contracts';
import { OrderStatus, OtherPermission, PaymentMethodTypeCode, PromoBaseOn, PromoType, SpecMessage } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWith, mockPaymentServer, openPayment, payer } from './payment-test-support.ts';
import { orderToPay, paymentMethods, paymentOf, rinaVouchers } from './test-payments.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const kopiPromo = { PromoName: 'Diskon Kopi 10%', PromoType: PromoType.PRODUCT, TotalDiscount: 4400, BaseOnType: PromoBaseOn.PRODUCT, OutletPromoId: 41, MemberVoucherId: null, Rejection: null };
const rinaOrder = (overrides: Partial<Order> = {}) =>
  orderToPay({ MemberId: 3, CustomerName: 'Rina', PhoneNumber: '081200000001', CustomerData: { MemberNumber: 'M-0001' }, OrderPromos: [kopiPromo], ...overrides });

const pointMethod = paymentMethods.find((method) => method.PaymentMethod.Type === PaymentMethodTypeCode.POINT);

describe('payment with a member', { timeout: 40_000 }, () => {
  it('shows the member block and points, and caps a points line at the points', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(rinaOrder());
    const summary = await openPayment(user);
    const customer = screen.getByTestId('payment-customer');
    expect(customer).toHaveTextContent('Rina');
    expect(customer).toHaveTextContent('M-0001');
    expect(await within(customer).findByTestId('payment-member-points')).toHaveTextContent('12.500 points');
    expect(screen.getByTestId('apply-voucher')).toBeInTheDocument();
    await user.click(screen.getByTestId(`method-${pointMethod?.Id}`));
    expect(screen.getByTestId('keypad-amount')).toHaveValue('12.500');
    expect(screen.getByTestId('keypad-cap')).toHaveTextContent('Rp 12.500');
    // The proposed amount is replaced by the first digit (issue 16); more than the points is capped at OK.
    await user.keyboard('99000');
    expect(screen.getByTestId('keypad-amount')).toHaveValue('99.000');
    await user.click(screen.getByTestId('keypad-ok'));
    expect(screen.getByTestId(`selected-amount-${pointMethod?.Id}`)).toHaveValue('12.500');
    expect(within(summary).getByTestId('pay-remaining')).toHaveTextContent('Rp 39.500');
  });

  it('picks vouchers: loading first, one per promo, none whose promo is applied; the server re-prices', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    let releaseVouchers: () => void = () => undefined;
    const vouchersReady = new Promise<void>((resolve) => {
      releaseVouchers = resolve;
    });
    const server = mockPaymentServer(rinaOrder(), {
      'GET /api/promo/voucher/member/3': async () => {
        await vouchersReady;
        return { body: { data: rinaVouchers } };
      },
      'PUT /api/order/assignVoucherAndPromo/1': { body: { data: rinaOrder() } },
    });
    await openPayment(user);
    await user.click(screen.getByTestId('apply-voucher'));
    const picker = await screen.findByTestId('voucher-picker');
    expect(within(picker).getByTestId('voucher-loading')).toBeInTheDocument();
    releaseVouchers();
    const blocked = await within(picker).findByRole('checkbox', { name: 'Diskon Kopi 10% KOPI-FREE' });
    expect(blocked).toBeDisabled();
    await user.click(within(picker).getByRole('checkbox', { name: 'Voucher Gold 15rb RINA-GOLD-01' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Voucher Gold 15rb RINA-GOLD-02' }));
    expect(within(picker).getByRole('checkbox', { name: 'Voucher Gold 15rb RINA-GOLD-01' })).not.toBeChecked();
    await user.type(within(picker).getByTestId('voucher-search'), 'gold-02');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(picker).getByTestId('voucher-ok'));
    await waitFor(() => expect(server.callsTo('PUT', '/api/order/assignVoucherAndPromo/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/order/assignVoucherAndPromo/1')[0]?.body).toEqual({
      Version: 3,
      Promos: [{ OutletPromoId: 41 }],
      Vouchers: [{ MemberVoucherId: 72, OutletPromoId: 43 }],
    });
  });

  it('a voucher fetch failure is only logged: an empty list, no toast', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockPaymentServer(rinaOrder(), { 'GET /api/promo/voucher/member/3': { status: 500, body: { message: 'Voucher service down' } } });
    await openPayment(user);
    await user.click(screen.getByTestId('apply-voucher'));
    expect(await screen.findByTestId('voucher-empty')).toBeInTheDocument();
    expect(screen.queryByText('Voucher service down')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('without a member the points method says why and the voucher row is not there', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(orderToPay());
    await openPayment(user);
    expect(screen.queryByTestId('apply-voucher')).toBeNull();
    await user.click(screen.getByTestId(`method-${pointMethod?.Id}`));
    expect(await screen.findByText(SpecMessage.POINTS_WITHOUT_MEMBER)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-keypad')).toBeNull();
  });

  it('a member with 0 points cannot choose the points method', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(rinaOrder(), { 'GET /api/member/3/getPoint': { body: { data: { MemberId: 3, Point: 0, SavedMinutes: 0 } } } });
    await openPayment(user);
    await waitFor(() => expect(screen.getByTestId(`method-${pointMethod?.Id}`)).toBeDisabled());
    expect(screen.getByTestId('points-unavailable')).toHaveTextContent('The member has no points');
  });
});

describe('change payment method', { timeout: 40_000 }, () => {
  it('moves a paid order to QRIS with the same amount, approved by a supervisor when the role says UsePin', async () => {
    const user = userEvent.setup();
    signInForOrders(meWith([{ OtherModuleId: OtherPermission.CHANGE_PAYMENT_METHOD, UsePin: true }]));
    const paid = orderToPay({ Status: OrderStatus.PAID, PaidTotal: 52000, Remaining: 0 });
    const payment = paymentOf(paid, {
      PaymentDetails: [{ Id: 1, OutletPaymentMethodId: 1, Name: 'Cash', Type: PaymentMethodTypeCode.CASH, Amount: 52000, CardNo: null, IsNoSales: false, OpenDrawer: true }],
    });
    const order = { ...paid, Payments: [payment] };
    const server = mockPaymentServer(order, { 'PUT /api/payment/changePaymentMethod': { body: { data: payment } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-change-payment-method', {}, SLOW));
    const dialog = await screen.findByTestId('change-payment-method-dialog');
    expect(await within(dialog).findByTestId('change-method-paid')).toHaveTextContent('Rp 52.000');
    await user.clear(within(dialog).getByTestId('change-method-amount-1'));
    await user.type(within(dialog).getByTestId('change-method-amount-6'), '52000');
    await user.click(within(dialog).getByTestId('change-method-save'));
    expect(within(dialog).getByTestId('change-method-entered')).toHaveTextContent('Rp 52.000 / Rp 52.000');
    expect(await screen.findByText('A cashier must be chosen')).toBeInTheDocument();
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '222222');
    await waitFor(() => expect(server.callsTo('PUT', '/api/payment/changePaymentMethod')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/payment/changePaymentMethod')[0]?.body).toEqual({
      PaymentId: payment.Id,
      PaymentDetails: [{ OutletPaymentMethodId: 6, Amount: 52000 }],
      Approval: { UserId: 12, PIN: '222222' },
    });
    await waitFor(() => expect(screen.queryByTestId('change-payment-method-dialog')).toBeNull());
  });
});

describe('choosing the member at payment', { timeout: 40_000 }, () => {
  const rinaMember = {
    Id: 3,
    Name: 'Rina',
    PhoneNumber: '081200000001',
    Email: null,
    MemberId: 'M0001',
    MemberNumber: 'M0001',
    MemberCategoryName: 'Gold',
    Point: 12_500,
    SavedMinutes: 120,
    IsEmployee: false,
    MemberOwners: [{ IsMember: true, MemberSince: '2026-01-01T00:00:00.000Z', ExpiredDate: null }],
  };
  const sariMember = { ...rinaMember, Id: 4, Name: 'Sari', PhoneNumber: '081200000002', MemberId: 'M0002', MemberNumber: 'M0002', MemberCategoryName: 'Silver', Point: 0, SavedMinutes: 0 };

  it('Change searches the members (latest first, then by keyword after 1 s), puts the chosen one on the order, and their points and vouchers can pay', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    let order = orderToPay({ CustomerName: 'Pak Joko', PhoneNumber: null, MemberId: null, CustomerData: null });
    const server = mockPaymentServer(order, {
      'GET /api/order/1': () => ({ body: { data: order } }),
      'GET /api/member': ({ url }) => {
        const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
        return { body: { data: [rinaMember, sariMember].filter((member) => keyword === '' || member.Name.toLowerCase().includes(keyword)) } };
      },
      'POST /api/order/1/updateCustomerData': ({ body }) => {
        const sent = body as { MemberId: number; CustomerName: string; PhoneNumber: string; CustomerData: Record<string, string> };
        order = { ...order, MemberId: sent.MemberId, CustomerName: sent.CustomerName, PhoneNumber: sent.PhoneNumber, CustomerData: sent.CustomerData, Version: order.Version + 1 };
        return { body: { data: order } };
      },
    });
    await openPayment(user);
    expect(screen.getByTestId('payment-customer-name')).toHaveTextContent('Pak Joko');
    expect(screen.queryByTestId('apply-voucher')).toBeNull();
    await user.click(screen.getByTestId('payment-customer-change'));
    const picker = await screen.findByTestId('member-picker');
    expect(await within(picker).findByTestId('member-4')).toHaveTextContent('Sari');

    // OK with nobody picked: the spec's words.
    await user.click(within(picker).getByTestId('member-ok'));
    expect(await screen.findByText('Choose a customer or tap + add new')).toBeInTheDocument();

    // Nobody found after the debounce: 'Member not found'.
    await user.type(within(picker).getByTestId('member-search'), 'xyz');
    expect(await within(picker).findByText(SpecMessage.MEMBER_NOT_FOUND, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(within(picker).getByTestId('member-search'));
    await user.type(within(picker).getByTestId('member-search'), 'rin');
    await waitFor(
      () => {
        expect(within(picker).getByTestId('member-3')).toBeInTheDocument();
        expect(within(picker).queryByTestId('member-4')).toBeNull();
      },
      { timeout: 3000 },
    );
    expect(server.calls.filter((call) => call.path.startsWith('/api/member?'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/api/member?keyword=xyz' }), expect.objectContaining({ path: '/api/member?keyword=rin' })]),
    );
    // Typed one key at a time, searched once per pause: no call for 'r' or 'ri'.
    expect(server.calls.some((call) => call.path === '/api/member?keyword=ri')).toBe(false);

    await user.click(within(picker).getByRole('radio', { name: 'Rina' }));
    await user.click(within(picker).getByTestId('member-ok'));
    await waitFor(() => expect(server.callsTo('POST', '/api/order/1/updateCustomerData')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/order/1/updateCustomerData')[0]?.body).toEqual({
      Version: 3,
      MemberId: 3,
      CustomerName: 'Rina',
      PhoneNumber: '081200000001',
      CustomerData: { MemberNumber: 'M0001' },
    });
    await waitFor(() => expect(screen.queryByTestId('member-picker')).toBeNull());
    // No voucher was on the order: nothing to take off.
    expect(server.callsTo('PUT', '/api/order/assignVoucherAndPromo/1')).toHaveLength(0);
    const customer = screen.getByTestId('payment-customer');
    expect(await within(customer).findByTestId('payment-member-points')).toHaveTextContent('12.500 points');
    expect(customer).toHaveTextContent('M0001');
    expect(screen.getByTestId('apply-voucher')).toBeInTheDocument();
    await user.click(screen.getByTestId(`method-${pointMethod?.Id}`));
    expect(screen.getByTestId('keypad-cap')).toHaveTextContent('Rp 12.500');
  });

  it('a walk-in customer in the picker is shown as a customer: no member number, no points', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const bayu = { ...sariMember, Id: 9, Name: 'Bayu', PhoneNumber: '081200000009', MemberId: 'C0001', MemberNumber: 'C0001', MemberCategoryName: null, MemberOwners: [{ IsMember: false, MemberSince: '2026-01-01T00:00:00.000Z', ExpiredDate: null }] };
    mockPaymentServer(orderToPay({ CustomerName: 'Pak Joko', PhoneNumber: null, MemberId: null, CustomerData: null }), {
      'GET /api/member': () => ({ body: { data: [rinaMember, bayu] } }),
    });
    await openPayment(user);
    await user.click(screen.getByTestId('payment-customer-change'));
    const picker = await screen.findByTestId('member-picker');
    const walkIn = await within(picker).findByTestId('member-9');
    expect(within(walkIn).getByTestId('walk-in-customer')).toHaveTextContent('Customer');
    expect(walkIn).not.toHaveTextContent('C0001');
    expect(walkIn).not.toHaveTextContent(/points/i);
    const member = within(picker).getByTestId('member-3');
    expect(within(member).queryByTestId('walk-in-customer')).toBeNull();
    expect(member).toHaveTextContent('M0001');
  });

  it("another member takes the previous member's vouchers off the order and keeps its promos", async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    const rinaVoucher = { ...kopiPromo, PromoName: 'Voucher Gold 15rb', PromoType: PromoType.VOUCHER, OutletPromoId: 43, MemberVoucherId: 72 };
    let order = rinaOrder({ OrderPromos: [kopiPromo, rinaVoucher] });
    const server = mockPaymentServer(order, {
      'GET /api/order/1': () => ({ body: { data: order } }),
      'GET /api/member': { body: { data: [rinaMember, sariMember] } },
      'GET /api/member/4/getPoint': { body: { data: { MemberId: 4, Point: 0, SavedMinutes: 0 } } },
      'POST /api/order/1/updateCustomerData': ({ body }) => {
        const sent = body as { MemberId: number; CustomerName: string };
        order = { ...order, MemberId: sent.MemberId, CustomerName: sent.CustomerName, Version: order.Version + 1 };
        return { body: { data: order } };
      },
      'PUT /api/order/assignVoucherAndPromo/1': () => {
        order = { ...order, OrderPromos: [kopiPromo], Version: order.Version + 1 };
        return { body: { data: order } };
      },
    });
    await openPayment(user);
    await user.click(screen.getByTestId('payment-customer-change'));
    const picker = await screen.findByTestId('member-picker');
    await user.click(await within(picker).findByRole('radio', { name: 'Sari' }));
    await user.click(within(picker).getByTestId('member-ok'));
    await waitFor(() => expect(server.callsTo('PUT', '/api/order/assignVoucherAndPromo/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/order/assignVoucherAndPromo/1')[0]?.body).toEqual({ Version: 4, Promos: [{ OutletPromoId: 41 }], Vouchers: [] });
    await waitFor(() => expect(screen.getByTestId('payment-customer-name')).toHaveTextContent('Sari'));
  });

  it('Name and phone only opens the customer data of a walk-in customer', async () => {
    const user = userEvent.setup();
    signInForOrders(payer);
    mockPaymentServer(orderToPay(), { 'GET /api/member': { body: { data: [] } } });
    await openPayment(user);
    await user.click(screen.getByTestId('payment-customer-change'));
    const picker = await screen.findByTestId('member-picker');
    expect(await within(picker).findByText('No members yet')).toBeInTheDocument();
    await user.click(within(picker).getByTestId('member-name-only'));
    expect(await screen.findByTestId('customer-data-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('member-picker')).toBeNull();
  });
});
