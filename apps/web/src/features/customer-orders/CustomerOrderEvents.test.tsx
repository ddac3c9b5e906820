import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { AppOrderType, OtherPermission, TOAST_APP_ORDER_TIMEOUT_MS, TOAST_BILL_REQUEST_TIMEOUT_MS } from '@kasir/domain';
import type { CustomerOrder } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { sockets } from '../../test/fake-realtime.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signInWithPermissions } from '../settings/settings-test-support.ts';
import { makeShift } from '../shift/shift-test-support.ts';
import { billRequest, makeCustomerOrder } from './test-data.ts';

configure({ asyncUtilTimeout: 5000 });
vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));

const notices = () => notificationsStore.getState().notifications.map((item) => ({ title: String(item.title), message: String(item.message), autoClose: item.autoClose }));

function serve(orders: () => CustomerOrder[]) {
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/shift/getCurrentShift': { body: { data: makeShift() } },
    'GET /api/customerOrder': () => ({ body: { data: orders() } }),
    'GET /api/billRequest': { body: { data: [billRequest] } },
  });
}

describe('customer order events', () => {
  it("a phone's order shows 'New Order from Apps' with the order number for 10 s and the header count follows the list", async () => {
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS, OtherPermission.SETTINGS]);
    let orders: CustomerOrder[] = [];
    const api = serve(() => orders);
    renderApp(paths.settings);
    expect(await screen.findByTestId('customer-orders-count')).toHaveTextContent('1');
    act(() => sockets.at(-1)?.receive('connect'));

    orders = [makeCustomerOrder(12)];
    const before = api.callsTo('GET', '/api/customerOrder').length;
    act(() => sockets.at(-1)?.receive('customer:newOrder', { Seq: 1, CustomerOrderId: 12, OrderId: 912, OrderNo: 'A-0012', AppOrderType: AppOrderType.DINE_IN, IsAddition: false, TableNames: ['T7'], CustomerName: 'Maya' }));
    expect(notices()[0]).toEqual({ title: 'New Order from Apps', message: 'A-0012 · T7 · (New) · Maya', autoClose: TOAST_APP_ORDER_TIMEOUT_MS });
    await waitFor(() => expect(screen.getByTestId('customer-orders-count')).toHaveTextContent('2'));
    expect(api.callsTo('GET', '/api/customerOrder').length).toBeGreaterThan(before);

    act(() => changeLocale('id'));
    act(() => sockets.at(-1)?.receive('customer:requestBill', { Seq: 2, BillRequestId: 31, OrderId: 950, OrderNo: 'A-0050', TableNames: ['T3', 'T4'] }));
    expect(notices()[0]).toEqual({ title: 'Permintaan Tagihan', message: 'A-0050 · T3, T4', autoClose: TOAST_BILL_REQUEST_TIMEOUT_MS });

    // Another terminal decided it: the list (and the count) refetches.
    orders = [];
    act(() => sockets.at(-1)?.receive('customer:confirmedOrder', { Seq: 3, CustomerOrderId: 12, OrderId: 912, OrderNo: 'A-0012', Status: 2, ConfirmedOrderProductIds: [], RejectedOrderProductIds: [] }));
    await waitFor(() => expect(screen.getByTestId('customer-orders-count')).toHaveTextContent('1'));
  });

  it('the header button opens the list in a drawer', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.MANAGE_CUSTOMER_ORDERS, OtherPermission.SETTINGS]);
    serve(() => [makeCustomerOrder(5, { IsAddition: true })]);
    renderApp(paths.settings);
    await user.click(await screen.findByTestId('customer-orders-button'));
    const card = await screen.findByTestId('customer-order-5');
    expect(within(card).getByTestId('placement-label')).toHaveTextContent('(Additional)');
    expect(screen.getByTestId(`bill-request-${billRequest.Id}`)).toBeInTheDocument();
  });
});
