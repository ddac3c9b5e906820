import { memo, useLayoutEffect, useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MenuItemKind, type MenuItem, type PromoBadge } from './menu-item.ts';
import { ProductCard } from './ProductCard.tsx';

export interface ProductGridProps {
  items: readonly MenuItem[];
  /** The scrolling element around the grid (the ScrollArea's viewport); null until it is mounted. */
  scrollElement: HTMLDivElement | null;
  favoriteIds: ReadonlySet<number>;
  promoBadges: ReadonlyMap<string, readonly PromoBadge[]>;
  priceLevel: number | null;
  currencyPrefix: string;
  onPick(item: MenuItem): void;
  onLongPress?: (item: MenuItem) => void;
  onToggleFavorite?: (item: MenuItem) => void;
}

export const GRID_COLUMNS = 4;
/**
 * A menu this small is drawn whole: it costs a frame, and every card stays in the page for the
 * browser's find and for screen readers. Above it only the rows on screen are drawn (issue 23: a
 * 2,000-product menu must answer a tap or a keystroke within 50 ms on a cheap tablet).
 */
export const VIRTUALISE_ABOVE_ITEMS = 120;
/** Rows drawn beyond each edge of the screen, so a flick or a Tab to the next card finds it drawn. */
export const OVERSCAN_ROWS = 1;
/** A row's height until the first row is measured (a card with its gap at 1280×800). */
const ESTIMATED_ROW_PX = 150;
/** The screen height assumed for the first render, before the scroll area is measured. */
const INITIAL_VIEWPORT_PX = 800;
const noPromos: PromoBadge[] = [];

/** Rows of GRID_COLUMNS cards; only those on screen (plus OVERSCAN_ROWS) once the menu is large. */
export const ProductGrid = memo(function ProductGrid(props: ProductGridProps) {
  const { items, scrollElement } = props;
  const rowCount = Math.ceil(items.length / GRID_COLUMNS);
  const isVirtual = items.length > VIRTUALISE_ABOVE_ITEMS;
  // Without layout (jsdom in unit tests) the scroll area measures 0: every row is drawn then.
  const [hasLayout, setHasLayout] = useState(true);
  useLayoutEffect(() => setHasLayout(scrollElement === null || scrollElement.clientHeight > 0), [scrollElement]);
  // The app is not built with the React Compiler, and the rows read the virtualiser during render only.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: INITIAL_VIEWPORT_PX },
    enabled: isVirtual && hasLayout,
  });

  if (!isVirtual || !hasLayout) {
    return (
      <div data-testid="product-grid">
        {Array.from({ length: rowCount }, (_, index) => (
          <GridRow key={index} {...props} rowIndex={index} />
        ))}
      </div>
    );
  }
  return (
    <div data-testid="product-grid" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
        >
          <GridRow {...props} rowIndex={row.index} />
        </div>
      ))}
    </div>
  );
});

/** One row of cards; the gap below it belongs to the row, so a measured row is a whole step. */
function GridRow({ items, rowIndex, favoriteIds, promoBadges, priceLevel, currencyPrefix, onPick, onLongPress, onToggleFavorite }: ProductGridProps & { rowIndex: number }) {
  const start = rowIndex * GRID_COLUMNS;
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="sm" pb="sm">
      {items.slice(start, start + GRID_COLUMNS).map((item) => (
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
  );
}
