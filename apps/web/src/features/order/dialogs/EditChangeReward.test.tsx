import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtherPermission } from '@kasir/domain';
import type { Me } from '@kasir/contracts';
import { paths } from '../../../app/router.tsx';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order-test-support.ts';
import { meAniWithPins, meWithoutPins } from '../test-orders.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

type User = ReturnType<typeof userEvent.setup>;


async function openLineAction(user: User, action: string) {
  await user.click(within(await screen.findByTestId('line-product-11', {}, SLOW)).getByTestId(`line-action-${action}`));
}

/** Ani without the edit-order permission at all. */
const meWithoutEdit: Me = (() => {
  const role = meAniWithPins.User?.UserRole;
  if (!meAniWithPins.User || !role) throw new Error('fixture has a role');
  const grants = role.Role.RoleOtherModules.filter((grant) => grant.OtherModuleId !== OtherPermission.EDIT_ORDER);
  return { ...meAniWithPins, User: { ...meAniWithPins.User, UserRole: { ...role, Role: { ...role.Role, RoleOtherModules: grants } } } };
})();

describe('edit, deduct, change and reward', { timeout: 40_000 }, () => {
  it('edits price and add-ons with the edit-order approval (a menu add-on chosen twice adds up)', async () => {
    const user = userEvent.setup();
    signInForOrders();
    const api = mockOrderServer({ 'PUT /api/order/1/updateOrderProduct': { body: { data: null } } });
    renderApp(`${paths.order}?orderId=1`);
    await openLineAction(user, 'EDIT');
    const dialog = screen.getByTestId('edit-line-dialog');
    const price = within(dialog).getByTestId('edit-price');
    await user.clear(price);
    await user.type(price, '25000');
    await user.click(await within(dialog).findByTestId('add-on-option-62', {}, SLOW));
    await user.click(within(dialog).getByTestId('add-on-option-61'));
    expect(within(dialog).getAllByTestId('line-add-on')).toHaveLength(2);

    await user.click(within(dialog).getByTestId('dialog-submit'));
    await within(dialog).findByTestId('approver-list', {}, SLOW);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Please select a cashier');
    await user.click(within(dialog).getByText('Budi'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('PIN cannot be empty');
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/1/updateOrderProduct')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/order/1/updateOrderProduct')[0]?.body).toEqual({
      Version: 3,
      OrderProductId: 11,
      Price: 25000,
      OrderSubProducts: [
        { SubProductId: 61, Quantity: 2 },
        { SubProductId: 62, Quantity: 1 },
      ],
      Approval: { UserId: 12, PIN: '222222' },
    });
  });

  it('deducts below the ordered quantity only with a reason, never below 1', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutPins);
    const api = mockOrderServer({ 'PUT /api/order/1/updateOrderProduct': { body: { data: null } } });
    renderApp(`${paths.order}?orderId=1`);
    await openLineAction(user, 'DEDUCT');
    const dialog = screen.getByTestId('edit-line-dialog');
    const quantity = within(dialog).getByTestId('edit-quantity');
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('1');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Reason cannot be empty');
    await user.type(within(dialog).getByTestId('reason-input'), 'Out of milk');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/1/updateOrderProduct')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/order/1/updateOrderProduct')[0]?.body).toEqual({ Version: 3, OrderProductId: 11, Quantity: 1, Reason: 'Out of milk' });
  });

  it('offers only available other products as a replacement and needs a note', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutPins);
    const api = mockOrderServer({ 'PUT /api/customer/changeOrderProduct/1': { body: { data: null } } });
    renderApp(`${paths.order}?orderId=1`);
    await openLineAction(user, 'CHANGE');
    const dialog = screen.getByTestId('change-product-dialog');
    await user.click(await within(dialog).findByTestId('replacement-select', {}, SLOW));
    const options = (await screen.findAllByRole('option', { hidden: true }, SLOW)).map((option) => option.textContent);
    expect(options).toEqual(['Americano', 'Nasi Goreng Spesial']);
    await user.click(screen.getByRole('option', { name: 'Americano', hidden: true }));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Notes cannot be empty');
    await user.type(within(dialog).getByTestId('notes-input'), 'Guest prefers hot');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/customer/changeOrderProduct/1')).toHaveLength(1), SLOW);
    expect(api.callsTo('PUT', '/api/customer/changeOrderProduct/1')[0]?.body).toEqual({
      Version: 3,
      OrderProductId: 11,
      OutletProductId: 502,
      Notes: 'Guest prefers hot',
    });
  });

  it('tells a role without edit access and asks for a supervisor (request access)', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithoutEdit);
    mockOrderServer();
    renderApp(`${paths.order}?orderId=1`);
    await openLineAction(user, 'CHANGE');
    const dialog = screen.getByTestId('change-product-dialog');
    await user.click(await within(dialog).findByTestId('replacement-select', {}, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Americano', hidden: true }, SLOW));
    await user.type(within(dialog).getByTestId('notes-input'), 'Guest prefers hot');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByTestId('request-access', {}, SLOW)).toHaveTextContent("Sorry, you don't have access to edit ordered products!");
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('A cashier must be chosen');
  });

  it('adds one reward item once an item and the print choice are picked', async () => {
    const user = userEvent.setup();
    signInForOrders();
    const api = mockOrderServer({ 'POST /api/order/1/addFreeOrderProduct': { body: { data: null } } });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-reward', {}, SLOW));
    const dialog = screen.getByTestId('reward-dialog');
    await within(dialog).findByTestId('reward-product-502', {}, SLOW);
    expect(within(dialog).queryByTestId('reward-product-503')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Please choose 1 item');
    await user.click(within(dialog).getByTestId('reward-product-502'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('You must choose!');
    await user.click(within(dialog).getByTestId('reward-print-no'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/order/1/addFreeOrderProduct')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST', '/api/order/1/addFreeOrderProduct')[0]?.body).toEqual({ Version: 3, OutletProductId: 502, Quantity: 1 });
  });
});
