import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServerEvent } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { sockets } from '../../test/fake-realtime.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockMenuServer, signInAtKopiSenja } from './menu-test-support.ts';

vi.mock('socket.io-client', () => import('../../test/fake-realtime.ts').then((realtime) => realtime.fakeSocketIo));

const card = (key: string) => screen.getByTestId(`product-card-${key}`);
// Whole-app renders with lazy screens are slow on a shared machine: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
const findProduct = (name: string) => screen.findByRole('button', { name });

// Whole-app renders on a shared machine: slower than the default 5 s.
describe('menu browsing', { timeout: 60_000 }, () => {
  it('shows products by category with prices, sold-out marks, promos and the image fallback', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    mockMenuServer();
    renderApp(paths.menu);

    await findProduct('Es Kopi Susu');
    // A walk-in cart starts as Take Away, which has no price level: the sell price is shown.
    expect(within(card('PRODUCT-1')).getByTestId('product-price')).toHaveTextContent('Rp 22.000');
    expect(within(card('PRODUCT-2')).getByTestId('product-price')).toHaveTextContent('Rp 20.000');
    expect(within(card('PRODUCT-4')).getByTestId('sold-out-badge')).toHaveTextContent('Sold out');
    expect(within(card('PRODUCT-4')).getByTestId('product-pick')).toBeDisabled();
    // The promo badge says what it takes off; its name is its accessible name and tooltip.
    expect(within(card('PRODUCT-1')).getByTestId('product-promo')).toHaveTextContent('−10%');
    expect(within(card('PRODUCT-1')).getByTestId('product-promo')).toHaveAttribute('title', 'Diskon Kopi 10%');
    expect(within(card('PRODUCT-1')).getByTestId('product-image-fallback')).toBeInTheDocument();
    expect(within(card('PRODUCT-3')).getByText('Stock 5')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('category-tabs')).getByRole('tab', { name: 'Food' }));
    await waitFor(() => expect(screen.queryByTestId('product-card-PRODUCT-1')).not.toBeInTheDocument());
    expect(card('PRODUCT-3')).toBeInTheDocument();
    expect(card('BUNDLE-9')).toBeInTheDocument();

    // Dine In has PriceLevel 2: Es Kopi Susu shows its LEVEL2 price.
    await user.click(within(screen.getByTestId('category-tabs')).getByRole('tab', { name: 'All' }));
    await user.click(screen.getByRole('radio', { name: 'Dine In' }));
    await waitFor(() => expect(within(card('PRODUCT-1')).getByTestId('product-price')).toHaveTextContent('Rp 24.000'));
  });

  it('filters as one types, by every word, and says when nothing matches', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockMenuServer();
    renderApp(paths.menu);
    await findProduct('Es Kopi Susu');
    const productCalls = api.callsTo('GET', '/api/outletProduct/').length;

    await user.type(screen.getByTestId('menu-search'), 'goreng nasi');
    await waitFor(() => expect(screen.getAllByTestId('product-pick').map((button) => button.getAttribute('aria-label'))).toEqual(['Nasi Goreng Spesial']));
    await user.clear(screen.getByTestId('menu-search'));
    await user.type(screen.getByTestId('menu-search'), 'rendang');
    expect(await screen.findByTestId('menu-empty')).toHaveTextContent('No data..');
    // Searching filters what is loaded: no call per keystroke.
    expect(api.callsTo('GET', '/api/outletProduct/')).toHaveLength(productCalls);
  });

  it('adds and removes a favourite and lists it under Favourites', async () => {
    const user = userEvent.setup();
    signInAtKopiSenja();
    const api = mockMenuServer();
    renderApp(paths.menu);
    await findProduct('Es Kopi Susu');

    await user.click(within(card('PRODUCT-2')).getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(within(card('PRODUCT-2')).getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST', '/api/favoriteProduct/add')[0]?.body).toEqual({ OutletProductId: 2 });
    await user.click(screen.getByTestId('favorites-tab'));
    await waitFor(() => expect(screen.getAllByTestId('product-pick').map((button) => button.getAttribute('aria-label'))).toEqual(['Americano']));

    await user.click(within(card('PRODUCT-2')).getByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByTestId('menu-empty')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/favoriteProduct/delete')[0]?.body).toEqual({ OutletProductId: 2 });
  });

  it('follows product:updateStock from another terminal without a reload', async () => {
    signInAtKopiSenja();
    const api = mockMenuServer();
    renderApp(paths.menu);
    await findProduct('Americano');
    const socket = sockets.at(-1);
    socket?.receive('connect');
    const productCalls = api.callsTo('GET', '/api/outletProduct/').length;

    socket?.receive(ServerEvent.PRODUCT_UPDATE_STOCK, {
      OutletId: 101,
      Seq: 1,
      OutletProducts: [
        { Id: 2, Quantity: 0, IsSoldOut: false },
        { Id: 3, Quantity: 2, IsSoldOut: false },
      ],
      SubProducts: [],
    });
    await waitFor(() => expect(within(card('PRODUCT-2')).getByTestId('sold-out-badge')).toBeInTheDocument());
    expect(within(card('PRODUCT-3')).getByText('Stock 2')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/outletProduct/')).toHaveLength(productCalls);
  });
});
