import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtherPermission, OrderStatus } from '@kasir/domain';
import type { Refund } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { closeAllDialogs } from '../../dialogs/dialog-registry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWithBillGrants, threeLineOrder } from './bills-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => {
  disconnectRealtime();
  closeAllDialogs();
});

const earlier: Refund = {
  Id: 5,
  OrderId: 1,
  Amount: 22000,
  CreatedOn: '2026-11-23T05:00:00.000Z',
  Reason: 'Cold',
  CashierName: 'Ani',
  OrderProducts: [{ OrderProductId: 12, ProductName: 'Americano', Quantity: 2, Amount: 44000 }],
  OrderProductBundles: [],
};
const answer: Refund = { ...earlier, Id: 6, Reason: 'Wrong order', OrderProducts: [{ OrderProductId: 11, ProductName: 'Es Kopi Susu', Quantity: 1, Amount: 31100 }] };

describe('refund dialog', { timeout: 40_000 }, () => {
  it('refunds chosen products within the ordered minus refunded quantity, with a reason and a supervisor PIN', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([{ OtherModuleId: OtherPermission.REFUND_ORDER, UsePin: true }]));
    const paid = threeLineOrder({ Status: OrderStatus.PAID, Refunds: [earlier], RefundedTotal: 22000 });
    const api = mockOrderServer({
      'GET /api/order/ongoing': { body: { data: [] } },
      'GET /api/order/1': { body: { data: paid } },
      'PUT /api/customer/refund/1': { body: { data: answer } },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-refund', {}, SLOW));
    const dialog = await screen.findByTestId('refund-dialog', {}, SLOW);

    // At least one product first, then a reason ('Alasan harus diisi!', in English 'A reason is required!').
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Select at least one product to refund');

    // Americano: 3 ordered, 2 refunded already, so at most 1 more.
    const americano = within(dialog).getByTestId('refund-line-p12');
    expect(americano).toHaveTextContent('Americano32');
    await user.click(within(dialog).getByTestId('refund-pick-p12'));
    expect(within(dialog).getByTestId('refund-quantity-p12')).toHaveValue('1');
    await user.click(within(dialog).getByTestId('refund-pick-p12'));

    // Es Kopi Susu: ticking takes the whole 2, the quantity is brought down to 1.
    await user.click(within(dialog).getByTestId('refund-pick-p11'));
    const kopi = within(dialog).getByTestId('refund-quantity-p11');
    expect(kopi).toHaveValue('2');
    await user.clear(kopi);
    await user.type(kopi, '1');
    expect(within(dialog).getByTestId('refund-preview')).toHaveTextContent('Rp 27.000');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('A reason is required!');
    await user.type(within(dialog).getByTestId('reason-input'), 'Wrong order');

    await user.click(within(dialog).getByTestId('dialog-submit'));
    await within(dialog).findByTestId('approver-list', {}, SLOW);
    expect(api.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.REFUND_ORDER}`);
    await user.click(within(dialog).getByText('Budi'));
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('PUT', '/api/customer/refund/1')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/customer/refund/1')[0]?.body).toEqual({
      OrderProducts: [{ OrderProductId: 11, Quantity: 1 }],
      OrderProductBundles: [],
      Reason: 'Wrong order',
      Approval: { UserId: 12, PIN: '222222' },
    });
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument(), SLOW);
  });

  it('refunds a bundle without approval when the role grants refund outright', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([{ OtherModuleId: OtherPermission.REFUND_ORDER, UsePin: false }]));
    const paid = threeLineOrder({ Status: OrderStatus.PAID });
    const api = mockOrderServer({ 'GET /api/order/1': { body: { data: paid } }, 'PUT /api/customer/refund/1': { body: { data: answer } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-refund', {}, SLOW));
    const dialog = await screen.findByTestId('refund-dialog', {}, SLOW);
    await user.click(within(dialog).getByTestId('refund-pick-b21'));
    await user.type(within(dialog).getByTestId('reason-input'), 'Late');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/customer/refund/1')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/customer/refund/1')[0]?.body).toEqual({ OrderProducts: [], OrderProductBundles: [{ OrderProductBundleId: 21, Quantity: 1 }], Reason: 'Late' });
  });
});
