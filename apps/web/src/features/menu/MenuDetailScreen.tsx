import { useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney, getLevelPriceKey } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { UNLIMITED_QUANTITY } from './cart/add-on-rules.ts';
import { useCartStore } from './cart/cart-store.ts';
import { maxLineQuantity } from './cart/stock-limits.ts';
import { isMenuItemOrderable, menuItemPrice, MenuItemKind, type MenuItem } from './catalog/menu-item.ts';
import { ProductImage } from './catalog/ProductImage.tsx';
import { useMenuData } from './catalog/use-menu-data.ts';
import { EditOrderProductDialog } from './dialogs/EditOrderProductDialog.tsx';

const IMAGE_HEIGHT = 240;

/**
 * /cashier/menu/{id}: {id} is an OutletProductId, or `BUNDLE-{OutletProductBundleId}` for a
 * bundle (product and bundle ids are separate ranges, see MenuItem.key).
 */
export function menuItemKeyOfParam(param: string | undefined): string {
  if (param === undefined) return '';
  return /^\d+$/.test(param) ? `${MenuItemKind.PRODUCT}-${param}` : param.toUpperCase();
}

/** The menu detail: image, prices per level, stock, add-ons, bundle contents, promos; adds to the order. */
export function MenuDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const data = useMenuData();
  const addLine = useCartStore((state) => state.addLine);
  const cartLines = useCartStore((state) => state.lines);
  const outletOrderTypeId = useCartStore((state) => state.outletOrderTypeId);
  const [isAdding, setIsAdding] = useState(false);
  const item: MenuItem | undefined = data.itemsByKey.get(menuItemKeyOfParam(params.id));
  // Until the cashier picks one on the menu, the menu's default (the first order type) applies.
  const orderType = data.orderTypes.find((entry) => entry.outletOrderTypeId === outletOrderTypeId) ?? data.orderTypes[0];
  const priceLevel = orderType?.priceLevel ?? null;
  const money = (amount: MenuItem['sellPrice']) => formatMoney(amount, { currencyPrefix: data.currencyPrefix });

  const back = (
    <Anchor component={Link} to={paths.menu} data-testid="back-to-menu">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {t('menu.backToMenu')}
      </Group>
    </Anchor>
  );
  if (!item) {
    return (
      <Stack gap="md" data-testid="menu-detail-screen">
        {back}
        {data.isLoading ? <Loader color="teal" aria-label={t('menu.loading')} /> : <Text c="dimmed">{t('menu.productNotFound')}</Text>}
      </Stack>
    );
  }
  const isOrderable = isMenuItemOrderable(item);
  const category = data.categories.find((entry) => entry.Id === item.ProductCategoryId)?.Name ?? '';
  const addOns = data.addOnsByItemKey.get(item.key) ?? [];
  const levels = Object.entries(item.levelPrices).sort(([left], [right]) => left.localeCompare(right, undefined, { numeric: true }));
  const promos = data.promoNames.get(item.key) ?? [];
  // The level of the chosen order type is marked: it is the price the order will use.
  const chosenLevel = priceLevel === null ? null : getLevelPriceKey(priceLevel);
  const levelRows: Array<[string, string]> = [
    [t('menu.sellPrice'), money(item.sellPrice)],
    ...levels.map(([key, amount]): [string, string] => [key === chosenLevel ? `${key} ✓` : key, amount === undefined ? '' : money(amount)]),
  ];

  return (
    <Stack gap="md" data-testid="menu-detail-screen">
      {back}
      <SimpleGrid cols={2} spacing="lg">
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <ProductImage src={item.imageUrl} alt={item.Name} height={IMAGE_HEIGHT} fit="contain" eager />
        </Paper>
        <Stack gap="sm">
          <Title order={2}>{item.Name}</Title>
          <Group gap="xs">
            {category !== '' && <Badge variant="light">{category}</Badge>}
            {item.kind === MenuItemKind.BUNDLE && <Badge color="coffee">{t('menu.bundle')}</Badge>}
            {!isOrderable && (
              <Badge color="red" data-testid="sold-out-badge">
                {t('menu.soldOut')}
              </Badge>
            )}
            {data.favoriteIds.has(item.Id) && item.kind === MenuItemKind.PRODUCT && <Badge color="orange">{t('menu.favorite')}</Badge>}
          </Group>
          <Text size="xl" fw={700} c="teal.9" data-testid="detail-price">
            {money(menuItemPrice(item, priceLevel))}
          </Text>
          <Text size="sm" c="dimmed">
            {t('menu.stock')}: {item.stockQuantity === null ? t('menu.notTracked') : item.stockQuantity}
          </Text>
          <Button leftSection={<IconPlus size={18} />} disabled={!isOrderable} onClick={() => setIsAdding(true)} data-testid="detail-add-to-order">
            {t('menu.addToOrder')}
          </Button>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="lg">
        <DetailTable title={t('menu.levelPrices')} testId="detail-level-prices" rows={levelRows} />
        {item.kind === MenuItemKind.BUNDLE ? (
          <DetailTable title={t('menu.bundleContents')} testId="detail-bundle-items" rows={item.bundleItems.map((entry): [string, string] => [entry.name, `× ${entry.quantity}`])} />
        ) : (
          <DetailTable
            title={t('menu.addOns')}
            testId="detail-add-ons"
            rows={addOns.map((addOn): [string, string] => [
              addOn.name,
              `${money(addOn.price)} · ${addOn.isSoldOut ? t('menu.soldOut') : addOn.stockQuantity === UNLIMITED_QUANTITY ? t('menu.unlimited') : addOn.stockQuantity}`,
            ])}
          />
        )}
      </SimpleGrid>
      {promos.length > 0 && <DetailTable title={t('menu.promos')} testId="detail-promos" rows={promos.map((name): [string, string] => [name, ''])} />}
      {isAdding && (
        <EditOrderProductDialog
          item={item}
          line={null}
          addOnOptions={addOns}
          priceLevel={priceLevel}
          currencyPrefix={data.currencyPrefix}
          maxQuantity={maxLineQuantity(cartLines, { key: null, kind: item.kind, productId: item.Id }, item.stockQuantity)}
          onClose={() => setIsAdding(false)}
          onSubmit={(line) => {
            addLine(line);
            void navigate(paths.menu);
          }}
        />
      )}
    </Stack>
  );
}

function DetailTable({ title, rows, testId }: { title: string; rows: ReadonlyArray<[string, string]>; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Center>
          <Text size="sm" c="dimmed">
            {t('menu.none')}
          </Text>
        </Center>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
