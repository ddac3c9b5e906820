import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockMenuServer, signInAtKopiSenja } from './menu-test-support.ts';
import { savedOrder } from './test-fixtures.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

// Whole-app renders with lazy screens are slow on a shared machine: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
const findProduct = (name: string) => screen.findByRole('button', { name });

function mockWithOrderCreation() {
  return mockMenuServer({
    extra: { 'POST /api/order': { status: 201, body: { data: savedOrder({ OrderNo: 'KS-0007', Total: 81900 }) } } },
  });
}

// Whole-app renders with many typed keys: slower than the default 5 s on a shared machine.
describe('building an order on the menu', { timeout: 60_000 }, () => {
  it('adds a product with sub-product and free-text add-ons and a bundle, then saves it', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockWithOrderCreation();
    renderApp(paths.menu);

    await findProduct('Es Kopi Susu');
    await user.click(screen.getByRole('radio', { name: 'Dine In' }));
    // A long press (a right click with a mouse) opens the product's options before it is added.
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button', { name: 'Es Kopi Susu' }) });
    const dialog = await screen.findByTestId('edit-order-product-dialog');
    // Oat Milk has no stock left (Quantity 0), Extra Shot is unlimited (-1).
    expect(within(dialog).getByTestId('sub-product-72')).toBeDisabled();
    await user.click(within(dialog).getByTestId('sub-product-71'));
    await user.click(within(dialog).getByTestId('sub-product-71'));
    const suggestions = within(within(dialog).getByTestId('add-on-suggestions')).getAllByRole('button').map((button) => button.textContent);
    expect(suggestions).toEqual(['50% Ice', 'No Ice', 'Less Sugar', 'Grass Jelly', 'Additional Boba']);
    await user.click(within(dialog).getByRole('button', { name: 'No Ice' }));
    // A duplicate name, typed and entered, counts the add-on once more.
    await user.type(within(dialog).getByTestId('add-on-input'), 'no ice{Enter}');
    await user.type(within(dialog).getByTestId('add-on-input'), '   {Enter}');
    expect(within(dialog).getByText('Add-on name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of Extra Shot' })).toHaveValue('2');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of No Ice' })).toHaveValue('2');
    await user.type(within(dialog).getByTestId('line-notes'), 'less sweet');
    // LEVEL2 price 24.000 + 2 × Extra Shot 5.000.
    expect(within(dialog).getByTestId('line-total-preview')).toHaveTextContent('Rp 34.000');
    await user.click(within(dialog).getByTestId('edit-order-product-ok'));

    // A bundle's items are fixed: one tap adds it, and its items show on the line.
    await user.click(await findProduct('Paket Sarapan'));
    expect(screen.queryByTestId('edit-order-product-dialog')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(screen.getAllByTestId('cart-line-add-on').map((line) => line.textContent)).toEqual(['+ 2 × Extra Shot (Rp 5.000)', '+ 2 × No Ice (Rp 0)']);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Rp 69.000');

    await user.click(screen.getByTestId('save-order'));
    expect(await screen.findByTestId('saved-order-dialog')).toHaveTextContent('KS-0007');
    // The save carries an Idempotency-Key, so a retried save cannot make a second order.
    expect(api.callsTo('POST', '/api/order')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}-[0-9a-z]+$/);
    expect(api.callsTo('POST', '/api/order')[0]?.body).toEqual({
      OutletOrderTypeId: 11,
      pax: 1,
      endTime: null,
      OrderProducts: [
        {
          OutletProductId: 1,
          Quantity: 1,
          Notes: 'less sweet',
          OrderSubProducts: [
            { SubProductId: 71, Quantity: 2 },
            { Name: 'No Ice', Price: 0, Quantity: 2 },
          ],
        },
      ],
      OrderProductBundles: [{ OutletProductBundleId: 9, Quantity: 1 }],
    });
    await user.click(screen.getByTestId('saved-order-close'));
    expect(await screen.findByText('Pick products from the menu')).toBeInTheDocument();
  });

  it('asks for shipping data on a delivery order with the spec messages, and sends it with the customer', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockWithOrderCreation();
    renderApp(paths.menu);
    await findProduct('Americano');
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Americano' }));
    await screen.findByTestId('cart-line');

    await user.click(screen.getByTestId('open-customer-data'));
    await user.type(await screen.findByTestId('customer-phone'), '0812');
    await user.click(screen.getByTestId('customer-data-ok'));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    await user.clear(screen.getByTestId('customer-phone'));
    await user.type(screen.getByTestId('customer-name'), 'Rina');
    await user.type(screen.getByTestId('customer-phone'), '081200000001');
    await user.click(screen.getByTestId('customer-data-ok'));

    await user.click(screen.getByTestId('save-order'));
    const shipping = await screen.findByTestId('shipping-data-dialog');
    await user.click(within(shipping).getByTestId('shipping-data-ok'));
    for (const message of ['Name cannot be empty', 'Phone number cannot be empty', 'Address cannot be empty']) {
      expect(within(shipping).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(shipping).getByTestId('shipping-Name'), 'Rina');
    await user.type(within(shipping).getByTestId('shipping-PhoneNumber'), '08120000000100001234');
    await user.type(within(shipping).getByTestId('shipping-Address'), 'Jl. Senja 1');
    await user.type(within(shipping).getByTestId('shipping-PostalCode'), '40a115');
    await user.click(within(shipping).getByTestId('shipping-data-ok'));
    await waitFor(() => expect(screen.queryByTestId('shipping-data-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('save-order'));
    await screen.findByTestId('saved-order-dialog');
    expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({
      OutletOrderTypeId: 13,
      CustomerName: 'Rina',
      PhoneNumber: '081200000001',
      DeliveryAddress: { Name: 'Rina', PhoneNumber: '0812000000010000', Address: 'Jl. Senja 1', PostalCode: '40115' },
    });
  });

  it('refuses pax 0 with the spec message and keeps a line within its stock', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockWithOrderCreation();
    renderApp(paths.menu);
    await user.pointer({ keys: '[MouseRight]', target: await findProduct('Nasi Goreng Spesial') });
    const dialog = await screen.findByTestId('edit-order-product-dialog');
    const quantity = within(dialog).getByTestId('line-quantity');
    // Stock 5: a quantity above it cannot be typed.
    await user.type(quantity, '9', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(quantity).not.toHaveValue('9');
    await user.click(within(dialog).getByTestId('edit-order-product-ok'));
    const increase = await screen.findByRole('button', { name: 'Increase' });
    for (let step = 0; step < 4; step += 1) await user.click(increase);
    expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('5');
    expect(increase).toBeDisabled();
    // A tap on the card finds the stock already taken: nothing is added.
    await user.click(screen.getByRole('button', { name: 'Nasi Goreng Spesial' }));
    expect(await screen.findByText('No stock left for this product in this order')).toBeInTheDocument();
    expect(screen.getByTestId('cart-line-quantity')).toHaveTextContent('5');
    // So does a second line with options.
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button', { name: 'Nasi Goreng Spesial' }) });
    expect(await screen.findByTestId('no-stock-left')).toBeInTheDocument();
    expect(screen.getByTestId('edit-order-product-ok')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.clear(screen.getByTestId('pax-input'));
    await user.type(screen.getByTestId('pax-input'), '0');
    await user.click(screen.getByTestId('save-order'));
    expect(await screen.findByTestId('pax-error')).toHaveTextContent('Number of pax cannot be 0');
    expect(api.callsTo('POST', '/api/order')).toHaveLength(0);
  });
});
