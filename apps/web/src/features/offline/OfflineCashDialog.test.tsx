import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderType, moneyFromRupiah } from '@kasir/domain';
import '../../i18n/i18n.ts';
import { cashierAni, outletKopiSenja } from '../../test/fixtures.ts';
import { paymentMethods } from '../payment/test-payments.ts';
import { formatOrderAmount } from '../order/order-money.ts';
import { useSessionStore } from '../session/session-store.ts';
import { newCartLine } from '../menu/cart/cart-test-lines.ts';
import type { CartData } from '../menu/cart/cart-store.ts';
import { OfflineCashDialog } from './OfflineCashDialog.tsx';
import { closeOutbox, listSales } from './outbox.ts';
import { toOfflineCashPayment } from './offline-sale-builder.ts';
import { useOfflineSale } from './use-offline-sale.ts';

const DUE = 62_500;
const cash = paymentMethods[0]!;
const money = (rupiah: number) => formatOrderAmount(rupiah, 'Rp');
const cart: CartData = {
  outletOrderTypeId: 2,
  pax: 1,
  customer: { CustomerName: '', PhoneNumber: '' },
  shipping: null,
  lines: [{ key: 'a', ...newCartLine({ quantity: 2 }) }],
  cartId: 'cart-1',
  addingToOrderId: null,
};

/** The dialog wired to the real sale hook and the real (IndexedDB) outbox, as the cart wires them. */
function Till({ onSold }: { onSold(tendered: number): void }) {
  const { sell, isWorking } = useOfflineSale();
  // Made once per dialog, as the cart does: every tap of Pay is the same sale.
  const [ref] = useState(() => crypto.randomUUID());
  return (
    <OfflineCashDialog
      due={DUE}
      cashMethod={cash}
      currencyPrefix="Rp"
      money={money}
      isWorking={isWorking}
      onPay={(tendered) => {
        onSold(tendered);
        const payment = toOfflineCashPayment(cash.Id, { tendered, due: DUE });
        void sell({ cart, orderTypeId: OrderType.TAKE_AWAY, orderTypeName: 'Take Away', tables: [], total: moneyFromRupiah(DUE), cash: payment }, ref).catch(() => undefined);
      }}
      onClose={() => undefined}
    />
  );
}

function renderTill() {
  const onSold = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Till onSold={onSold} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onSold;
}

const key = (name: string) => screen.getByTestId(`keypad-${name}`);

beforeEach(async () => {
  await closeOutbox();
  vi.stubGlobal('indexedDB', new IDBFactory());
  useSessionStore.setState({ outlet: outletKopiSenja, cashier: cashierAni });
});

describe('the offline cash dialog', () => {
  it('proposes the exact total; the first key replaces it (never appends), and the change follows', async () => {
    const user = userEvent.setup();
    renderTill();
    const amount = screen.getByTestId('keypad-amount');
    expect(amount).toHaveValue('62.500');
    expect(amount).toHaveAttribute('data-proposed', 'true');
    expect(screen.getByTestId('offline-cash-change')).toHaveTextContent('Rp 0');
    await user.click(key('1'));
    expect(amount).toHaveValue('1');
    await user.click(key('0'));
    await user.click(key('0'));
    await user.click(key('000'));
    expect(amount).toHaveValue('100.000');
    expect(screen.getByTestId('offline-cash-change')).toHaveTextContent('Rp 37.500');
    // A quick amount is proposed again: the next key replaces it too.
    await user.click(screen.getByTestId('quick-cash-100000'));
    await user.click(key('7'));
    expect(amount).toHaveValue('7');
  });

  it('refuses short cash: Pay is disabled and neither a tap nor Enter sells', async () => {
    const user = userEvent.setup();
    const onSold = renderTill();
    await user.click(key('5'));
    await user.click(key('000'));
    expect(screen.getByTestId('offline-cash-short')).toHaveTextContent('Rp 57.500');
    expect(screen.getByTestId('offline-cash-pay')).toBeDisabled();
    await user.click(key('ok'));
    await user.keyboard('{Enter}');
    expect(onSold).not.toHaveBeenCalled();
    expect(await listSales()).toEqual([]);
  });

  it('a doubled tap on Pay makes one sale in the outbox, with the cash and change as decimal strings', async () => {
    const user = userEvent.setup();
    renderTill();
    await user.click(key('1'));
    await user.click(key('0'));
    await user.click(key('0'));
    await user.click(key('000'));
    await user.dblClick(screen.getByTestId('offline-cash-pay'));
    await waitFor(async () => expect(await listSales()).toHaveLength(1));
    // Let every tap settle before counting again.
    await waitFor(() => expect(screen.getByTestId('offline-cash-pay')).not.toHaveAttribute('data-loading'));
    const sales = await listSales();
    expect(sales).toHaveLength(1);
    expect(sales[0]?.cash).toEqual({ outletPaymentMethodId: cash.Id, tendered: '100000.00', change: '37500.00' });
    expect(sales[0]?.total).toBe('62500.00');
    expect(sales[0]?.order.Offline?.Ref).toBe(sales[0]?.ref);
    expect(sales[0]?.provisionalNumber).toMatch(/^OFF-/);
  });

  it('shows card, e-wallet, QRIS and points as not available offline, with the reason', () => {
    renderTill();
    for (const method of ['card', 'eWallet', 'qris', 'points']) expect(screen.getByTestId(`offline-method-${method}`)).toHaveAttribute('aria-disabled');
    expect(screen.getByText(/only cash is taken offline/)).toBeInTheDocument();
  });
});
