import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Center, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildMenuIndex, filterMenu, SpecMessage } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useSetProductStock, useSetSubProductStock, useSubProductsQuery } from './catalog/catalog-api.ts';
import { MenuItemKind } from './catalog/menu-item.ts';
import { useMenuData } from './catalog/use-menu-data.ts';
import { useStockUpdates } from './catalog/use-stock-updates.ts';
import { ProductStockRow, SubProductStockRow, type ProductStockValue, type SubProductStockValue } from './stock/StockRows.tsx';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** Rows drawn at once; the search narrows a 2,000-product menu before more are needed. */
export const STOCK_PAGE_SIZE = 100;

/**
 * /cashier/setStock: stock and sold-out of products and add-ons (spec /setStock). Each save is
 * broadcast by the server as product:updateStock, so every terminal's menu follows.
 */
export function SetStockScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  useStockUpdates();
  const data = useMenuData();
  const subProducts = useSubProductsQuery();
  const setProductStock = useSetProductStock();
  const setSubProductStock = useSetSubProductStock();
  const [query, setQuery] = useState('');
  const [shownCount, setShownCount] = useState(STOCK_PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);

  const products = useMemo(() => data.items.filter((item) => item.kind === MenuItemKind.PRODUCT), [data.items]);
  const productIndex = useMemo(() => buildMenuIndex(products), [products]);
  const shownProducts = useMemo(() => filterMenu(productIndex, { query: deferredQuery }), [productIndex, deferredQuery]);
  const subProductIndex = useMemo(
    () => buildMenuIndex((subProducts.data ?? []).map((entry) => ({ ...entry, ProductCategoryId: 0 }))),
    [subProducts.data],
  );
  const shownSubProducts = useMemo(() => filterMenu(subProductIndex, { query: deferredQuery }), [subProductIndex, deferredQuery]);
  const categoryName = useMemo(() => new Map(data.categories.map((entry) => [entry.Id, entry.Name])), [data.categories]);

  const saved = (name: string) => toast.success(t('menu.stockSaved', { name }));
  const saveProduct = (id: number, value: ProductStockValue) => {
    const name = products.find((item) => item.Id === id)?.Name ?? '';
    setProductStock.mutate({ OutletProductId: id, ...value }, { onSuccess: () => saved(name), onError: (error) => toast.error(errorMessageOf(error)) });
  };
  const saveSubProduct = (id: number, value: SubProductStockValue) => {
    const name = subProducts.data?.find((entry) => entry.Id === id)?.Name ?? '';
    setSubProductStock.mutate({ SubProductId: id, ...value }, { onSuccess: () => saved(name), onError: (error) => toast.error(errorMessageOf(error)) });
  };
  const empty = (
    <Text c="dimmed" ta="center" py="xl">
      {translateMessage(SpecMessage.NO_DATA)}
    </Text>
  );

  return (
    <Stack gap="md" data-testid="set-stock-screen">
      <Title order={2}>{t('menu.setStockTitle')}</Title>
      <TextInput
        aria-label={t('menu.search')}
        placeholder={t('menu.searchPlaceholder')}
        leftSection={<IconSearch size={18} />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setShownCount(STOCK_PAGE_SIZE);
        }}
        data-testid="stock-search"
      />
      <Tabs defaultValue="products" variant="outline">
        <Tabs.List>
          <Tabs.Tab value="products">{t('menu.products')}</Tabs.Tab>
          <Tabs.Tab value="addOns" data-testid="stock-tab-add-ons">
            {t('menu.addOns')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products" pt="sm">
          {shownProducts.length === 0 ? (
            empty
          ) : (
            <Table striped data-testid="product-stock-table">
              <Table.Tbody>
                {shownProducts.slice(0, shownCount).map((item) => (
                  <ProductStockRow
                    // A new server value (this or another terminal) resets the row's draft.
                    key={`${item.Id}-${item.stockQuantity}-${item.isSoldOut}`}
                    id={item.Id}
                    name={item.Name}
                    category={categoryName.get(item.ProductCategoryId) ?? ''}
                    value={{ Quantity: item.stockQuantity, IsSoldOut: item.isSoldOut }}
                    isSaving={setProductStock.isPending && setProductStock.variables.OutletProductId === item.Id}
                    onSave={saveProduct}
                  />
                ))}
              </Table.Tbody>
            </Table>
          )}
          {shownProducts.length > shownCount && (
            <Center py="md">
              <Button variant="light" onClick={() => setShownCount((count) => count + STOCK_PAGE_SIZE)}>
                {t('menu.showMore', { count: shownProducts.length - shownCount })}
              </Button>
            </Center>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="addOns" pt="sm">
          {shownSubProducts.length === 0 ? (
            empty
          ) : (
            <Table striped data-testid="sub-product-stock-table">
              <Table.Tbody>
                {shownSubProducts.map((entry) => (
                  <SubProductStockRow
                    key={`${entry.Id}-${entry.Quantity}-${entry.IsSoldOut}`}
                    id={entry.Id}
                    name={entry.Name}
                    value={{ Quantity: entry.Quantity, IsSoldOut: entry.IsSoldOut }}
                    isSaving={setSubProductStock.isPending && setSubProductStock.variables.SubProductId === entry.Id}
                    onSave={saveSubProduct}
                  />
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
