import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppOrderType, OrderStatus, OtherPermission } from '@kasir/domain';
import type { CustomerOrder } from '@kasir/contracts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { mockApi, type MockHandler, type MockResponse } from '../../test/mock-api.ts';
import { signInWithPermissions } from '../settings/settings-test-support.ts';
import { CustomerOrdersList } from './CustomerOrdersDrawer.tsx';
import { billRequest, emptyPlan, makeCustomerOrder, makeLine } from './test-data.ts';
import { VIEWED_CUSTOMER_ORDERS_KEY } from './viewed-orders.ts';

function serve(orders: CustomerOrder[], extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockApi({
    'GET /api/customerOrder': () => ({ body: { data: orders } }),
    'GET /api/billRequest': { body: { data: [] } },
    'POST /api/print/order': emptyPlan,
    'POST /api/print/tableChecker': emptyPlan,
    'GET /api/outletReceipt': { body: { data: [] } },
    ...extra,
  });
}

function renderList() {
  return render(
    <AppProviders>
      <CustomerOrdersList />
    </AppProviders>,
  );
}

const newOrder = makeCustomerOrder(1);
const addition = makeCustomerOrder(2, { IsAddition: true, OrderStatus: OrderStatus.ORDERED, TableName: 'T2', CustomerName: 'Budi' });

