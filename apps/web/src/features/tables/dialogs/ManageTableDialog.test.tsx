import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/router.tsx';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockServer, signedIn, SLOW_TEST_MS } from '../test-data.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

describe('manage table dialog', { timeout: SLOW_TEST_MS }, () => {
  const order = { Id: 900, OrderNo: 'KS-0001', Status: 2, Pax: 3, Total: 125500, OrderTables: [{ OutletTable: { TableName: 'T4' } }] };

  it('looks up the active order of an ordered table and offers its actions', async () => {
    const user = userEvent.setup();
    signedIn();
    const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };
    const api = mockServer({
      'GET /api/order/byTable/4': { body: { data: [order] } },
      'POST /api/print/bill/900': emptyPlan,
      'POST /api/print/qrTable': emptyPlan,
    });
    renderApp(paths.table);
    await user.click(await screen.findByTestId('table-T4'));
    const dialog = await screen.findByTestId('manage-table-dialog');
    expect(api.callsTo('GET', '/api/order/byTable/4')[0]?.path).toBe('/api/order/byTable/4?status=2');
    expect(within(dialog).getByText('KS-0001')).toBeInTheDocument();
    expect(within(dialog).getByText('Rp 125.500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add more order' })).toBeEnabled();
    // Print bill and print QR ask the server what to print for this order and table.
    await user.click(within(dialog).getByRole('button', { name: 'Print bill' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/bill/900')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Print QR' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/print/qrTable')[0]?.body).toEqual({ OutletTableId: 4, OrderId: 900 }));
  });

  it('voids through the one approval flow: reason, then an approver picked from the list and their PIN on the pad', async () => {
    const user = userEvent.setup();
    signedIn();
    const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };
    const api = mockServer({
      'GET /api/order/byTable/4': { body: { data: [{ ...order, Version: 3 }] } },
      'GET /api/order/approvers': { body: { data: [{ Id: 12, Name: 'Budi', Username: 'budi' }] } },
      'PUT /api/order/900/cancel': { body: { data: { ...order, Status: 6 } } },
      'POST /api/print/voidOrder/900': emptyPlan,
    });
    renderApp(paths.table);
    await user.click(await screen.findByTestId('table-T4'));
    await user.click(within(await screen.findByTestId('manage-table-dialog')).getByRole('button', { name: 'Void order' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Guest left');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByTestId('approver-list')).getByText('Budi'));
    const pad = screen.getByTestId('pin-pad');
    for (const digit of '222222') await user.click(within(pad).getByRole('button', { name: digit }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/900/cancel')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/order/900/cancel')[0]?.body).toEqual({ Version: 3, Reason: 'Guest left', Approval: { UserId: 12, PIN: '222222' } });
    await waitFor(() => expect(screen.queryByTestId('manage-table-dialog')).not.toBeInTheDocument());
  });

  it('guards switch table: area first, then table; only empty tables by TableIndex', async () => {
    const user = userEvent.setup();
    signedIn();
    const api = mockServer({
      'GET /api/order/byTable/4': { body: { data: [order] } },
      'POST /api/order/900/changeOrderTable': { body: { data: null } },
    });
    renderApp(paths.table);
    await user.click(await screen.findByTestId('table-T4'));
    await user.click(await screen.findByTestId('manage-switch'));
    await user.click(await screen.findByTestId('change-table-submit'));
    expect(await screen.findByText('Must Select an Area')).toBeInTheDocument();

    await user.click(screen.getByTestId('change-table-area'));
    await user.click(await screen.findByRole('option', { name: 'Indoor', hidden: true }));
    await user.click(screen.getByTestId('change-table-submit'));
    expect(await screen.findByText('Must Select a Table')).toBeInTheDocument();

    await user.click(screen.getByTestId('change-table-table'));
    // The area list stays mounted (hidden) beside the table list; read only the table list.
    const tableList = document.getElementById(screen.getByTestId('change-table-table').getAttribute('aria-controls') ?? '');
    const options = within(tableList ?? document.body).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    // EMPTY only (T2 filled, T4 ordered and current), by TableIndex: T6 (6) before T5 (9).
    expect(options).toEqual(['T1', 'T3', 'T6', 'T5']);
    await user.click(screen.getByRole('option', { name: 'T6', hidden: true }));
    await user.click(screen.getByTestId('change-table-submit'));
    await waitFor(() => expect(api.callsTo('POST', '/api/order/900/changeOrderTable')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/order/900/changeOrderTable')[0]?.body).toEqual({ OutletId: 101, TableId: 6 });
  });

  it('guards merge table: every field needs a table; shows the server refusal', async () => {
    const user = userEvent.setup();
    signedIn();
    const refusal = 'Gagal Gabung! Meja T1 Sudah direservasi!';
    mockServer({
      'GET /api/order/byTable/4': { body: { data: [order] } },
      'POST /api/order/900/mergeOrderTable': { status: 409, body: { message: refusal, errorCode: 1, code: 'TABLE_RESERVED', data: [] } },
    });
    renderApp(paths.table);
    await user.click(await screen.findByTestId('table-T4'));
    await user.click(await screen.findByTestId('manage-merge'));
    await user.click(await screen.findByTestId('merge-table-submit'));
    expect(await screen.findByText('Must Select a Table')).toBeInTheDocument();
    await user.click(screen.getByTestId('merge-table-0-area'));
    await user.click(await screen.findByRole('option', { name: 'Indoor', hidden: true }));
    await user.click(screen.getByTestId('merge-table-0-table'));
    await user.click(await screen.findByRole('option', { name: 'T1', hidden: true }));
    await user.click(screen.getByTestId('merge-table-submit'));
    // In English, the spec's Indonesian refusal shows its translation (issue 16).
    expect(await screen.findByText('Merge failed! Table T1 is already reserved!')).toBeInTheDocument();
  });
});
