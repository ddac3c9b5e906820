import { useMemo, useState } from 'react';
import { Badge, Button, CloseButton, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCash, IconMapPin, IconTruckDelivery, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderType, type RoundingSettingValue } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import type { FilledTable } from '../../session/session-store.ts';
import type { ChargeOption, MenuItem, OrderTypeOption } from '../catalog/menu-item.ts';
import { CustomerDataDialog } from '../dialogs/CustomerDataDialog.tsx';
import { ShippingDataDialog } from '../dialogs/ShippingDataDialog.tsx';
import { priceCart } from './cart-pricing.ts';
import { useCartStore } from './cart-store.ts';
import type { CartLine } from './cart-types.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CartPromoOffers } from './CartPromoOffers.tsx';
import { useCartPromoOffers } from './use-cart-promos.ts';
import { isNetworkFailure, useCreateOrder } from './order-api.ts';
import { useOfflineSaleCart } from '../../offline/use-offline-sale-cart.ts';
import { OfflineBlockNote, OfflineCashDialogFlow } from '../../offline/OfflineCashDialogFlow.tsx';
import { saveRequestKey } from './save-request-key.ts';
import { validatePax } from './order-form-rules.ts';
import { toCreateOrderBody } from './order-payload.ts';
import { PaxPicker } from './PaxPicker.tsx';
import { maxLineQuantity } from './stock-limits.ts';
import { AddingToOrderBanner } from './AddingToOrderBanner.tsx';
import { canPayFromCart } from './order-type-default.ts';
import { useAddToOrder } from './use-add-to-order.ts';
import { forgetTables, useReleaseTable } from './use-held-tables.ts';

/** The saved order the cart's lines go into ("add more order"), as its query stands. */
export interface AddingTo {
  order: Order | undefined;
  error: Error | null;
}

export interface CartPanelProps {
  orderTypes: readonly OrderTypeOption[];
  orderType: OrderTypeOption | null;
  charges: readonly ChargeOption[];
  roundingSetting: RoundingSettingValue | null;
  itemsByKey: ReadonlyMap<string, MenuItem>;
  /** The tables this terminal holds for the order (useHeldTables). */
  tables: readonly FilledTable[];
  currencyPrefix: string;
  onEditLine(line: CartLine): void;
  onSaved(order: Order): void;
  /** Pay of the cart: the order was just saved and is to be paid now. */
  onSavedToPay(order: Order): void;
  /** Set while the cart adds to a saved order: its type, pax, customer and tables are that order's. */
  addingTo?: AddingTo | null;
  onAdded?(order: Order): void;
  onLeaveAdding?(): void;
}

type OpenForm = 'customer' | 'shipping' | null;

/** What the save is for: the "Order saved" summary, or paying at once. */
type SaveIntent = 'save' | 'pay';

