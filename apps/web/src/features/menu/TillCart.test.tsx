import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableStatus } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSessionStore, type FilledTable } from '../session/session-store.ts';
import { useCartStore } from './cart/cart-store.ts';
import { mockMenuServer, signInAtKopiSenja } from './menu-test-support.ts';
import { savedOrder } from './test-fixtures.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

configure({ asyncUtilTimeout: 5000 });

/** Ani (meAni) is cashier 11. */
const ANI = 11;
const t3: FilledTable = { OutletAreaId: 1, OutletTableId: 3, Pax: 2, TableName: 'T3', OutletAreaName: 'Indoor', EndTime: null, Charge: null };
const floorWithT3 = (Status: number, LockBy: number | null) => ({
  body: { data: [{ Id: 1, Name: 'Indoor', OutletTables: [{ Id: 3, TableName: 'T3', TableIndex: 3, Status, Pax: 2, Capacity: 4, IsRoom: false, RoomId: null, Type: 1, EndTime: null, LockBy, FilledId: LockBy }] }] },
});

function seatT3(): void {
  useSessionStore.getState().filledTablesChanged([t3]);
}

const quantities = () => screen.getAllByTestId('cart-line-quantity').map((cell) => cell.textContent);

describe('the till cart (issue 16)', { timeout: 60_000 }, () => {
  it('adds a product by one tap, the same product again onto its line, and opens a line’s options by tapping it', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    mockMenuServer();
    renderApp(paths.menu);

    await user.click(await screen.findByRole('button', { name: 'Americano' }));
    await user.click(screen.getByRole('button', { name: 'Americano' }));
    expect(screen.queryByTestId('edit-order-product-dialog')).not.toBeInTheDocument();
    expect(quantities()).toEqual(['2']);

    // With an add-on it is another line; chosen again with the same add-on, that line grows.
    for (let round = 0; round < 2; round += 1) {
      await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button', { name: 'Americano' }) });
      const dialog = await screen.findByTestId('edit-order-product-dialog');
      await user.click(within(dialog).getByTestId('sub-product-71'));
      await user.click(within(dialog).getByTestId('edit-order-product-ok'));
      await waitFor(() => expect(screen.queryByTestId('edit-order-product-dialog')).not.toBeInTheDocument());
    }
    expect(quantities()).toEqual(['2', '2']);

    // The line's options: taking the add-on off makes it the plain line, and the two become one.
    await user.click(screen.getAllByRole('button', { name: 'Edit Americano' })[1]!);
    const dialog = await screen.findByTestId('edit-order-product-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Extra Shot' }));
    await user.click(within(dialog).getByTestId('edit-order-product-ok'));
    await waitFor(() => expect(quantities()).toEqual(['4']));
  });

  it('Pay saves a take-away order and opens its payment at once; the cart is empty for the next guest', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const order = savedOrder({ Id: 77, OrderNo: 'KS-0077', Total: 42000 });
    const api = mockMenuServer({ extra: { 'POST /api/order': { status: 201, body: { data: order } }, 'GET /api/order/77': { body: { data: order } } } });
    renderApp(paths.menu);

    await user.click(await screen.findByRole('button', { name: 'Americano' }));
    // Take Away is the walk-in default, so Pay is offered beside Save.
    expect(screen.getByRole('radio', { name: 'Take Away' })).toBeChecked();
    await user.click(screen.getByTestId('cart-pay'));
    expect(await screen.findByTestId('payment-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('saved-order-dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({ OutletOrderTypeId: 12, OrderProducts: [{ OutletProductId: 2, Quantity: 1 }] });
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('the Order saved dialog pays too; Dine In offers no Pay in the cart', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const order = savedOrder({ Id: 78, OrderNo: 'KS-0078' });
    mockMenuServer({ extra: { 'POST /api/order': { status: 201, body: { data: order } }, 'GET /api/order/78': { body: { data: order } } } });
    renderApp(paths.menu);

    await user.click(await screen.findByRole('button', { name: 'Americano' }));
    await user.click(screen.getByRole('radio', { name: 'Dine In' }));
    expect(screen.queryByTestId('cart-pay')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('save-order'));
    await user.click(within(await screen.findByTestId('saved-order-dialog')).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-dialog')).toBeInTheDocument();
  });

  it('shows the held table with a remove button that frees it, and the order saved at it takes it off the cart', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    seatT3();
    const api = mockMenuServer({
      extra: {
        'GET /api/outletArea/': floorWithT3(TableStatus.FILLED, ANI),
        'POST /api/outletTable/updateStatusOutletTable': { body: { data: null } },
        'POST /api/order': { status: 201, body: { data: savedOrder({ Id: 79 }) } },
      },
    });
    renderApp(`${paths.menu}?fromMenu=table`);

    const chip = await screen.findByTestId('cart-table');
    expect(chip).toHaveTextContent('T3 · Indoor');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dine In' })).toBeChecked());
    await user.click(await screen.findByRole('button', { name: 'Americano' }));
    await user.click(screen.getByTestId('save-order'));
    await screen.findByTestId('saved-order-dialog');
    expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({ OutletTableIds: [3] });
    expect(useSessionStore.getState().filledTables).toEqual([]);
    expect(screen.queryByTestId('cart-table')).not.toBeInTheDocument();

    // Seated again: the chip's remove button takes it off and empties it on the server.
    seatT3();
    await user.click(await screen.findByRole('button', { name: 'Remove table T3' }));
    expect(screen.queryByTestId('cart-table')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/outletTable/updateStatusOutletTable')[0]?.body).toEqual({ OutletTableId: 3, Status: TableStatus.EMPTY, EndTime: null }));
  });

  it('a restored cart drops a table the live floor shows ordered since, and starts as Take Away', async () => {
    signInAtKopiSenja();
    seatT3();
    mockMenuServer({ extra: { 'GET /api/outletArea/': floorWithT3(TableStatus.ORDERED, null) } });
    renderApp(paths.menu);

    await screen.findByRole('button', { name: 'Americano' });
    await waitFor(() => expect(useSessionStore.getState().filledTables).toEqual([]));
    expect(screen.queryByTestId('cart-table')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Take Away' })).toBeChecked());
  });
});
