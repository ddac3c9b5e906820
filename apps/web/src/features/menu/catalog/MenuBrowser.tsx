import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Center, Loader, ScrollArea, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildMenuIndex, filterMenu, SpecMessage } from '@kasir/domain';
import { MenuItemKind, type MenuCategory, type MenuItem, type PromoBadge } from './menu-item.ts';
import { ProductCard } from './ProductCard.tsx';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface MenuBrowserProps {
  items: readonly MenuItem[];
  categories: readonly MenuCategory[];
  isLoading: boolean;
  favoriteIds: ReadonlySet<number>;
  promoBadges: ReadonlyMap<string, readonly PromoBadge[]>;
  priceLevel: number | null;
  currencyPrefix: string;
  onPick(item: MenuItem): void;
  /** A long press on a card: the product's options before it is added. */
  onLongPress?: (item: MenuItem) => void;
  onToggleFavorite?: (item: MenuItem) => void;
}

const ALL = 'all';
/** A tab of its own: the outlet's favourite products (never bundles). */
const FAVORITES = 'favorites';
/** Cards drawn at once: a 2,000-product menu stays quick to paint; more on request. */
export const GRID_PAGE_SIZE = 120;
const noPromos: PromoBadge[] = [];

/** Only typed letters start a search: spaces alone leave the chosen category in place. */
function isSearchQuery(query: string): boolean {
  return query.trim() !== '';
}

/** Category tabs, the search box and the product grid of /cashier/menu. */
export function MenuBrowser(props: MenuBrowserProps) {
  const translateMessage = useTranslateMessage();
  const { items, categories, isLoading, favoriteIds, promoBadges, priceLevel, currencyPrefix, onPick, onLongPress, onToggleFavorite } = props;
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const [shownCount, setShownCount] = useState(GRID_PAGE_SIZE);
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
  const shown = filtered.slice(0, shownCount);

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <TextInput
        placeholder={t('menu.searchPlaceholder')}
        aria-label={t('menu.search')}
        leftSection={<IconSearch size={18} />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setShownCount(GRID_PAGE_SIZE);
        }}
        data-testid="menu-search"
      />
      <Tabs
        value={category}
        onChange={(value) => {
          setCategory(value ?? ALL);
          setShownCount(GRID_PAGE_SIZE);
        }}
        variant="pills"
        radius="xl"
      >
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
      <ScrollArea style={{ flex: 1, minHeight: 0 }} offsetScrollbars>
        {isLoading && items.length === 0 ? (
          <Center py="xl">
            <Loader color="teal" aria-label={t('menu.loading')} />
          </Center>
        ) : filtered.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl" data-testid="menu-empty">
            {translateMessage(SpecMessage.NO_DATA)}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={4} spacing="sm" data-testid="product-grid">
              {shown.map((item) => (
                <ProductCard
                  key={item.key}
                  item={item}
                  priceLevel={priceLevel}
                  promos={promoBadges.get(item.key) ?? noPromos}
                  isFavorite={favoriteIds.has(item.Id)}
                  currencyPrefix={currencyPrefix}
                  onPick={onPick}
                  onLongPress={onLongPress}
                  onToggleFavorite={item.kind === MenuItemKind.PRODUCT ? onToggleFavorite : undefined}
                />
              ))}
            </SimpleGrid>
            {filtered.length > shown.length && (
              <Center py="md">
                <Button variant="light" onClick={() => setShownCount((count) => count + GRID_PAGE_SIZE)}>
                  {t('menu.showMore', { count: filtered.length - shown.length })}
                </Button>
              </Center>
            )}
          </>
        )}
      </ScrollArea>
    </Stack>
  );
}
