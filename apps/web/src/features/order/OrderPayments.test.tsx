import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Payment } from '@kasir/contracts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { queryClient } from '../../api/query-client.ts';
import { outletKopiSenja } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { formatOrderAmount } from './order-money.ts';
import { OrderPayments } from './OrderPayments.tsx';
import { dineInOrder } from './test-orders.ts';

afterEach(() => queryClient.clear());

const payment: Payment = {
  Id: 41,
  OrderId: 7,
  OrderNo: 'KS-0007',
  OrderStatus: 3,
  CreatedOn: '2026-11-23T05:30:00.000Z',
  CashierName: 'Ani',
  Total: 57_800,
  Paid: 104_892.5,
  Change: 47_092.5,
  Remaining: 0,
  PointUsed: 1_200,
  PointEarned: 16,
  TimeBalanceUsed: 0,
  TimeBalanceEarned: 0,
  PaymentDetails: [
    { Id: 1, OutletPaymentMethodId: 1, Name: 'Cash', Type: 4, Amount: 100_000, CardNo: null, IsNoSales: false, OpenDrawer: true },
    { Id: 2, OutletPaymentMethodId: 2, Name: 'BCA Debit', Type: 1, Amount: 4_892.5, CardNo: '****-****-****-1234', IsNoSales: false, OpenDrawer: false },
  ],
  PaymentPromos: [],
  IsOpenDrawer: true,
};

const money = (rupiah: number) => formatOrderAmount(rupiah, 'Rp');

describe('OrderPayments', () => {
  it('shows nothing for an order without payments', () => {
    render(
      <AppProviders>
        <OrderPayments order={dineInOrder()} money={money} />
      </AppProviders>,
    );
    expect(screen.queryByTestId('order-payments')).toBeNull();
  });

  it('shows how a paid order was paid: methods, amounts, change, points, cashier and time', () => {
    useSessionStore.getState().outletChosen(outletKopiSenja);
    render(
      <AppProviders>
        <OrderPayments order={dineInOrder({ Status: 3, Payments: [payment] })} money={money} />
      </AppProviders>,
    );
    const block = within(screen.getByTestId('order-payment-41'));
    expect(block.getByText('Cash').nextSibling).toHaveTextContent('Rp 100.000');
    expect(block.getByText('BCA Debit · Card ****-****-****-1234').nextSibling).toHaveTextContent('Rp 4.892,50');
    expect(block.getByText('Paid').nextSibling).toHaveTextContent('Rp 104.892,50');
    expect(block.getByText('Change').nextSibling).toHaveTextContent('Rp 47.092,50');
    expect(block.getByText('Points used').nextSibling).toHaveTextContent('1.200');
    expect(block.getByText('Paid 2026-11-23 12:30 · cashier Ani')).toBeInTheDocument();
  });

  it('reprints the receipt as a reprint', async () => {
    useSessionStore.getState().outletChosen(outletKopiSenja);
    const api = mockApi({
      'POST /api/print/receipt': { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } },
      'GET /api/outletReceipt': { body: { data: [] } },
    });
    render(
      <AppProviders>
        <OrderPayments order={dineInOrder({ Id: 7, Status: 3, Payments: [payment] })} money={money} />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reprint receipt' }));
    expect(api.callsTo('POST', '/api/print/receipt')[0]?.body).toEqual({ Id: 7, IsReprint: true });
  });
});
