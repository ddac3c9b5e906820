import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuIndex, filterMenu } from '@kasir/domain';
import { categories, products } from '../test-fixtures.ts';
import '../../../i18n/i18n.ts';
import { toMenuItem } from './catalog-mapping.ts';
import { MenuBrowser } from './MenuBrowser.tsx';
import type { MenuItem } from './menu-item.ts';
import { GRID_COLUMNS, OVERSCAN_ROWS, VIRTUALISE_ABOVE_ITEMS } from './ProductGrid.tsx';

const MENU_SIZE = 2000;
const base = products[0];
if (!base) throw new Error('fixture missing');
/** A menu of 2,000 products over five categories, named like a real one. */
const bigMenu = Array.from({ length: MENU_SIZE }, (_, index) =>
  toMenuItem({ ...base, Id: index + 1, Name: `${['Kopi', 'Teh', 'Nasi', 'Mie', 'Roti'][index % 5]} Spesial ${index + 1}`, ProductCategoryId: (index % 5) + 1 }),
);

/** The scroll area's height and a row's height in a browser at 1280×800, which jsdom does not lay out. */
const VIEWPORT_PX = 600;
const ROW_PX = 150;
const layoutProperties = ['clientHeight', 'offsetHeight'] as const;
/** jsdom's own getters (offsetHeight is HTMLElement's, clientHeight Element's), put back after each test. */
const jsdomGetters = layoutProperties.map((property) => [property, Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)] as const);

/** Gives every element a height (the viewport's, a row's), as a browser's layout would. */
function showLayout(): void {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => VIEWPORT_PX });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => ROW_PX });
}

afterEach(() => {
  for (const [property, descriptor] of jsdomGetters) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, property, descriptor);
    else Reflect.deleteProperty(HTMLElement.prototype, property);
  }
});

function renderMenu(items: MenuItem[]) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <MenuBrowser items={items} categories={[]} isLoading={false} favoriteIds={new Set()} promoBadges={new Map()} priceLevel={null} currencyPrefix="Rp" onPick={() => undefined} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('a 2,000-product menu', () => {
  it('filters each keystroke in well under a frame once the index is built', () => {
    const index = buildMenuIndex(bigMenu);
    const typed = 'kopi spesial 19';
    const started = performance.now();
    for (let length = 1; length <= typed.length; length += 1) filterMenu(index, { query: typed.slice(0, length) });
    const perKeystrokeMs = (performance.now() - started) / typed.length;
    expect(filterMenu(index, { query: typed }).map((item) => item.Name)).toContain('Kopi Spesial 196');
    // A frame is 16 ms; a shared CI machine gets generous room.
    expect(perKeystrokeMs).toBeLessThan(16);
  });

  it('draws only the rows on screen, and narrows them to the search', async () => {
    showLayout();
    renderMenu(bigMenu);
    const drawn = screen.getAllByTestId('product-pick').length;
    const rowsOnScreen = Math.ceil(VIEWPORT_PX / ROW_PX);
    expect(drawn).toBeGreaterThanOrEqual(rowsOnScreen * GRID_COLUMNS);
    expect(drawn).toBeLessThanOrEqual((rowsOnScreen + 2 * OVERSCAN_ROWS) * GRID_COLUMNS);
    expect(screen.getByRole('button', { name: 'Kopi Spesial 1' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('menu-search'), { target: { value: 'mie 1999' } });
    await waitFor(() => expect(screen.getAllByTestId('product-pick').map((card) => card.getAttribute('aria-label'))).toEqual(['Mie Spesial 1999']));
  });

  // jsdom draws a hundred Mantine cards slowly; a browser does it in a frame.
  it('draws every card where there is no layout to measure (jsdom), so each product can be found', { timeout: 20_000 }, () => {
    const items = bigMenu.slice(0, VIRTUALISE_ABOVE_ITEMS + 1);
    renderMenu(items);
    expect(screen.getAllByTestId('product-pick')).toHaveLength(items.length);
    expect(screen.getByRole('button', { name: items.at(-1)?.Name })).toBeInTheDocument();
  });
});

describe('the menu search', () => {
  it('finds products in every category while another category is chosen, and the category applies again once cleared', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <MemoryRouter>
          <MenuBrowser
            items={products.map(toMenuItem)}
            categories={categories.map(({ Id, Name }) => ({ Id, Name }))}
            isLoading={false}
            favoriteIds={new Set()}
            promoBadges={new Map()}
            priceLevel={null}
            currencyPrefix="Rp"
            onPick={() => undefined}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const shownNames = () => within(screen.getByTestId('product-grid')).getAllByTestId('product-pick').map((card) => card.getAttribute('aria-label'));
    await user.click(screen.getByRole('tab', { name: 'Coffee' }));
    expect(shownNames()).toEqual(['Es Kopi Susu', 'Americano']);
    await user.type(screen.getByTestId('menu-search'), 'nasi');
    await waitFor(() => expect(shownNames()).toEqual(['Nasi Goreng Spesial']));
    await user.clear(screen.getByTestId('menu-search'));
    await waitFor(() => expect(shownNames()).toEqual(['Es Kopi Susu', 'Americano']));
  });
});
