import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppOrderType, OtherPermission, OrderStatus, OrderType } from '@kasir/domain';
import type { TableOrderSummary } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { closeAllDialogs, restoreAfterUnlock, saveForLock } from '../../dialogs/dialog-registry.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { dineInOrder } from '../order/test-orders.ts';
import { meWithBillGrants } from './bills-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => {
  disconnectRealtime();
  closeAllDialogs();
  changeLocale('en');
});

function historyRow(id: number, overrides: Partial<TableOrderSummary> & { AppOrderType?: number | null } = {}) {
  return {
    Id: id,
    OrderNo: `KS-231126-000${id}`,
    Status: OrderStatus.ORDERED,
    OrderTypeId: OrderType.DINE_IN,
    OutletOrderTypeId: 1,
    Pax: 2,
    CustomerName: null,
    PhoneNumber: null,
    InfoOrder: null,
    OutletAreaId: 1,
    EndTime: null,
    SubTotal: 20000,
    DiscountAmount: 0,
    Total: 23100,
    CreatedOn: '2026-11-23T04:00:00.000Z',
    OrderedByName: 'Ani',
    OrderTables: [{ OutletTableId: id, OutletTable: { Id: id, TableName: `T${id}`, OutletArea: { Name: 'Indoor' } } }],
    OutletTableIds: [id],
    ...overrides,
  };
}

const history = [
  historyRow(1),
  historyRow(2),
  historyRow(3, { OrderTypeId: OrderType.DELIVERY }),
  historyRow(4, { AppOrderType: AppOrderType.PICK_UP }),
  historyRow(5, { Status: OrderStatus.PAID }),
  historyRow(6, { OrderTypeId: OrderType.TAKE_AWAY, CustomerName: 'Sari' }),
];

function optionTexts(field: HTMLElement): Array<string | null> {
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
  return within(list ?? document.body).queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
}

describe('merge bill dialog', { timeout: 40_000 }, () => {
  it('offers the mergeable orders of the last six days, one per field, and merges them', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([{ OtherModuleId: OtherPermission.MERGE_BILL, UsePin: false }]));
    const api = mockOrderServer({
      'GET /api/order/getAllOrderHistory': { body: { data: history } },
      'POST /api/order/1/merge': { body: { data: dineInOrder() } },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-merge-bill', {}, SLOW));
    const dialog = await screen.findByTestId('merge-bill-dialog', {}, SLOW);
    await within(dialog).findByTestId('merge-field-0', {}, SLOW);

    // Spec §7: six days ago to today, ORDERED.
    const query = new URLSearchParams(api.callsTo('GET', '/api/order/getAllOrderHistory')[0]?.path.split('?')[1]);
    expect(query.get('status')).toBe(String(OrderStatus.ORDERED));
    const days = (Date.parse(query.get('toDate') ?? '') - Date.parse(query.get('fromDate') ?? '')) / 86_400_000;
    expect(days).toBe(6);

    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('You must choose the orders to merge!');
    // In Indonesian the spec's own words, as soon as the cashier switches language.
    act(() => changeLocale('id'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('Anda harus memilih pesanan yang akan digabung!');
    act(() => changeLocale('en'));

    // Not the current order, not delivery, pick-up or paid orders.
    const first = within(dialog).getByTestId('merge-field-0');
    await user.click(first);
    expect(optionTexts(first)).toEqual(['KS-231126-0002 · T2 · Rp 23.100', 'KS-231126-0006 · T6 · Sari · Rp 23.100']);
    await user.click(screen.getByRole('option', { name: /KS-231126-0002/, hidden: true }));

    // A second field cannot offer what the first already holds; an empty field is refused.
    await user.click(within(dialog).getByTestId('merge-add-field'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('dialog-error')).toHaveTextContent('You must choose the orders to merge!');
    const second = within(dialog).getByTestId('merge-field-1');
    await user.click(second);
    expect(optionTexts(second)).toEqual(['KS-231126-0006 · T6 · Sari · Rp 23.100']);
    const secondList = document.getElementById(second.getAttribute('aria-controls') ?? '');
    await user.click(within(secondList ?? document.body).getByRole('option', { name: /KS-231126-0006/, hidden: true }));

    // The choices survive a lock (the registry saves the dialog's props).
    saveForLock();
    await waitFor(() => expect(screen.queryByTestId('merge-bill-dialog')).not.toBeInTheDocument());
    restoreAfterUnlock();
    const restored = await screen.findByTestId('merge-bill-dialog', {}, SLOW);
    await waitFor(() => expect(within(restored).getByTestId('merge-field-1')).toHaveValue('KS-231126-0006 · T6 · Sari · Rp 23.100'));

    // Merge bill without UsePin: no supervisor step.
    await user.click(within(restored).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/order/1/merge')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST', '/api/order/1/merge')[0]?.body).toEqual({ Id: 1, OrderIds: [2, 6], OutletOrderTypeId: 1, Version: 3 });
    expect(api.callsTo('GET', '/api/order/approvers')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId('merge-bill-dialog')).not.toBeInTheDocument(), SLOW);
  });

  it('asks a supervisor when merge bill carries UsePin, and shows the server refusal', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithBillGrants([{ OtherModuleId: OtherPermission.MERGE_BILL, UsePin: true }]));
    const api = mockOrderServer({
      'GET /api/order/getAllOrderHistory': { body: { data: history } },
      'POST /api/order/1/merge': { status: 400, body: { message: 'Validation failed', data: [{ field: 'OrderIds', error: 'Order KS-231126-0002 is not ORDERED' }] } },
    });
    renderApp(`${paths.order}?orderId=1`);
    await user.click(await screen.findByTestId('open-merge-bill', {}, SLOW));
    const dialog = await screen.findByTestId('merge-bill-dialog', {}, SLOW);
    await user.click(await within(dialog).findByTestId('merge-field-0', {}, SLOW));
    await user.click(screen.getByRole('option', { name: /KS-231126-0002/, hidden: true }));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await within(dialog).findByTestId('approver-list', {}, SLOW);
    expect(api.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.MERGE_BILL}`);
    await user.click(within(dialog).getByText('Budi'));
    await pressPin(user, '222222');
    expect(await within(dialog).findByText('Order KS-231126-0002 is not ORDERED', {}, SLOW)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/order/1/merge')[0]?.body).toMatchObject({ Approval: { UserId: 12, PIN: '222222' } });
  });
});
