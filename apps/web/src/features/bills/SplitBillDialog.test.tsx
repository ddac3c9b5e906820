import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtherPermission, OrderStatus } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { closeAllDialogs } from '../../dialogs/dialog-registry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWithBillGrants, orderSummary, threeLineOrder } from './bills-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => {
  disconnectRealtime();
  closeAllDialogs();
});

describe('split bill dialog', { timeout: 40_000 }, () => {
  it('moves products between the original and numbered groups, then splits with a supervisor PIN', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([{ OtherModuleId: OtherPermission.SPLIT_BILL, UsePin: true }]));
    const order = threeLineOrder();
    const api = mockOrderServer({
      'GET /api/order/ongoing': { body: { data: [order] } },
      'GET /api/order/1': { body: { data: order } },
      'POST /api/order/1/split': { body: { data: { OriginalOrderId: 1, Orders: [orderSummary(2, 40000), orderSummary(3, 40000), orderSummary(4, 114000)] } } },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-split-bill', {}, SLOW));
    const dialog = await screen.findByTestId('split-bill-dialog', {}, SLOW);
    const original = within(dialog).getByTestId('split-original');

    // Nothing selected yet: the spec's words.
    await user.click(within(dialog).getByTestId('split-move-0'));
    expect(within(dialog).getByTestId('split-problem')).toHaveTextContent('Please select one menu first');

    // Two of the three Americano go to split 1; the step cannot pass the quantity where the product sits.
    await user.click(within(original).getByTestId('split-original-line-p12'));
    const stepInput = within(dialog).getByTestId('split-step');
    await user.clear(stepInput);
    await user.type(stepInput, '9');
    expect(stepInput).not.toHaveValue('9');
    await user.clear(stepInput);
    await user.type(stepInput, '2');
    await user.click(within(dialog).getByTestId('split-move-0'));
    expect(within(within(dialog).getByTestId('split-group-0')).getByTestId('split-group-0-line-p12')).toHaveTextContent('× 2');
    expect(within(original).getByTestId('split-original-line-p12')).toHaveTextContent('× 1');
    expect(within(dialog).getByTestId('split-group-0-subtotal')).toHaveTextContent('Rp 40.000');

    // A second group takes the bundle; one Americano goes back from split 1 and returns again.
    await user.click(within(dialog).getByTestId('split-add-group'));
    await user.click(within(original).getByTestId('split-original-line-b21'));
    await user.click(within(dialog).getByTestId('split-move-1'));
    await user.click(within(dialog).getByTestId('split-group-0-line-p12'));
    await user.clear(stepInput);
    await user.type(stepInput, '1');
    await user.click(within(dialog).getByTestId('split-return'));
    expect(within(original).getByTestId('split-original-line-p12')).toHaveTextContent('× 2');
    await user.click(within(original).getByTestId('split-original-line-p12'));
    await user.click(within(dialog).getByTestId('split-move-0'));

    // Split bill carries UsePin for Ani: a supervisor approves (permission 4).
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await within(dialog).findByTestId('approver-list', {}, SLOW);
    expect(api.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.SPLIT_BILL}`);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Please select User with access');
    await user.click(within(dialog).getByText('Budi'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('PIN cannot be empty');
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('POST', '/api/order/1/split')).toHaveLength(1), SLOW);
    // The leftovers (2 Es Kopi Susu, 1 Americano) are not named: they become the final split.
    expect(api.callsTo('POST', '/api/order/1/split')[0]?.body).toEqual({
      Id: 1,
      Version: 3,
      Approval: { UserId: 12, PIN: '222222' },
      Splits: [
        { OrderProducts: [{ OrderProductId: 12, Quantity: 2 }], OrderProductBundles: [] },
        { OrderProducts: [], OrderProductBundles: [{ OrderProductId: 21, Quantity: 1 }] },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('split-bill-dialog')).not.toBeInTheDocument(), SLOW);
  });

  it('is offered only on ORDERED orders, and refuses a split that leaves one bill', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([{ OtherModuleId: OtherPermission.SPLIT_BILL, UsePin: false }]));
    const order = threeLineOrder({ OrderProducts: threeLineOrder().OrderProducts.slice(0, 1), OrderProductBundles: [] });
    const api = mockOrderServer({ 'GET /api/order/ongoing': { body: { data: [order] } }, 'GET /api/order/1': { body: { data: order } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-split-bill', {}, SLOW));
    const dialog = await screen.findByTestId('split-bill-dialog', {}, SLOW);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Move at least one product into a split');
    await user.click(within(dialog).getByTestId('split-original-line-p11'));
    const stepInput = within(dialog).getByTestId('split-step');
    await user.clear(stepInput);
    await user.type(stepInput, '2');
    await user.click(within(dialog).getByTestId('split-move-0'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('a split needs two bills');
    expect(api.callsTo('POST', '/api/order/1/split')).toHaveLength(0);
  });

  it('hides split and merge on a paid order and offers refund instead', async () => {
    signInForOrders(meWithBillGrants([]));
    const paid = threeLineOrder({ Status: OrderStatus.PAID });
    mockOrderServer({ 'GET /api/order/ongoing': { body: { data: [] } }, 'GET /api/order/1': { body: { data: paid } } });
    renderApp(`${paths.order}?orderId=1`);
    expect(await screen.findByTestId('open-refund', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('open-split-bill')).not.toBeInTheDocument();
    expect(screen.queryByTestId('open-merge-bill')).not.toBeInTheDocument();
  });
});
