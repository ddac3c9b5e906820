import { useEffect, useMemo, useRef, useState } from 'react';
import { Affix, Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconShoppingBag, IconWifiOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppOrderType } from '@kasir/domain';
import type { SelfOrderProduct, SelfOrderSession, SelfOrderView } from '@kasir/contracts';
import { CartSheet } from './CartSheet.tsx';
import { MenuList } from './MenuList.tsx';
import { MyOrders, isStillMoving } from './MyOrders.tsx';
import { ProductSheet } from './ProductSheet.tsx';
import { SelfOrderError, fetchMenu, fetchMyOrders, newIdempotencyKey, placeOrder, requestBill } from './self-order-api.ts';
import { addToCart, cartCountOf, cartTotalOf, repriceCart, type CartLine } from './self-order-cart.ts';
import { emptyCheckout, hasCheckoutErrors, placeBodyOf, validateCheckout, type CheckoutErrors, type CheckoutForm } from './self-order-checkout.ts';
import { rupiah } from './self-order-money.ts';

/** How often the phone asks for its orders while the cashier or kitchen still has them. */
export const ORDERS_POLL_MS = 4000;

/** Tab labels wrap on a 320-px phone instead of being cut off. */
const tabStyles = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2, paddingBlock: 6 } } as const;

const cartKeyOf = (qr: string) => `kasir.selfOrder.cart.${qr}`;

function readCart(qr: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(cartKeyOf(qr)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch {
    return [];
  }
}

/** The words a failed call shows: offline and 429 in our own words, the server's message otherwise. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof SelfOrderError) {
      if (error.kind === 'offline') return t('selfOrder.errors.offline');
      if (error.kind === 'tooMany') return t('selfOrder.errors.tooMany');
      return error.message;
    }
    return t('selfOrder.errors.offline');
  };
}

interface Props {
  qr: string;
  session: SelfOrderSession;
  /** The server no longer knows this session (expired, QR revoked): start again from the QR. */
  onSessionLost: () => void;
}