/** The order being built: type, pax, customer and shipping data, lines, totals and Save. */
export function CartPanel(props: CartPanelProps) {
  const { orderTypes, orderType, charges, roundingSetting, itemsByKey, tables, currencyPrefix, onEditLine, onSaved, onSavedToPay, addingTo = null } = props;
  const { t } = useTranslation();
  const cart = useCartStore();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [paxError, setPaxError] = useState<string | null>(null);
  const [pendingIntent, setPendingIntent] = useState<SaveIntent>('save');
  const createOrder = useCreateOrder();
  const addToOrder = useAddToOrder();
  const releaseTable = useReleaseTable();
  const pricingContext = useMemo(
    () => ({ priceLevel: orderType?.priceLevel ?? null, isRounded: orderType?.isRounded ?? false, roundingSetting, charges }),
    [orderType, roundingSetting, charges],
  );
  const totals = useMemo(() => priceCart(cart.lines, pricingContext), [cart.lines, pricingContext]);
  // Lines added to a saved order are priced with that order's own promos by the server: no offers then.
  const allOffers = useCartPromoOffers(cart.lines, pricingContext);
  const promoOffers = addingTo ? [] : allOffers;
  const isDelivery = orderType?.orderTypeId === OrderType.DELIVERY;
  const isDineIn = orderType?.orderTypeId === OrderType.DINE_IN;
  const lineKeyOf = (line: CartLine) => `${line.kind}-${line.productId}`;
  // Issue 23: while the server is unreachable, Pay and Save go to the outbox (use-offline-sale-cart.ts).
  const offline = useOfflineSaleCart({ orderType, tables, pricing: pricingContext, isAddingToOrder: addingTo !== null });
  const canPay = !addingTo && (canPayFromCart(orderType, tables.length) || offline.canPay);

  const save = (intent: SaveIntent = 'save') => {
    if (addingTo) {
      if (offline.isOffline) return void offline.start('save');
      const target = addingTo.order;
      if (!target) return;
      addToOrder.save(cart, target, (saved) => {
        cart.clear();
        props.onAdded?.(saved);
      });
      return;
    }
    if (!orderType) return;
    const paxProblem = validatePax(cart.pax);
    setPaxError(paxProblem);
    if (paxProblem) return;
    if (isDelivery && !cart.shipping) {
      setOpenForm('shipping');
      return;
    }
    if (offline.isOffline) return void offline.start(intent);
    const body = toCreateOrderBody(cart, { orderTypeId: orderType.orderTypeId, tables: isDineIn ? tables : [] });
    setPendingIntent(intent);
    const requestKey = saveRequestKey(cart.cartId, body);
    createOrder.mutate({ body, requestKey }, {
      onSuccess: (order) => {
        // The order has its tables now; the next order starts with none (issue 16).
        forgetTables(body.OutletTableIds ?? []);
        cart.clear();
        if (intent === 'pay') onSavedToPay(order);
        else onSaved(order);
      },
      // No answer at all: the sale goes offline (a take-away Save is not kept: it would only wait unpaid).
      // It keeps this save's key: if the save did reach the server, the outbox gets that order, not a second one.
      onError: (error) => (isNetworkFailure(error) && (intent === 'pay' || isDineIn) && offline.block === null ? offline.start(intent, requestKey) : toast.error(errorMessageOf(error))),
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" h="100%" data-testid="cart-panel" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
        {addingTo ? (
          <AddingToOrderBanner order={addingTo.order} error={addingTo.error} onLeave={() => props.onLeaveAdding?.()} />
        ) : (
          <>
            <SegmentedControl
              fullWidth
              size="xs"
              value={orderType ? String(orderType.outletOrderTypeId) : ''}
              onChange={(value) => cart.chooseOrderType(Number(value))}
              data={orderTypes.map((entry) => ({ value: String(entry.outletOrderTypeId), label: entry.name }))}
              data-testid="order-type-picker"
            />
            <PaxPicker
              pax={cart.pax}
              error={paxError}
              onChange={(pax) => {
                cart.setPax(pax);
                setPaxError(null);
              }}
            />
            <Group gap="xs">
              <Button size="compact-sm" variant="light" leftSection={<IconUser size={14} />} onClick={() => setOpenForm('customer')} data-testid="open-customer-data">
                {cart.customer.CustomerName || t('menu.customerData')}
              </Button>
              {isDelivery && (
                <Button
                  size="compact-sm"
                  variant={cart.shipping ? 'light' : 'outline'}
                  color={cart.shipping ? 'teal' : 'orange'}
                  leftSection={<IconTruckDelivery size={14} />}
                  onClick={() => setOpenForm('shipping')}
                  data-testid="open-shipping-data"
                >
                  {cart.shipping?.Name || t('menu.shippingData')}
                </Button>
              )}
              {tables.map((table) => (
                <Badge
                  key={table.OutletTableId}
                  size="lg"
                  tt="none"
                  variant="light"
                  leftSection={<IconMapPin size={14} />}
                  rightSection={
                    <CloseButton
                      size="sm"
                      variant="transparent"
                      aria-label={t('menu.removeTable', { table: table.TableName })}
                      onClick={() => releaseTable(table)}
                      data-testid="cart-table-remove"
                    />
                  }
                  data-testid="cart-table"
                >
                  {table.TableName} · {table.OutletAreaName}
                </Badge>
              ))}
            </Group>
          </>
        )}
        <ScrollArea style={{ flex: 1, minHeight: 0 }} data-testid="cart-lines">
          {cart.lines.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" size="sm">
              {t('menu.emptyCart')}
            </Text>
          ) : (
            cart.lines.map((line, index) => (
              <CartLineRow
                key={line.key}
                line={line}
                priced={totals.lines[index]}
                currencyPrefix={currencyPrefix}
                maxQuantity={maxLineQuantity(cart.lines, line, itemsByKey.get(lineKeyOf(line))?.stockQuantity ?? null)}
                onEdit={onEditLine}
                onQuantity={(entry, quantity) => cart.changeQuantity(entry.key, quantity)}
                onRemove={(entry) => cart.removeLine(entry.key)}
                promoNames={promoOffers.filter((offer) => offer.lineKeys.includes(line.key)).map((offer) => offer.name)}
              />
            ))
          )}
        </ScrollArea>
        {cart.lines.length > 0 && (
          <Text size="xs" c="dimmed" ta="center" data-testid="cart-options-hint">
            {t('menu.lineOptionsHint')}
          </Text>
        )}
        <CartPromoOffers offers={promoOffers} currencyPrefix={currencyPrefix} />
        <CartTotals totals={totals} charges={charges} currencyPrefix={currencyPrefix} />
        <OfflineBlockNote offline={offline} />
        {addingTo ? (
          <Button size="md" fullWidth disabled={cart.lines.length === 0 || !addingTo.order || offline.isOffline} loading={addToOrder.isPending} onClick={() => save()} data-testid="save-order">
            {t('menu.adding.save')}
          </Button>
        ) : (
          <Group gap="xs" grow wrap="nowrap">
            <Button
              size="md"
              px="sm"
              variant={canPay ? 'default' : 'filled'}
              disabled={cart.lines.length === 0 || !orderType || (createOrder.isPending && pendingIntent === 'pay') || offline.isWorking || (offline.isOffline && (offline.block !== null || !isDineIn))}
              loading={createOrder.isPending && pendingIntent === 'save'}
              onClick={() => save('save')}
              data-testid="save-order"
            >
              {t('menu.saveOrder')}
            </Button>
            {canPay && (
              <Button
                size="md"
                px="sm"
                leftSection={<IconCash size={20} />}
                disabled={cart.lines.length === 0 || (createOrder.isPending && pendingIntent === 'save') || offline.isWorking || (offline.isOffline && offline.block !== null)}
                loading={createOrder.isPending && pendingIntent === 'pay'}
                onClick={() => save('pay')}
                data-testid="cart-pay"
              >
                {t('payment.open')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <OfflineCashDialogFlow offline={offline} />
      {openForm === 'customer' && (
        <CustomerDataDialog
          value={cart.customer}
          onClose={() => setOpenForm(null)}
          onSubmit={(customer) => {
            cart.setCustomer(customer);
            setOpenForm(null);
          }}
        />
      )}
      {openForm === 'shipping' && (
        <ShippingDataDialog
          value={cart.shipping}
          onClose={() => setOpenForm(null)}
          onSubmit={(shipping) => {
            cart.setShipping(shipping);
            setOpenForm(null);
          }}
        />
      )}
    </Paper>
  );
}
