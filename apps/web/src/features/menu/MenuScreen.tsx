import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { OrderType } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useOrderQuery } from '../order/api.ts';
import { openPaymentDialog } from '../payment/index.ts';
import { useCartStore } from './cart/cart-store.ts';
import type { CartLine } from './cart/cart-types.ts';
import { maxLineQuantity } from './cart/stock-limits.ts';
import { CartPanel } from './cart/CartPanel.tsx';
import { defaultOrderType } from './cart/order-type-default.ts';
import { useHeldTables } from './cart/use-held-tables.ts';
import { useToggleFavorite } from './catalog/catalog-api.ts';
import { chargesOfOrderType } from './catalog/catalog-mapping.ts';
import { MenuBrowser } from './catalog/MenuBrowser.tsx';
import type { MenuItem } from './catalog/menu-item.ts';
import { useMenuData } from './catalog/use-menu-data.ts';
import { useStockUpdates } from './catalog/use-stock-updates.ts';
import { DIALOG_PREFETCH_DELAY_MS } from '../../dialogs/DialogHost.tsx';
import { newLineFor } from './dialogs/new-line.ts';
import { SavedOrderDialog } from './dialogs/SavedOrderDialog.tsx';

/** Opened on a tap of a product with add-ons or a line's edit: its chunk (with NumberInput, the add-on picker) stays off the menu's first load. */
const loadEditOrderProductDialog = () => import('./dialogs/EditOrderProductDialog.tsx');
const EditOrderProductDialog = lazy(async () => ({ default: (await loadEditOrderProductDialog()).EditOrderProductDialog }));

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
  const { t } = useTranslation();
  const data = useMenuData();
  useStockUpdates();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isFromTable = searchParams.get(FROM_TABLE_QUERY.name) === FROM_TABLE_QUERY.value;
  const orderIdParam = orderIdOf(searchParams.get(ADD_TO_ORDER_PARAM));
  const { tables: heldTables, isChecked: areTablesChecked } = useHeldTables();
  const { outletOrderTypeId, chooseOrderType, addLine, replaceLine, lines, addingToOrderId, startAdding, clear } = useCartStore();
  const addingOrder = useOrderQuery(addingToOrderId);
  const addingTypeId = addingOrder.data?.OutletOrderTypeId ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const [savedOrder, setSavedOrder] = useState<Order | null>(null);
  // mutate is stable (a whole useMutation result is new on every render): the menu's cards keep
  // their props, so a tap that changes the cart draws none of them again.
  const { mutate: toggleFavorite } = useToggleFavorite();

  useEffect(() => {
    // Fetched in the background once the menu shows, so the first tap opens it without waiting.
    const timer = setTimeout(() => void loadEditOrderProductDialog().catch(() => undefined), DIALOG_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // A table just seated (?fromMenu=table without an order) starts a new order: never add its
  // lines to the order the cart was adding to before.
  useEffect(() => {
    if (orderIdParam !== null) startAdding(orderIdParam);
    else if (isFromTable && useCartStore.getState().addingToOrderId !== null) clear();
    // Only a change of address counts: after an add the cart clears before it leaves for the order.
  }, [orderIdParam, isFromTable, startAdding, clear]);

  // A new cart starts as Take Away (a walk-in at the till) or Dine In with a seated table
  // (defaultOrderType); Dine In when the cashier came from the table screen; the order's own
  // type while adding to it, so the lines are priced at its price level.
  const hasTable = heldTables.length > 0;
  useEffect(() => {
    if (data.orderTypes.length === 0) return;
    if (addingTypeId !== null) {
      if (outletOrderTypeId !== addingTypeId) chooseOrderType(addingTypeId);
      return;
    }
    const dineIn = data.orderTypes.find((entry) => entry.orderTypeId === OrderType.DINE_IN);
    // Only while the table is on the cart: once the cashier takes it off, the type is theirs to choose.
    if (isFromTable && hasTable && dineIn) {
      if (outletOrderTypeId !== dineIn.outletOrderTypeId) chooseOrderType(dineIn.outletOrderTypeId);
      return;
    }
    // A restored table may be stale: the default waits for the live floor's word on it.
    if (!areTablesChecked) return;
    const fallback = defaultOrderType(data.orderTypes, hasTable);
    if (fallback && !data.orderTypes.some((entry) => entry.outletOrderTypeId === outletOrderTypeId)) chooseOrderType(fallback.outletOrderTypeId);
  }, [data.orderTypes, isFromTable, outletOrderTypeId, chooseOrderType, addingTypeId, hasTable, areTablesChecked]);

  const orderType = data.orderTypes.find((entry) => entry.outletOrderTypeId === outletOrderTypeId) ?? null;
  const charges = useMemo(() => chargesOfOrderType(data.charges, orderType), [data.charges, orderType]);
  const priceLevel = orderType?.priceLevel ?? null;

  // One tap adds: no product of the catalog asks a choice before it is sold (add-ons are
  // optional extras, the price level follows the order type, a bundle's items are fixed). The
  // same product again adds to its line (cart-lines.ts); its options open from the cart line
  // or a long press on the card. The stock cap holds here as in the options dialog.
  const pick = useCallback(
    (item: MenuItem) => {
      const { lines: current, addLine: add } = useCartStore.getState();
      const room = maxLineQuantity(current, { key: null, kind: item.kind, productId: item.Id }, item.stockQuantity);
      if (room !== null && room < 1) return void toast.error(t('menu.noStockLeft'));
      add(newLineFor(item));
    },
    [t],
  );
  const openOptions = useCallback((item: MenuItem) => setEditing({ item, line: null }), []);
  const onToggleFavorite = useCallback(
    (item: MenuItem) =>
      toggleFavorite(
        { OutletProductId: item.Id, isFavorite: data.favoriteIds.has(item.Id) },
        { onError: (error) => toast.error(errorMessageOf(error)) },
      ),
    [toggleFavorite, data.favoriteIds],
  );
  // The table's order is saved: the next order at this till is a new guest, not that table's.
  const leaveTableAddress = () => {
    if (isFromTable) void navigate(paths.menu, { replace: true });
  };
  const editLine = useCallback(
    (line: CartLine) => {
      const item = data.itemsByKey.get(`${line.kind}-${line.productId}`);
      if (item) setEditing({ item, line });
    },
    [data.itemsByKey],
  );

  return (
    // minmax(0, 1fr): the grid column never widens to its content (long category tabs, larger
    // text in a scaled-down window) and pushes the cart out of the window.
    <Box h="100%" style={{ display: 'grid', gridTemplateColumns: `minmax(0, 1fr) ${CART_WIDTH}px`, gap: 'var(--mantine-spacing-md)', minHeight: 0 }} data-testid="menu-screen">
      <MenuBrowser
        items={data.items}
        categories={data.categories}
        isLoading={data.isLoading}
        favoriteIds={data.favoriteIds}
        promoBadges={data.promoBadges}
        priceLevel={priceLevel}
        currencyPrefix={data.currencyPrefix}
        onPick={pick}
        onLongPress={openOptions}
        onToggleFavorite={onToggleFavorite}
      />
      <CartPanel
        orderTypes={data.orderTypes}
        orderType={orderType}
        charges={charges}
        roundingSetting={data.rounding}
        itemsByKey={data.itemsByKey}
        tables={heldTables}
        currencyPrefix={data.currencyPrefix}
        onEditLine={editLine}
        onSaved={(order) => {
          leaveTableAddress();
          setSavedOrder(order);
        }}
        onSavedToPay={(order) => {
          leaveTableAddress();
          openPaymentDialog(order.Id);
        }}
        addingTo={addingToOrderId === null ? null : { order: addingOrder.data, error: addingOrder.error }}
        // Back on the order screen with the order chosen, as the cashier came from it or its table.
        onAdded={(order) => void navigate(`${paths.order}?${ADD_TO_ORDER_PARAM}=${order.Id}`)}
        onLeaveAdding={() => {
          clear();
          void navigate(paths.menu, { replace: true });
        }}
      />
      {editing && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
      {savedOrder && (
        <SavedOrderDialog
          order={savedOrder}
          currencyPrefix={data.currencyPrefix}
          onClose={() => setSavedOrder(null)}
          onPay={() => {
            setSavedOrder(null);
            openPaymentDialog(savedOrder.Id);
          }}
        />
      )}
    </Box>
  );
}
