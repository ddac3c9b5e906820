import { useState } from 'react';
import { Badge, Button, Group, Image, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminProduct } from '@kasir/contracts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { backOfficePaths } from '../backoffice-paths.ts';
import { moneyText } from '../payments/money-text.ts';
import { uploadedImageUrl } from '../payments/payments-api.ts';
import { useProducts } from './catalog-api.ts';

const THUMBNAIL_PX = 48;

/** Whether a product's name (or a category it is in) holds the search text, whatever its case. */
const matches = (product: AdminProduct, query: string) => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return product.Name.toLowerCase().includes(needle) || product.Outlets.some((outlet) => outlet.IsAvailable && (outlet.CategoryName ?? '').toLowerCase().includes(needle));
};

/** Route /backoffice/products: the owner's products with their picture, price, category and outlets. */
export function ProductsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const products = useProducts();
  const { outlet } = useBackOfficeOutlet();
  const [query, setQuery] = useState('');
  const currency = outlet?.CurrencyCode ?? 'Rp';
  const shown = (products.data ?? []).filter((product) => matches(product, query));
  const open = (id: number | 'new') => void navigate(`${backOfficePaths.products}/${id}`);

  return (
    <BackOfficeListPage
      testId="bo-products"
      title={t('boMenu.products.title')}
      subtitle={t('boMenu.products.subtitle')}
      newLabel={t('boMenu.products.new')}
      onNew={() => open('new')}
      query={products}
      emptyText={t('boMenu.products.empty')}
      renderList={() => (
        <>
          <TextInput size="md" maw={360} leftSection={<IconSearch size={18} />} placeholder={t('boMenu.products.search')} aria-label={t('boMenu.products.search')} value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
          {shown.length === 0 ? <Text>{t('boMenu.products.noMatch', { query })}</Text> : null}
          {shown.length > 0 ? (
            <Table striped highlightOnHover verticalSpacing="sm" fz="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={THUMBNAIL_PX + 16}>{t('boMenu.columns.picture')}</Table.Th>
                  <Table.Th>{t('boMenu.columns.name')}</Table.Th>
                  <Table.Th>{t('boMenu.columns.price')}</Table.Th>
                  <Table.Th>{t('boMenu.columns.category')}</Table.Th>
                  <Table.Th>{t('boMenu.columns.outlets')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((product) => {
                  const selling = product.Outlets.filter((row) => row.IsAvailable);
                  const categories = [...new Set(selling.map((row) => row.CategoryName).filter((name): name is string => name !== null))];
                  return (
                    <Table.Tr key={product.Id}>
                      <Table.Td>
                        {product.ImageFileName ? <Image src={uploadedImageUrl(product.ImageFileName)} alt={product.Name} w={THUMBNAIL_PX} h={THUMBNAIL_PX} fit="cover" radius="sm" /> : null}
                      </Table.Td>
                      <Table.Td fw={600}>{product.Name}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(product.SellPrice, currency)}</Table.Td>
                      <Table.Td>{categories.join(', ') || '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {selling.length === 0 ? (
                            <Badge color="gray" variant="light">
                              {t('boMenu.products.notSold')}
                            </Badge>
                          ) : (
                            selling.map((row) => (
                              <Badge key={row.OutletId} variant="light" color={row.IsSoldOut ? 'orange' : 'teal'}>
                                {row.OutletName}
                              </Badge>
                            ))
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Button variant="light" size="sm" aria-label={t('boMenu.products.editAria', { name: product.Name })} onClick={() => open(product.Id)}>
                            {t('backOffice.edit')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ) : null}
        </>
      )}
    />
  );
}
