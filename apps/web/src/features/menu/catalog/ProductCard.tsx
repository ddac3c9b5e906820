import { memo } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInfoCircle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@kasir/domain';
import { menuDetailPath } from '../../../app/router.tsx';
import { useLongPress } from '../../../shared/ui/use-long-press.ts';
import { isMenuItemOrderable, menuItemPrice, MenuItemKind, type MenuItem, type PromoBadge } from './menu-item.ts';
import { ProductImage } from './ProductImage.tsx';

export interface ProductCardProps {
  item: MenuItem;
  priceLevel: number | null;
  promos: readonly PromoBadge[];
  isFavorite: boolean;
  currencyPrefix: string;
  onPick(item: MenuItem): void;
  /** A long press (or right click) on the card: the product's options before it is added. */
  onLongPress?: (item: MenuItem) => void;
  /** Absent where favourites cannot be changed (bundles, or no permission). */
  onToggleFavorite?: (item: MenuItem) => void;
}

/**
 * Kept low, and the badges kept to one line, so that every card has one height and three rows
 * of four fit beside the cart at 1280×800, even under the no-shift banner (issue 16: at least
 * 12 products without scrolling).
 */
const IMAGE_HEIGHT = 48;
/** Promo badges give way (ellipsis) to "sold out" and the stock rather than wrap to a second line. */
const SHRINKABLE = { minWidth: 0 } as const;

/** One tile of the menu grid: memoised, because a keystroke in the search re-renders the grid. */
export const ProductCard = memo(function ProductCard({ item, priceLevel, promos, isFavorite, currencyPrefix, onPick, onLongPress, onToggleFavorite }: ProductCardProps) {
  const { t } = useTranslation();
  const isOrderable = isMenuItemOrderable(item);
  const longPress = useLongPress(onLongPress && isOrderable ? () => onLongPress(item) : undefined);
  return (
    <Card withBorder radius="md" padding={0} data-testid={`product-card-${item.key}`} style={{ opacity: isOrderable ? 1 : 0.55, position: 'relative' }}>
      <UnstyledButton
        {...longPress.handlers}
        onClick={() => {
          if (!longPress.consumeLongPress()) onPick(item);
        }}
        disabled={!isOrderable}
        aria-label={item.Name}
        data-testid="product-pick"
        style={{ display: 'block' }}
      >
        <ProductImage src={item.thumbnailUrl} alt={item.Name} height={IMAGE_HEIGHT} fit="contain" />
        {/* A bundle has no favourite star: its mark takes that corner, leaving the badge line to sold out and promos. */}
        {item.kind === MenuItemKind.BUNDLE && (
          <Badge color="coffee" variant="filled" size="sm" style={{ position: 'absolute', top: 13, right: 8 }}>
            {t('menu.bundle')}
          </Badge>
        )}
        <Stack gap={2} px={8} py={6}>
          {/* Two lines are always kept, so prices line up across a row. */}
          <Text fw={600} size="sm" lh={1.25} lineClamp={2} mih="2.5em">
            {item.Name}
          </Text>
          <Text size="sm" lh={1.3} c="teal.9" fw={700} data-testid="product-price">
            {formatMoney(menuItemPrice(item, priceLevel), { currencyPrefix })}
          </Text>
          <Group gap={4} mih={20} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {!isOrderable && (
              <Badge color="red" size="sm" style={{ flexShrink: 0 }} data-testid="sold-out-badge">
                {t('menu.soldOut')}
              </Badge>
            )}
            {item.stockQuantity !== null && isOrderable && (
              <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
                {t('menu.stockLeft', { count: item.stockQuantity })}
              </Badge>
            )}
            {promos.map((promo) => (
              <Badge
                key={promo.name}
                color="orange"
                variant="light"
                size="sm"
                tt="none"
                title={promo.name}
                aria-label={promo.name}
                style={SHRINKABLE}
                data-testid="product-promo"
              >
                {promo.discountLabel}
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