/** The page once the QR gave a session: menu, cart and the customer's own orders. */
export function SelfOrderPage({ qr, session, onSessionLost }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const token = session.SessionToken;
  const [tab, setTab] = useState<'menu' | 'orders'>('menu');
  const [product, setProduct] = useState<SelfOrderProduct | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [lines, setLines] = useState<CartLine[]>(() => readCart(qr));
  const defaultType = session.Table ? AppOrderType.DINE_IN : (session.AppOrderTypes[0] ?? AppOrderType.PICK_UP);
  const [form, setForm] = useState<CheckoutForm>(() => emptyCheckout(defaultType));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placeError, setPlaceError] = useState<string | null>(null);
  // One key per placement attempt: kept while a retry may resend the same placement, dropped once the server answered it.
  const attemptKey = useRef<string | null>(null);
  // A second tap before React re-renders the loading button must not place again.
  const inFlight = useRef(false);

  useEffect(() => {
    try {
      sessionStorage.setItem(cartKeyOf(qr), JSON.stringify(lines));
    } catch {
      // The cart only lives in memory then.
    }
  }, [qr, lines]);

  const onLost = (error: unknown) => {
    if (error instanceof SelfOrderError && error.kind === 'unauthorised') onSessionLost();
  };

  const menu = useQuery({ queryKey: ['selfOrder', 'menu', token, form.appOrderType], queryFn: () => fetchMenu(token, form.appOrderType), retry: 1, placeholderData: (before) => before });
  // Lines show the prices of the menu the customer now sees (the counter QR's order type may change them).
  const pricedLines = useMemo(() => (menu.data ? repriceCart(lines, menu.data.Products) : lines), [lines, menu.data]);
  const orders = useQuery({
    queryKey: ['selfOrder', 'orders', token],
    queryFn: () => fetchMyOrders(token),
    retry: 1,
    refetchInterval: (query) => (query.state.data?.some(isStillMoving) ? ORDERS_POLL_MS : false),
  });
  // Only a new error may drop the session: onLost is a new function every render, and listing it
  // would run this after every render while an old error is still held.
  useEffect(() => onLost(menu.error ?? orders.error), [menu.error, orders.error]); // eslint-disable-line react-hooks/exhaustive-deps

  const soldOutIds = useMemo(() => new Set((menu.data?.Products ?? []).filter((item) => item.IsSoldOut).map((item) => item.Id)), [menu.data]);

  const place = useMutation({
    mutationFn: (key: string) => placeOrder(token, placeBodyOf(form, pricedLines), key),
    onSuccess: (placed) => {
      attemptKey.current = null;
      queryClient.setQueryData<SelfOrderView[]>(['selfOrder', 'orders', token], (before) => [placed, ...(before ?? []).filter((order) => order.Id !== placed.Id)]);
      void queryClient.invalidateQueries({ queryKey: ['selfOrder', 'orders', token] });
      setLines([]);
      setForm((before) => ({ ...before, notes: '' }));
      setCartOpen(false);
      setTab('orders');
    },
    onError: (error) => {
      onLost(error);
      // The server answered (sold out, bad input): the next tap is a new attempt. Offline or 5xx: the same one again.
      if (error instanceof SelfOrderError && error.status !== null && error.status < 500) attemptKey.current = null;
      setPlaceError(errorText(error));
      void queryClient.invalidateQueries({ queryKey: ['selfOrder', 'menu', token] });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const ask = useMutation({
    mutationFn: (order: SelfOrderView) => requestBill(token, order.Id),
    onSuccess: (_, order) => {
      // The bill is the order's: every placement on it now shows "Bill requested".
      queryClient.setQueryData<SelfOrderView[]>(['selfOrder', 'orders', token], (before) => before?.map((item) => (item.OrderNo === order.OrderNo ? { ...item, BillRequested: true } : item)));
      void queryClient.invalidateQueries({ queryKey: ['selfOrder', 'orders', token] });
    },
    onError: onLost,
  });

  const submit = () => {
    if (inFlight.current) return;
    const found = validateCheckout(form);
    setErrors(found);
    if (hasCheckoutErrors(found) || lines.length === 0) return;
    inFlight.current = true;
    setPlaceError(null);
    attemptKey.current ??= newIdempotencyKey();
    place.mutate(attemptKey.current);
  };

  const changeLines = (next: CartLine[]) => {
    // Another cart is another placement.
    attemptKey.current = null;
    setPlaceError(null);
    setLines(next);
  };

  const count = cartCountOf(pricedLines);
  return (
    <Stack gap="md">
      {/* Two plain buttons, not a segmented control: its sliding marker lagged behind a language switch's new label widths. */}
      <Group grow gap="xs" role="tablist">
        <Button size="md" px="xs" h="auto" mih={48} styles={tabStyles} role="tab" aria-selected={tab === 'menu'} variant={tab === 'menu' ? 'filled' : 'light'} onClick={() => setTab('menu')}>
          {t('selfOrder.tabMenu')}
        </Button>
        <Button
          size="md"
          px="xs"
          h="auto"
          mih={48}
          styles={tabStyles}
          role="tab"
          aria-selected={tab === 'orders'}
          variant={tab === 'orders' ? 'filled' : 'light'}
          onClick={() => setTab('orders')}
        >
          {orders.data?.length ? t('selfOrder.tabOrdersCount', { count: orders.data.length }) : t('selfOrder.tabOrders')}
        </Button>
      </Group>
      {tab === 'menu' ? (
        menu.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : menu.isError ? (
          <Alert color="red" icon={<IconWifiOff />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text>{errorText(menu.error)}</Text>
              <Button variant="white" color="red" onClick={() => void menu.refetch()}>
                {t('selfOrder.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <MenuList menu={menu.data} onOpen={setProduct} />
        )
      ) : orders.isError && !orders.data ? (
        <Alert color="red" icon={<IconWifiOff />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{errorText(orders.error)}</Text>
            <Button variant="white" color="red" onClick={() => void orders.refetch()}>
              {t('selfOrder.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          {ask.isError && (
            <Alert color="red" role="alert">
              {errorText(ask.error)}
            </Alert>
          )}
          <MyOrders orders={orders.data ?? []} askingId={ask.isPending ? (ask.variables?.Id ?? null) : null} onAskBill={(order) => ask.mutate(order)} />
        </Stack>
      )}
      {count > 0 && !cartOpen && (
        <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
          <Group justify="center" p="sm" style={{ background: 'linear-gradient(to top, var(--mantine-color-body) 70%, transparent)' }}>
            <Button size="xl" fullWidth maw={480} radius="xl" leftSection={<IconShoppingBag size={24} />} onClick={() => setCartOpen(true)} justify="space-between" rightSection={<span>{rupiah(cartTotalOf(pricedLines))}</span>}>
              {t('selfOrder.viewCart', { count })}
            </Button>
          </Group>
        </Affix>
      )}
      <ProductSheet
        product={product}
        onClose={() => setProduct(null)}
        onAdd={(chosen, addOnIds, quantity, notes) => {
          changeLines(addToCart(pricedLines, chosen, addOnIds, quantity, notes));
          setProduct(null);
        }}
      />
      <CartSheet
        opened={cartOpen}
        onClose={() => setCartOpen(false)}
        lines={pricedLines}
        onLines={changeLines}
        soldOutIds={soldOutIds}
        form={form}
        errors={errors}
        onForm={(next) => {
          setForm(next);
          if (hasCheckoutErrors(errors)) setErrors(validateCheckout(next));
        }}
        appOrderTypes={session.AppOrderTypes}
        placing={place.isPending}
        placeError={placeError}
        onPlace={submit}
      />
    </Stack>
  );
}
