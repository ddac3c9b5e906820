import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMenuIndex, filterMenu } from '@kasir/domain';
import { categories, products } from '../test-fixtures.ts';
import '../../../i18n/i18n.ts';
import { toMenuItem } from './catalog-mapping.ts';
import { GRID_PAGE_SIZE, MenuBrowser } from './MenuBrowser.tsx';

const MENU_SIZE = 2000;
const base = products[0];
if (!base) throw new Error('fixture missing');
/** A menu of 2,000 products over five categories, named like a real one. */
const bigMenu = Array.from({ length: MENU_SIZE }, (_, index) =>
  toMenuItem({ ...base, Id: index + 1, Name: `${['Kopi', 'Teh', 'Nasi', 'Mie', 'Roti'][index % 5]} Spesial ${index + 1}`, ProductCategoryId: (index % 5) + 1 }),
);

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

  // jsdom draws 120 Mantine cards slowly; a browser does it in a frame.
  it('draws one page of cards, not the whole menu, and narrows it to the search', { timeout: 20_000 }, async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <MenuBrowser
            items={bigMenu}
            categories={[]}
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
    expect(screen.getAllByTestId('product-pick')).toHaveLength(GRID_PAGE_SIZE);
    expect(screen.getByRole('button', { name: `Show ${MENU_SIZE - GRID_PAGE_SIZE} more` })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('menu-search'), { target: { value: 'mie 1999' } });
    await waitFor(() => expect(screen.getAllByTestId('product-pick').map((card) => card.getAttribute('aria-label'))).toEqual(['Mie Spesial 1999']));
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
