import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuDetailPath, paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockMenuServer, signInAtKopiSenja } from './menu-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

// Whole-app renders with lazy screens are slow on a shared machine: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
const ok = { body: { data: null } };

describe('favourite, set-stock and menu-detail screens', { timeout: 60_000 }, () => {
  it('lists favourites, adds one from the picker and removes one', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockMenuServer({ favoriteIds: [1] });
    renderApp(paths.favorite);
    const grid = await screen.findByTestId('favorite-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('product-pick').map((card) => card.getAttribute('aria-label'))).toEqual(['Es Kopi Susu']));

    await user.click(screen.getByTestId('favorite-picker'));
    await user.click(await screen.findByRole('option', { name: 'Americano', hidden: true }));
    await user.click(screen.getByTestId('favorite-add'));
    expect(await screen.findByText('Added to favourites')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-pick')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/favoriteProduct/add')[0]?.body).toEqual({ OutletProductId: 2 });

    await user.click(within(screen.getByTestId('product-card-PRODUCT-1')).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(screen.getAllByTestId('product-pick').map((card) => card.getAttribute('aria-label'))).toEqual(['Americano']));
    expect(api.callsTo('PUT', '/api/favoriteProduct/delete')[0]?.body).toEqual({ OutletProductId: 1 });
  });

  it('sets the stock and sold-out of a product and of an add-on', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockMenuServer({ extra: { 'PUT /api/outletProduct/setStock/cashier': ok, 'PUT /api/subProduct/setStock': ok } });
    renderApp(paths.setStock);
    await screen.findByTestId('stock-row-2');

    await user.type(screen.getByTestId('stock-search'), 'ameri');
    await waitFor(() => expect(screen.queryByTestId('stock-row-1')).not.toBeInTheDocument());
    const row = screen.getByTestId('stock-row-2');
    expect(within(row).getByTestId('stock-save')).toBeDisabled();
    await user.click(within(row).getByRole('checkbox', { name: 'Track stock' }));
    await user.type(within(row).getByRole('textbox', { name: 'Stock of Americano' }), '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await user.click(within(row).getByTestId('stock-save'));
    expect(await screen.findByText('Stock of Americano saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/outletProduct/setStock/cashier')[0]?.body).toEqual({ OutletProductId: 2, Quantity: 3, IsSoldOut: false });

    await user.clear(screen.getByTestId('stock-search'));
    await user.click(screen.getByTestId('stock-tab-add-ons'));
    const addOn = await screen.findByTestId('sub-stock-row-71');
    await user.click(within(addOn).getByRole('checkbox', { name: 'Unlimited' }));
    await user.click(within(addOn).getByRole('switch', { name: 'Sold out' }));
    await user.click(within(addOn).getByTestId('sub-stock-save'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/subProduct/setStock')[0]?.body).toEqual({ SubProductId: 71, Quantity: 0, IsSoldOut: true }));
  });

  it('shows a product with its level prices, add-ons and promos, and adds it to the order', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    mockMenuServer();
    const { router } = renderApp(menuDetailPath(1));
    const levels = await screen.findByTestId('detail-level-prices');
    await waitFor(() => expect(within(levels).getByText('LEVEL2 ✓')).toBeInTheDocument());
    expect(screen.getByTestId('detail-price')).toHaveTextContent('Rp 24.000');
    expect(within(screen.getByTestId('detail-add-ons')).getByText('Rp 5.000 · Unlimited')).toBeInTheDocument();
    expect(within(screen.getByTestId('detail-add-ons')).getByText('Rp 7.000 · 0')).toBeInTheDocument();
    expect(screen.getByTestId('detail-promos')).toHaveTextContent('Diskon Kopi 10%');
    expect(screen.getByTestId('product-image-fallback')).toBeInTheDocument();

    await user.click(screen.getByTestId('detail-add-to-order'));
    await user.click(within(await screen.findByTestId('edit-order-product-dialog')).getByTestId('edit-order-product-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.menu));
    expect(await screen.findByTestId('cart-line-name')).toHaveTextContent('Es Kopi Susu');
  });

  it('shows a bundle’s contents, a sold-out product, and an unknown id', async () => {
    signInAtKopiSenja();
    mockMenuServer();
    const { router } = renderApp(menuDetailPath('BUNDLE-9'));
    const contents = await screen.findByTestId('detail-bundle-items');
    await waitFor(() => expect(within(contents).getByText('Americano')).toBeInTheDocument());
    expect(within(contents).getByText('Croissant')).toBeInTheDocument();

    await router.navigate(menuDetailPath(4));
    await waitFor(() => expect(router.state.location.pathname).toBe(menuDetailPath(4)));
    expect(await screen.findByTestId('sold-out-badge')).toBeInTheDocument();
    expect(screen.getByTestId('detail-add-to-order')).toBeDisabled();
    await router.navigate(menuDetailPath(999));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
