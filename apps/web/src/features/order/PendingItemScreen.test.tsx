import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingItemStatus } from '@kasir/domain';
import type { PendingItem } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, signInForOrders, SLOW } from './order-test-support.ts';
import { meWithoutPins } from './test-orders.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

function pendingItem(id: number, name: string, status: number = PendingItemStatus.WAITING): PendingItem {
  return {
    Id: id,
    OrderId: 1,
    OrderNo: 'KS-231126-0001',
    OrderProductId: 10 + id,
    OutletProductId: 500 + id,
    ProductName: name,
    Quantity: 1,
    Status: status,
    CreatedOn: '2026-11-23T04:10:00.000Z',
    CreatedByName: 'Ani',
    ResolvedOn: null,
  };
}

describe('pending items', { timeout: 40_000 }, () => {
  it('lists waiting items, sends one back to its order and voids another with a reason', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutPins);
    const api = mockOrderServer({
      'GET /api/pendingOrderProduct': { body: { data: [pendingItem(1, 'Americano'), pendingItem(2, 'Croissant'), pendingItem(3, 'Old', PendingItemStatus.VOIDED)] } },
      'POST /api/pendingOrderProduct/moveToOrder': { body: { data: null } },
      'POST /api/pendingOrderProduct/voidItem': { body: { data: null } },
    });
    renderApp(paths.pendingItem);
    const first = await screen.findByTestId('pending-item-1', {}, SLOW);
    expect(screen.queryByTestId('pending-item-3')).not.toBeInTheDocument();

    await user.click(within(first).getByTestId('pending-back'));
    await waitFor(() => expect(api.callsTo('POST', '/api/pendingOrderProduct/moveToOrder')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST', '/api/pendingOrderProduct/moveToOrder')[0]?.body).toEqual({ PendingOrderProductId: 1 });

    await user.click(within(screen.getByTestId('pending-item-2')).getByTestId('pending-void'));
    const dialog = screen.getByTestId('void-pending-dialog');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Reason cannot be empty');
    await user.type(within(dialog).getByTestId('reason-input'), 'Kitchen ran out');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/pendingOrderProduct/voidItem')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST', '/api/pendingOrderProduct/voidItem')[0]?.body).toEqual({ PendingOrderProductId: 2, Reason: 'Kitchen ran out' });
  });

  it('moves part of a line to pending from the edit dialog (up to its quantity)', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutPins);
    const api = mockOrderServer({ 'POST /api/pendingOrderProduct/moveToPending': { body: { data: null } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(within(await screen.findByTestId('line-product-11', {}, SLOW)).getByTestId('line-action-EDIT'));
    await user.click(screen.getByTestId('open-add-pending'));
    const quantity = screen.getByTestId('pending-quantity');
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(screen.getByTestId('confirm-add-pending'));
    await waitFor(() => expect(api.callsTo('POST', '/api/pendingOrderProduct/moveToPending')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST', '/api/pendingOrderProduct/moveToPending')[0]?.body).toEqual({ Version: 3, OrderId: 1, OrderProductId: 11, Quantity: 1 });
  });
});
