import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Center, Loader, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildMenuIndex, filterMenu, SpecMessage } from '@kasir/domain';
import { MenuItemKind, type MenuCategory } from './menu-item.ts';
import { ProductGrid, type ProductGridProps } from './ProductGrid.tsx';
import { useTranslateMessage } from '../../../i18n/messages.ts';

/** The grid's card props pass through; `onLongPress` is a long press on a card: the product's options before it is added. */
export interface MenuBrowserProps extends Omit<ProductGridProps, 'scrollElement'> {
  categories: readonly MenuCategory[];
  isLoading: boolean;
}

const ALL = 'all';
/** A tab of its own: the outlet's favourite products (never bundles). */
const FAVORITES = 'favorites';

/** Only typed letters start a search: spaces alone leave the chosen category in place. */
function isSearchQuery(query: string): boolean {
  return query.trim() !== '';
}

/**
 * Category tabs, the search box and the product grid of /cashier/menu. Memoised with stable
 * props from the screen, so a tap that changes the cart does not draw the menu again.
 */
export const MenuBrowser = memo(function MenuBrowser(props: MenuBrowserProps) {
  const translateMessage = useTranslateMessage();
  const { items, categories, isLoading, favoriteIds, promoBadges, priceLevel, currencyPrefix, onPick, onLongPress, onToggleFavorite } = props;
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // Typing stays responsive: the grid follows the box at the next idle moment.
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => buildMenuIndex(items), [items]);
  const filtered = useMemo(() => {
    // A cashier who types a name wants that product wherever it is filed: a search looks in
    // every category (issue 16), and the chosen tab applies again once the box is cleared.
    if (isSearchQuery(deferredQuery)) return filterMenu(index, { query: deferredQuery });
    if (category !== FAVORITES) return filterMenu(index, { categoryId: category === ALL ? null : Number(category) });
    return index.entries.map((entry) => entry.item).filter((item) => item.kind === MenuItemKind.PRODUCT && favoriteIds.has(item.Id));
  }, [index, category, deferredQuery, favoriteIds]);
  // A new search or category starts at its first products (a live stock change keeps the place).
  useEffect(() => {
    if (scrollElement) scrollElement.scrollTop = 0;
  }, [scrollElement, deferredQuery, category]);

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <TextInput
        placeholder={t('menu.searchPlaceholder')}
        aria-label={t('menu.search')}
        leftSection={<IconSearch size={18} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-testid="menu-search"
      />
      <Tabs value={category} onChange={(value) => setCategory(value ?? ALL)} variant="pills" radius="xl">
        <Tabs.List data-testid="category-tabs" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value={ALL}>{t('menu.allCategories')}</Tabs.Tab>
          <Tabs.Tab value={FAVORITES} data-testid="favorites-tab">
            {t('menu.favoritesTab')}
          </Tabs.Tab>
          {categories.map((entry) => (
            <Tabs.Tab key={entry.Id} value={String(entry.Id)}>
              {entry.Name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} offsetScrollbars viewportRef={setScrollElement}>
        {isLoading && items.length === 0 ? (
          <Center py="xl">
            <Loader color="teal" aria-label={t('menu.loading')} />
          </Center>
        ) : filtered.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl" data-testid="menu-empty">
            {translateMessage(SpecMessage.NO_DATA)}
          </Text>
        ) : (
          <ProductGrid
            items={filtered}
            scrollElement={scrollElement}
            favoriteIds={favoriteIds}
            promoBadges={promoBadges}
            priceLevel={priceLevel}
            currencyPrefix={currencyPrefix}
            onPick={onPick}
            onLongPress={onLongPress}
            onToggleFavorite={onToggleFavorite}
          />
        )}
      </ScrollArea>
    </Stack>
  );
});
