import { memo } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInfoCircle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@kasir/domain';
import { menuDetailPath } from '../../../app/router.tsx';
import { isMenuItemOrderable, menuItemPrice, MenuItemKind, type MenuItem } from './menu-item.ts';
import { ProductImage } from './ProductImage.tsx';

export interface ProductCardProps {
  item: MenuItem;
  priceLevel: number | null;
  promoNames: readonly string[];
  isFavorite: boolean;
  currencyPrefix: string;
  onPick(item: MenuItem): void;
  /** Absent where favourites cannot be changed (bundles, or no permission). */
  onToggleFavorite?: (item: MenuItem) => void;
}

const IMAGE_HEIGHT = 96;

/** One tile of the menu grid: memoised, because a keystroke in the search re-renders the grid. */
export const ProductCard = memo(function ProductCard({ item, priceLevel, promoNames, isFavorite, currencyPrefix, onPick, onToggleFavorite }: ProductCardProps) {
  const { t } = useTranslation();
  const isOrderable = isMenuItemOrderable(item);
  return (
    <Card withBorder radius="md" padding={0} data-testid={`product-card-${item.key}`} style={{ opacity: isOrderable ? 1 : 0.55, position: 'relative' }}>
      <UnstyledButton onClick={() => onPick(item)} disabled={!isOrderable} aria-label={item.Name} data-testid="product-pick" style={{ display: 'block' }}>
        <ProductImage src={item.imageUrl} alt={item.Name} height={IMAGE_HEIGHT} />
        <Stack gap={4} p="xs">
          <Text fw={600} size="sm" lineClamp={2} mih={40}>
            {item.Name}
          </Text>
          <Text size="sm" c="teal.9" fw={700} data-testid="product-price">
            {formatMoney(menuItemPrice(item, priceLevel), { currencyPrefix })}
          </Text>
          <Group gap={4} mih={20}>
            {!isOrderable && (
              <Badge color="red" size="sm" data-testid="sold-out-badge">
                {t('menu.soldOut')}
              </Badge>
            )}
            {item.kind === MenuItemKind.BUNDLE && (
              <Badge color="coffee" variant="light" size="sm">
                {t('menu.bundle')}
              </Badge>
            )}
            {item.stockQuantity !== null && isOrderable && (
              <Badge color="gray" variant="light" size="sm">
                {t('menu.stockLeft', { count: item.stockQuantity })}
              </Badge>
            )}
            {promoNames.map((name) => (
              <Badge key={name} color="orange" variant="light" size="sm" tt="none" maw="100%" data-testid="product-promo">
                {name}
              </Badge>
            ))}
          </Group>
        </Stack>
      </UnstyledButton>
      <ActionIcon
        component={Link}
        to={menuDetailPath(item.kind === MenuItemKind.PRODUCT ? item.Id : item.key)}
        variant="white"
        color="coffee"
        radius="xl"
        size="lg"
        aria-label={t('menu.detailsOf', { name: item.Name })}
        data-testid="product-details"
        style={{ position: 'absolute', top: 6, left: 6 }}
      >
        <IconInfoCircle size={18} />
      </ActionIcon>
      {onToggleFavorite && (
        <ActionIcon
          variant="white"
          color="orange"
          radius="xl"
          size="lg"
          aria-label={isFavorite ? t('menu.removeFavorite') : t('menu.addFavorite')}
          aria-pressed={isFavorite}
          data-testid="favorite-toggle"
          onClick={() => onToggleFavorite(item)}
          style={{ position: 'absolute', top: 6, right: 6 }}
        >
          {isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      )}
    </Card>
  );
});
