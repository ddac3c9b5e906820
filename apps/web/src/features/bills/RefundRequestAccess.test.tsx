import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus, SpecMessage } from '@kasir/domain';
import type { Refund } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { closeAllDialogs } from '../../dialogs/dialog-registry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { meWithBillGrants, threeLineOrder } from './bills-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => {
  changeLocale('en');
  disconnectRealtime();
  closeAllDialogs();
});

const answer: Refund = {
  Id: 6,
  OrderId: 1,
  Amount: 31100,
  CreatedOn: '2026-11-23T05:00:00.000Z',
  Reason: 'Wrong order',
  CashierName: 'Ani',
  OrderProducts: [{ OrderProductId: 11, ProductName: 'Es Kopi Susu', Quantity: 1, Amount: 31100 }],
  OrderProductBundles: [],
};

describe('refund request access (spec §5)', { timeout: 40_000 }, () => {
  it("a role without refund asks a cashier and a PIN in the request-access words and sends the approval", async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([]));
    const api = mockOrderServer({
      'GET /api/order/ongoing': { body: { data: [] } },
      'GET /api/order/1': { body: { data: threeLineOrder({ Status: OrderStatus.PAID }) } },
      'PUT /api/customer/refund/1': { body: { data: answer } },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-refund', {}, SLOW));
    const dialog = await screen.findByTestId('refund-dialog', {}, SLOW);
    await user.click(within(dialog).getByTestId('refund-pick-p11'));
    const kopi = within(dialog).getByTestId('refund-quantity-p11');
    await user.clear(kopi);
    await user.type(kopi, '1');
    await user.type(within(dialog).getByTestId('reason-input'), 'Wrong order');
    await user.click(within(dialog).getByTestId('dialog-submit'));

    expect(await within(dialog).findByTestId('request-access', {}, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('A cashier must be chosen');
    // The spec's words in Indonesian, as soon as the cashier switches language.
    act(() => changeLocale('id'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent(SpecMessage.CASHIER_REQUIRED);
    act(() => changeLocale('en'));
    await user.click(within(dialog).getByText('Budi'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('The PIN is required');
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('PUT', '/api/customer/refund/1')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/customer/refund/1')[0]?.body).toMatchObject({ Reason: 'Wrong order', Approval: { UserId: 12, PIN: '222222' } });
  });
});
