import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus } from '@kasir/domain';
import { paths } from '../../../app/router.tsx';
import { changeLocale } from '../../../i18n/i18n.ts';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockServer, signedIn, SLOW_TEST_MS } from '../test-data.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

function order(id: number, status: number = OrderStatus.PAID) {
  return {
    Id: id,
    OrderNo: `KS-${id}`,
    Status: status,
    Total: 45000,
    CustomerName: 'Sari',
    CreatedOn: '2026-03-01T05:30:00.000Z',
    OrderTables: [{ OutletTable: { TableName: 'T1' } }, { OutletTable: { TableName: 'T2' } }],
  };
}

describe('order history screen', { timeout: SLOW_TEST_MS }, () => {
  it('shows a page of orders, pages through a 10-page window, filters by status and opens an order', async () => {
    const user = userEvent.setup();
    signedIn();
    const api = mockServer({
      'GET /api/order/histories': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return { body: { data: { Items: [order(page * 100)], Page: page, PageSize: 20, TotalItems: 250, TotalPages: 13 } } };
      },
    });
    const { router } = renderApp(paths.orderHistory);
    const row = await screen.findByTestId('history-row');
    expect(row).toHaveTextContent('KS-100');
    expect(row).toHaveTextContent('T1 + T2');
    expect(row).toHaveTextContent('Rp 45.000');
    expect(row).toHaveTextContent('2026-03-01 12:30');
    expect(row).toHaveTextContent('Paid');
    // 13 pages, 10 numbers at once.
    expect(screen.getByRole('button', { name: '10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('KS-1300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '10' })).not.toBeInTheDocument();

    await user.click(screen.getByTestId('history-status'));
    await user.click(await screen.findByRole('option', { name: 'Canceled', hidden: true }));
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/order/histories').at(-1)?.path ?? '';
      expect(new URL(`http://x${last}`).searchParams.get('status')).toBe(String(OrderStatus.CANCELED));
    });
    const last = new URL(`http://x${api.callsTo('GET', '/api/order/histories').at(-1)?.path ?? ''}`).searchParams;
    expect(last.get('page')).toBe('1');
    expect(last.get('fromDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(await screen.findByText('KS-100'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.order));
    expect(router.state.location.search).toBe('?orderId=100');
  });

  it('says Tidak ada data.. (in English: No data..) when the range has no orders', async () => {
    signedIn();
    mockServer({ 'GET /api/order/histories': { body: { data: { Items: [], Page: 1, PageSize: 20, TotalItems: 0, TotalPages: 0 } } } });
    renderApp(paths.orderHistory);
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('No data..');
    act(() => changeLocale('id'));
    expect(screen.getByTestId('history-empty')).toHaveTextContent('Tidak ada data..');
    act(() => changeLocale('en'));
  });
});
