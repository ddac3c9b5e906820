import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_ORDER_MESSAGE, type Order } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { MockResponse } from '../../test/mock-api.ts';
import { useCartStore } from './cart/cart-store.ts';
import { mockMenuServer, signInAtKopiSenja } from './menu-test-support.ts';
import { savedOrder } from './test-fixtures.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

// Whole-app renders with lazy screens are slow on a shared machine: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

const ADD_PATH = '/api/order/501/addOrderProduct';

/** Order 501 at table T3 (Dine In, outlet order type 11) as the server answers it at `version`. */
function orderAtT3(version: number): Order {
  return savedOrder({
    Id: 501,
    OrderNo: 'ORD-0501',
    Version: version,
    OrderTypeId: 1,
    OrderTypeName: 'Dine In',
    OutletOrderTypeId: 11,
    OrderTables: [{ OutletTableId: 3, OutletTable: { TableName: 'T3', OutletArea: { Name: 'Indoor' } } }],
  });
}

/** The order as the server holds it: GET answers its current Version, which an add may move on. */
interface ServerOrder {
  version: number;
}

function mockOrderServer(server: ServerOrder, answerAdd: (call: number) => MockResponse) {
  let calls = 0;
  return mockMenuServer({
    extra: {
      'GET /api/order/501': () => ({ body: { data: orderAtT3(server.version) } }),
      'GET /api/order/ongoing': () => ({ body: { data: [orderAtT3(server.version)] } }),
      [`POST ${ADD_PATH}`]: () => answerAdd(++calls),
    },
  });
}

/** One tap on the card adds the product (issue 16). */
async function addLine(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  const before = screen.queryAllByTestId('cart-line').length;
  await user.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(before + 1));
}

describe('adding products to a saved order from the menu', { timeout: 60_000 }, () => {
  it('shows which order and table it adds to, sends only the new lines with the order’s Version, and returns to the order', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const server = { version: 4 };
    const api = mockOrderServer(server, () => {
      server.version = 5;
      return { body: { data: orderAtT3(5) } };
    });
    const { router } = renderApp(`${paths.menu}?fromMenu=table&orderId=501`);

    expect(await screen.findByTestId('adding-to-order-text')).toHaveTextContent('Adding to ORD-0501 (table T3)');
    // Type, pax, customer and tables belong to the saved order: the cart does not offer them.
    expect(screen.queryByTestId('order-type-picker')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pax-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('save-order')).toHaveTextContent('Add to order');

    await user.pointer({ keys: '[MouseRight]', target: await screen.findByRole('button', { name: 'Es Kopi Susu' }) });
    const dialog = await screen.findByTestId('edit-order-product-dialog');
    await user.click(within(dialog).getByTestId('sub-product-71'));
    await user.type(within(dialog).getByTestId('line-notes'), 'less sweet');
    // Priced at the order's Dine In level (LEVEL2 24.000) plus the Extra Shot 5.000.
    expect(within(dialog).getByTestId('line-total-preview')).toHaveTextContent('Rp 29.000');
    await user.click(within(dialog).getByTestId('edit-order-product-ok'));
    await addLine(user, 'Paket Sarapan');
    await user.click(screen.getByTestId('save-order'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.order));
    expect(router.state.location.search).toBe('?orderId=501');
    expect(await screen.findByText('Products added to ORD-0501')).toBeInTheDocument();
    expect(api.callsTo('POST', ADD_PATH).map((call) => call.body)).toEqual([
      {
        Version: 4,
        OrderProducts: [{ OutletProductId: 1, Quantity: 1, Notes: 'less sweet', OrderSubProducts: [{ SubProductId: 71, Quantity: 1 }] }],
        OrderProductBundles: [{ OutletProductBundleId: 9, Quantity: 1 }],
      },
    ]);
    // No second order was made, and the next menu visit starts a new order's cart.
    expect(api.callsTo('POST', '/api/order')).toHaveLength(0);
    expect(useCartStore.getState()).toMatchObject({ lines: [], addingToOrderId: null });
  });

  it('on a stale Version shows the spec message and the fresh order, adds nothing, and a deliberate second save carries the new Version', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const server = { version: 4 };
    // Another terminal changes the order (Version 6) after this menu read it at Version 4.
    const api = mockOrderServer(server, (call) => {
      if (call === 1) return { status: 409, body: { message: STALE_ORDER_MESSAGE, code: 'STALE_ORDER', Order: orderAtT3(6) } };
      server.version = 7;
      return { body: { data: orderAtT3(7) } };
    });
    const { router } = renderApp(`${paths.menu}?orderId=501`);
    expect(await screen.findByTestId('adding-to-order-text')).toHaveTextContent('Adding to ORD-0501 (table T3)');
    await addLine(user, 'Americano');
    server.version = 6;

    await user.click(screen.getByTestId('save-order'));
    expect(await screen.findByText(STALE_ORDER_MESSAGE)).toBeInTheDocument();
    // Still on the menu with the line, nothing sent again on its own.
    expect(router.state.location.pathname).toBe(paths.menu);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(api.callsTo('POST', ADD_PATH)).toHaveLength(1);

    await user.click(screen.getByTestId('save-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.order));
    expect(api.callsTo('POST', ADD_PATH).map((call) => (call.body as { Version: number }).Version)).toEqual([4, 6]);
  });

  it('leaves adding for a new order’s cart (Cancel adding, or a table seated), and the order screen offers Add products on an ordered order', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    mockOrderServer({ version: 4 }, () => ({ body: { data: orderAtT3(5) } }));
    const { router } = renderApp(`${paths.order}?orderId=501`);
    await user.click(await screen.findByTestId('open-add-products'));
    expect(await screen.findByTestId('adding-to-order-text')).toHaveTextContent('Adding to ORD-0501 (table T3)');
    expect(router.state.location.search).toBe('?orderId=501');

    await addLine(user, 'Americano');
    // Seating another table meanwhile starts that table's new order, not more lines for ORD-0501.
    await act(() => router.navigate(`${paths.menu}?fromMenu=table`));
    expect(await screen.findByTestId('order-type-picker')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-line')).not.toBeInTheDocument();
    await act(() => router.navigate(`${paths.menu}?orderId=501`));

    await user.click(await screen.findByTestId('adding-to-order-leave'));
    expect(await screen.findByTestId('order-type-picker')).toBeInTheDocument();
    expect(screen.queryByTestId('adding-to-order-banner')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('save-order')).toHaveTextContent('Save order');
  });
});
