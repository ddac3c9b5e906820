import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STALE_ORDER_MESSAGE } from '@kasir/contracts';
import { OrderAuditAction } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { sockets } from '../../test/fake-realtime.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, signInForOrders, SLOW } from './order-test-support.ts';
import { dineInOrder, meWithoutPins, orderProduct } from './test-orders.ts';

vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));

describe('order screen', { timeout: 30_000 }, () => {
  it('lists the ongoing orders and shows the chosen one with add-ons, bundle contents, charges, totals and its history', async () => {
    const user = userEvent.setup();
    signInForOrders();
    const audited = dineInOrder({
      OrderAudits: [
        {
          Id: 1,
          Action: OrderAuditAction.DEDUCT,
          OrderProductId: 11,
          ActorUserId: 11,
          ActorName: 'Ani',
          ApproverUserId: 12,
          ApproverName: 'Budi',
          Reason: 'Customer changed mind',
          Before: { Quantity: 3 },
          After: { Quantity: 2 },
          CreatedOn: '2026-11-23T04:04:00.000Z',
        },
      ],
    });
    mockOrderServer({ 'GET /api/order/1': { body: { data: audited } } });
    const { router } = renderApp(paths.order);

    await user.click(await screen.findByTestId('ongoing-order-1', {}, SLOW));
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=1'), SLOW);
    const detail = await screen.findByTestId('order-detail', {}, SLOW);
    expect(within(detail).getByTestId('order-no')).toHaveTextContent('KS-231126-0001');
    expect(within(detail).getByText('Table T3')).toBeInTheDocument();
    const coffee = within(detail).getByTestId('line-product-11');
    expect(coffee).toHaveTextContent('Es Kopi Susu');
    expect(coffee).toHaveTextContent('+ 1 × Extra Shot (Rp 5.000)');
    expect(coffee).toHaveTextContent('Rp 54.000');
    const bundle = within(detail).getByTestId('line-bundle-21');
    expect(bundle).toHaveTextContent('1 × Americano');
    expect(bundle).toHaveTextContent('1 × Croissant');
    expect(within(detail).getByTestId('total-subtotal')).toHaveTextContent('Rp 94.000');
    expect(within(detail).getByTestId('charge-31')).toHaveTextContent('Service (5%)Rp 4.700');
    expect(within(detail).getByTestId('charge-32')).toHaveTextContent('PB1 (10%)Rp 9.870');
    expect(within(detail).getByTestId('total-rounding')).toHaveTextContent('Rp 30');
    expect(within(detail).getByTestId('total-total')).toHaveTextContent('Rp 108.600');
    const audit = within(detail).getByTestId('audit-1');
    expect(audit).toHaveTextContent('Deducted');
    expect(audit).toHaveTextContent('By Ani, approved by Budi');
    expect(audit).toHaveTextContent('Reason: Customer changed mind');
    expect(audit).toHaveTextContent('Quantity: 3 → 2');
    // On the outlet's clock (UTC+7), not the terminal's.
    expect(audit).toHaveTextContent('2026-11-23 11:04');
  });

  it('marks pending lines and moves one back to its order', async () => {
    const user = userEvent.setup();
    signInForOrders();
    const withPending = dineInOrder({
      OrderProducts: [
        ...dineInOrder().OrderProducts,
        orderProduct({ Id: 12, ProductName: 'Americano', Status: 1, PendingOrderProductId: 77, Total: 20000 }),
      ],
    });
    const api = mockOrderServer({
      'GET /api/order/1': { body: { data: withPending } },
      'POST /api/pendingOrderProduct/moveToOrder': { body: { data: null } },
    });
    renderApp(`${paths.order}?orderId=1`);
    const pendingLine = await screen.findByTestId('line-product-12', {}, SLOW);
    expect(pendingLine).toHaveTextContent('Pending');
    // A pending line is neither edited nor deleted: it only goes back.
    expect(within(pendingLine).queryByTestId('line-action-EDIT')).not.toBeInTheDocument();
    await user.click(within(pendingLine).getByTestId('line-action-BACK_TO_ORDER'));
    await waitFor(() => expect(api.callsTo('POST', '/api/pendingOrderProduct/moveToOrder')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/pendingOrderProduct/moveToOrder')[0]?.body).toEqual({ Version: 3, PendingOrderProductId: 77 });
  });

  it('shows a change made on another terminal without a reload (order:changed)', async () => {
    signInForOrders();
    let served = dineInOrder();
    mockOrderServer({ 'GET /api/order/1': () => ({ body: { data: served } }) });
    renderApp(`${paths.order}?orderId=1`);
    expect(await screen.findByTestId('total-total', {}, SLOW)).toHaveTextContent('Rp 108.600');
    const socket = sockets.at(-1);
    if (!socket) throw new Error('the shell opened the realtime connection');

    served = dineInOrder({ Version: 4, Total: 150000 });
    act(() => socket.receive('order:changed', { OutletId: 101, Seq: 1, OrderId: 1, Version: 4, Status: 2 }));
    await waitFor(() => expect(screen.getByTestId('total-total')).toHaveTextContent('Rp 150.000'), SLOW);
  });

  it('on a stale version shows the message and the fresh order from the 409', async () => {
    const user = userEvent.setup();
    // No PIN needed: the delete goes straight to the server.
    signInForOrders(meWithoutPins);
    const fresh = dineInOrder({ Version: 5, Total: 200000 });
    let detailCalls = 0;
    mockOrderServer({
      'GET /api/order/1': () => ({ body: { data: detailCalls++ === 0 ? dineInOrder() : fresh } }),
      'PUT /api/order/1/deleteOrderProduct': {
        status: 409,
        body: { message: STALE_ORDER_MESSAGE, errorCode: 4, code: 'STALE_ORDER', data: [], Order: fresh },
      },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(within(await screen.findByTestId('line-product-11', {}, SLOW)).getByTestId('line-action-DELETE'));
    await user.type(screen.getByTestId('reason-input'), 'Wrong item');
    await user.click(screen.getByTestId('dialog-submit'));
    expect(await screen.findByText(STALE_ORDER_MESSAGE, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-total')).toHaveTextContent('Rp 200.000'));
    expect(screen.queryByTestId('delete-line-dialog')).not.toBeInTheDocument();
  });
});
