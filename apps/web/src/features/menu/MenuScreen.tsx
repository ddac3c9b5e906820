import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { OrderType } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useOrderQuery } from '../order/api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useCartStore } from './cart/cart-store.ts';
import type { CartLine } from './cart/cart-types.ts';
import { maxLineQuantity } from './cart/stock-limits.ts';
import { CartPanel } from './cart/CartPanel.tsx';
import { useToggleFavorite } from './catalog/catalog-api.ts';
import { chargesOfOrderType } from './catalog/catalog-mapping.ts';
import { MenuBrowser } from './catalog/MenuBrowser.tsx';
import type { MenuItem } from './catalog/menu-item.ts';
import { useMenuData } from './catalog/use-menu-data.ts';
import { useStockUpdates } from './catalog/use-stock-updates.ts';
import { EditOrderProductDialog } from './dialogs/EditOrderProductDialog.tsx';
import { SavedOrderDialog } from './dialogs/SavedOrderDialog.tsx';

const CART_WIDTH = 400;
/** Spec §2: the table screen opens the menu with ?fromMenu=table for the chosen table. */
export const FROM_TABLE_QUERY = { name: 'fromMenu', value: 'table' } as const;
/** "Add more order" (Manage table, the order screen) opens the menu with ?orderId= of the saved order. */
export const ADD_TO_ORDER_PARAM = 'orderId';

function orderIdOf(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

type Editing = { item: MenuItem; line: CartLine | null } | null;

/** /cashier/menu: the product grid on the left, the order being built on the right. */
export function MenuScreen() {
  const data = useMenuData();
  useStockUpdates();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isFromTable = searchParams.get(FROM_TABLE_QUERY.name) === FROM_TABLE_QUERY.value;
  const orderIdParam = orderIdOf(searchParams.get(ADD_TO_ORDER_PARAM));
  const filledTables = useSessionStore((state) => state.filledTables);
  const { outletOrderTypeId, chooseOrderType, addLine, replaceLine, lines, addingToOrderId, startAdding, clear } = useCartStore();
  const addingOrder = useOrderQuery(addingToOrderId);
  const addingTypeId = addingOrder.data?.OutletOrderTypeId ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const [savedOrder, setSavedOrder] = useState<Order | null>(null);
  const toggleFavorite = useToggleFavorite();

  // A table just seated (?fromMenu=table without an order) starts a new order: never add its
  // lines to the order the cart was adding to before.
  useEffect(() => {
    if (orderIdParam !== null) startAdding(orderIdParam);
    else if (isFromTable && useCartStore.getState().addingToOrderId !== null) clear();
    // Only a change of address counts: after an add the cart clears before it leaves for the order.
  }, [orderIdParam, isFromTable, startAdding, clear]);

  // The first order type by default; Dine In when the cashier came from the table screen; the
  // order's own type while adding to it, so the lines are priced at its price level.
  useEffect(() => {
    if (data.orderTypes.length === 0) return;
    if (addingTypeId !== null) {
      if (outletOrderTypeId !== addingTypeId) chooseOrderType(addingTypeId);
      return;
    }
    const dineIn = data.orderTypes.find((entry) => entry.orderTypeId === OrderType.DINE_IN);
    if (isFromTable && dineIn) {
      if (outletOrderTypeId !== dineIn.outletOrderTypeId) chooseOrderType(dineIn.outletOrderTypeId);
      return;
    }
    const first = data.orderTypes[0];
    if (first && !data.orderTypes.some((entry) => entry.outletOrderTypeId === outletOrderTypeId)) chooseOrderType(first.outletOrderTypeId);
  }, [data.orderTypes, isFromTable, outletOrderTypeId, chooseOrderType, addingTypeId]);

  const orderType = data.orderTypes.find((entry) => entry.outletOrderTypeId === outletOrderTypeId) ?? null;
  const charges = useMemo(() => chargesOfOrderType(data.charges, orderType), [data.charges, orderType]);
  const priceLevel = orderType?.priceLevel ?? null;

  const pick = useCallback((item: MenuItem) => setEditing({ item, line: null }), []);
  const onToggleFavorite = useCallback(
    (item: MenuItem) =>
      toggleFavorite.mutate(
        { OutletProductId: item.Id, isFavorite: data.favoriteIds.has(item.Id) },
        { onError: (error) => toast.error(errorMessageOf(error)) },
      ),
    [toggleFavorite, data.favoriteIds],
  );
  const editLine = useCallback(
    (line: CartLine) => {
      const item = data.itemsByKey.get(`${line.kind}-${line.productId}`);
      if (item) setEditing({ item, line });
    },
    [data.itemsByKey],
  );

  return (
    <Box h="100%" style={{ display: 'grid', gridTemplateColumns: `1fr ${CART_WIDTH}px`, gap: 'var(--mantine-spacing-md)', minHeight: 0 }} data-testid="menu-screen">
      <MenuBrowser
        items={data.items}
        categories={data.categories}
        isLoading={data.isLoading}
        favoriteIds={data.favoriteIds}
        promoNames={data.promoNames}
        priceLevel={priceLevel}
        currencyPrefix={data.currencyPrefix}
        onPick={pick}
        onToggleFavorite={onToggleFavorite}
      />
      <CartPanel
        orderTypes={data.orderTypes}
        orderType={orderType}
        charges={charges}
        roundingSetting={data.rounding}
        itemsByKey={data.itemsByKey}
        tables={isFromTable || orderType?.orderTypeId === OrderType.DINE_IN ? filledTables : []}
        currencyPrefix={data.currencyPrefix}
        onEditLine={editLine}
        onSaved={setSavedOrder}
        addingTo={addingToOrderId === null ? null : { order: addingOrder.data, error: addingOrder.error }}
        // Back on the order screen with the order chosen, as the cashier came from it or its table.
        onAdded={(order) => void navigate(`${paths.order}?${ADD_TO_ORDER_PARAM}=${order.Id}`)}
        onLeaveAdding={() => {
          clear();
          void navigate(paths.menu, { replace: true });
        }}
      />
      {editing && (
        <EditOrderProductDialog
          item={editing.item}
          line={editing.line}
          addOnOptions={data.addOnsByItemKey.get(editing.item.key) ?? []}
          priceLevel={priceLevel}
          currencyPrefix={data.currencyPrefix}
          maxQuantity={maxLineQuantity(lines, { key: editing.line?.key ?? null, kind: editing.item.kind, productId: editing.item.Id }, editing.item.stockQuantity)}
          onClose={() => setEditing(null)}
          onSubmit={(line) => {
            if (editing.line) replaceLine(editing.line.key, line);
            else addLine(line);
            setEditing(null);
          }}
        />
      )}
      {savedOrder && <SavedOrderDialog order={savedOrder} currencyPrefix={data.currencyPrefix} onClose={() => setSavedOrder(null)} />}
    </Box>
  );
}
