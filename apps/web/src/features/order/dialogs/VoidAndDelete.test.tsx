import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/router.tsx';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order-test-support.ts';
import { dineInOrder } from '../test-orders.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => disconnectRealtime());


describe('void and delete with a supervisor', { timeout: 40_000 }, () => {
  it('voids the order with a reason and a supervisor PIN, in the spec words at each missing step', async () => {
    const user = userEvent.setup();
    signInForOrders();
    let attempts = 0;
    const api = mockOrderServer({
      'PUT /api/order/1/cancel': () =>
        ++attempts === 1 ? { status: 400, body: { message: 'PIN salah', data: [{ field: 'Approval.PIN', error: 'PIN salah' }] } } : { body: { data: null } },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-void-order', {}, SLOW));
    const dialog = screen.getByTestId('void-order-dialog');

    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Reason cannot be empty');
    await user.type(within(dialog).getByTestId('reason-input'), 'Customer left');
    await user.click(within(dialog).getByTestId('dialog-submit'));

    // Only the eligible approvers the server names are offered.
    const approverList = await within(dialog).findByTestId('approver-list', {}, SLOW);
    expect(approverList).toHaveTextContent('Budi');
    expect(approverList).not.toHaveTextContent('Ani');
    expect(api.callsTo('GET', '/api/order/approvers')[0]?.path).toContain('permission=3');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Please select User with access');
    await user.click(within(dialog).getByText('Budi'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('PIN cannot be empty');

    // Six digits submit at once; a wrong PIN is refused by the server and can be typed again.
    await pressPin(user, '999999');
    expect(await within(dialog).findByText('PIN salah', {}, SLOW)).toBeInTheDocument();
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/1/cancel')).toHaveLength(2), SLOW);
    expect(api.callsTo('PUT', '/api/order/1/cancel')[1]?.body).toEqual({ Version: 3, Reason: 'Customer left', Approval: { UserId: 12, PIN: '222222' } });
    await waitFor(() => expect(screen.queryByTestId('void-order-dialog')).not.toBeInTheDocument(), SLOW);
  });

  it('says so when nobody can approve', async () => {
    const user = userEvent.setup();
    signInForOrders();
    mockOrderServer({ 'GET /api/order/approvers': { body: { data: [] } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-void-order', {}, SLOW));
    await user.type(screen.getByTestId('reason-input'), 'Customer left');
    await user.click(screen.getByTestId('dialog-submit'));
    expect(await screen.findByText('Not found a user who can edit', {}, SLOW)).toBeInTheDocument();
  });

  it('sends the cashier to VOID for the last unit of the only line, and deletes part of a line with approval', async () => {
    const user = userEvent.setup();
    signInForOrders();
    const single = dineInOrder({ OrderProductBundles: [] });
    const api = mockOrderServer({ 'GET /api/order/1': { body: { data: single } }, 'PUT /api/order/1/deleteOrderProduct': { body: { data: null } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(within(await screen.findByTestId('line-product-11', {}, SLOW)).getByTestId('line-action-DELETE'));
    const dialog = screen.getByTestId('delete-line-dialog');
    const quantity = within(dialog).getByTestId('delete-quantity');
    expect(quantity).toHaveValue('2');
    await user.type(within(dialog).getByTestId('reason-input'), 'Spilled');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Please use VOID Order to delete this order!');

    // One of two may go; delete uses the cancel-order approval and its words ('Kasir harus dipilih', 'PIN harus diisi' in Indonesian).
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await within(dialog).findByTestId('approver-list', {}, SLOW);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('A cashier must be chosen');
    await user.click(within(dialog).getByText('Budi'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('The PIN is required');
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/1/deleteOrderProduct')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/order/1/deleteOrderProduct')[0]?.body).toEqual({
      Version: 3,
      OrderProductId: 11,
      Quantity: 1,
      Reason: 'Spilled',
      Approval: { UserId: 12, PIN: '222222' },
    });
  });
});