describe('customer orders list', () => {
  it("labels a placement that joined an ordered table '(Tambahan)' and a new one '(Baru)', with table, area and customer", async () => {
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    serve([newOrder, addition]);
    act(() => changeLocale('id'));
    renderList();
    const first = await screen.findByTestId('customer-order-1');
    expect(within(first).getByTestId('placement-label')).toHaveTextContent('(Baru)');
    expect(within(first).getByText('T7 · Teras')).toBeInTheDocument();
    expect(within(first).getByText('Maya')).toBeInTheDocument();
    expect(within(first).getByText('1 × Es Kopi Susu')).toBeInTheDocument();
    expect(within(screen.getByTestId('customer-order-2')).getByTestId('placement-label')).toHaveTextContent('(Tambahan)');
  });

  it('remembers the viewed placements in localStorage viewedCustomerOrders and draws them with a grey border', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    localStorage.setItem(VIEWED_CUSTOMER_ORDERS_KEY, JSON.stringify([2]));
    serve([newOrder, addition]);
    renderList();
    const first = await screen.findByTestId('customer-order-1');
    expect(first).toHaveAttribute('data-viewed', 'false');
    expect(screen.getByTestId('customer-order-2')).toHaveAttribute('data-viewed', 'true');
    expect(screen.getByTestId('customer-order-2').style.borderColor).toBe('var(--mantine-color-gray-4)');

    await user.click(within(first).getByTestId('open-confirm-order'));
    expect(JSON.parse(localStorage.getItem(VIEWED_CUSTOMER_ORDERS_KEY) ?? '[]')).toEqual([2, 1]);
    expect(screen.getByTestId('customer-order-1')).toHaveAttribute('data-viewed', 'true');
  });

  it('confirms the whole placement without a body and prints the kitchen tickets of that order', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    const api = serve([newOrder], { [`POST /api/customer/confirmOrder/${newOrder.OrderId}/`]: { body: { data: null } } });
    renderList();
    await user.click(within(await screen.findByTestId('customer-order-1')).getByTestId('open-confirm-order'));
    await user.click(await screen.findByRole('button', { name: 'Confirm all' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/customer/confirmOrder/${newOrder.OrderId}/`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/customer/confirmOrder/${newOrder.OrderId}/`)[0]?.body).toBeUndefined();
    await waitFor(() => expect(api.callsTo('POST', '/api/print/order')[0]?.body).toEqual({ Id: newOrder.OrderId }));
  });

  it('approve order: confirms one product and rejects another only with a reason', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    const orderId = newOrder.OrderId;
    const api = serve([newOrder], {
      [`POST /api/customer/confirmOrder/${orderId}/`]: { body: { data: null } },
      [`PUT /api/order/${orderId}/rejectOrderProduct`]: { body: { data: null } },
    });
    renderList();
    await user.click(within(await screen.findByTestId('customer-order-1')).getByTestId('open-approve-order'));
    const [coffee, toast] = newOrder.Lines;
    await user.click(await screen.findByTestId(`confirm-line-${coffee?.Id}`));
    await waitFor(() => expect(api.callsTo('POST', `/api/customer/confirmOrder/${orderId}/`)[0]?.body).toEqual({ OrderProductIds: [coffee?.OrderProductId] }));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/order')).toHaveLength(1));

    await user.click(screen.getByTestId(`reject-line-${toast?.Id}`));
    await user.click(await screen.findByTestId('reject-reason-submit'));
    // Spec §5: no reason, no call.
    expect(await screen.findByText('Reason cannot be empty')).toBeInTheDocument();
    act(() => changeLocale('id'));
    expect(screen.getByText('Alasan tidak boleh kosong')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/order/${orderId}/rejectOrderProduct`)).toHaveLength(0);

    await user.type(screen.getByTestId('reject-reason-input'), 'Roti habis');
    await user.click(screen.getByTestId('reject-reason-submit'));
    await waitFor(() => expect(api.callsTo('PUT', `/api/order/${orderId}/rejectOrderProduct`)[0]?.body).toEqual({ OrderProductIds: [toast?.OrderProductId], Reason: 'Roti habis' }));
  });

  it("reject all names only this placement's lines (rejectOrderProduct) when another placement waits on the same order", async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    const sameOrder = makeCustomerOrder(3, { OrderId: newOrder.OrderId, Lines: [makeLine(77)] });
    const api = serve([newOrder, sameOrder], { [`PUT /api/order/${newOrder.OrderId}/rejectOrderProduct`]: { body: { data: null } } });
    renderList();
    await user.click(within(await screen.findByTestId('customer-order-1')).getByTestId('open-confirm-order'));
    await user.click(await screen.findByTestId('reject-all'));
    await user.type(await screen.findByTestId('reject-reason-input'), 'Dapur tutup');
    await user.click(screen.getByTestId('reject-reason-submit'));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/order/${newOrder.OrderId}/rejectOrderProduct`)[0]?.body).toEqual({ OrderProductIds: newOrder.Lines.map((line) => line.OrderProductId), Reason: 'Dapur tutup' }),
    );
  });

  it('confirm online order shows the customer name, phone and delivery address', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    const delivery = makeCustomerOrder(4, { AppOrderType: AppOrderType.DELIVERY, OutletTableId: null, TableName: null, AreaName: null, PhoneNumber: '081299990001', DeliveryAddress: 'Jl. Melati 5, Bandung' });
    const api = serve([delivery], { [`PUT /api/order/${delivery.OrderId}/rejectOrder`]: { body: { data: null } } });
    renderList();
    const card = await screen.findByTestId('customer-order-4');
    expect(within(card).getByText('Delivery')).toBeInTheDocument();
    await user.click(within(card).getByTestId('open-confirm-online-order'));
    const details = await screen.findByTestId('online-customer-details');
    expect(within(details).getByText('Maya')).toBeInTheDocument();
    expect(within(details).getByText('081299990001')).toBeInTheDocument();
    expect(within(details).getByText('Jl. Melati 5, Bandung')).toBeInTheDocument();
    await user.click(screen.getByTestId('reject-all'));
    await user.type(await screen.findByTestId('reject-reason-input'), 'Di luar jangkauan');
    await user.click(screen.getByTestId('reject-reason-submit'));
    await waitFor(() => expect(api.callsTo('PUT', `/api/order/${delivery.OrderId}/rejectOrder`)[0]?.body).toEqual({ Reason: 'Di luar jangkauan' }));
  });

  it('without permission 8 the decisions are disabled', async () => {
    signInWithPermissions([OtherPermission.ADD_ORDER]);
    serve([newOrder]);
    renderList();
    const card = await screen.findByTestId('customer-order-1');
    expect(within(card).getByTestId('open-confirm-order')).toBeDisabled();
    expect(within(card).getByTestId('open-approve-order')).toBeDisabled();
  });

  it('lists open bill requests and marks one done', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS]);
    const api = serve([], { 'GET /api/billRequest': { body: { data: [billRequest] } }, [`PUT /api/billRequest/${billRequest.Id}/resolve`]: { body: { data: null } } });
    renderList();
    const row = await screen.findByTestId(`bill-request-${billRequest.Id}`);
    expect(within(row).getByText('A-0050 · T3, T4')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/billRequest/${billRequest.Id}/resolve`)).toHaveLength(1));
  });
});
