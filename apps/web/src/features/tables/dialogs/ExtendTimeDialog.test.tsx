import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableStatus, TableType, outletTimeAfter } from '@kasir/domain';
import { paths } from '../../../app/router.tsx';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeTable, mockServer, signedIn, SLOW_TEST_MS } from '../test-data.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const WIB = 7;

describe('extend time from Manage table', { timeout: SLOW_TEST_MS }, () => {
  const order = { Id: 950, OrderNo: 'KS-0950', Status: 2, Pax: 2, Total: 30000, OrderTables: [{ OutletTable: { TableName: 'B1' } }] };
  const billiard = (endsAt: string) => [
    { Id: 4, Name: 'Billiard', Charge: null, AreaSize: '600*400', OutletTables: [makeTable({ Id: 40, TableName: 'B1', Position: '50*50', Type: TableType.TIME_BASED, Status: TableStatus.ORDERED, Pax: 2, EndsAt: endsAt })] },
  ];

  it('shows a time-up table as time up and moves its end by a preset added to now', async () => {
    const user = userEvent.setup();
    signedIn();
    const api = mockServer({
      'GET /api/outletArea/': { body: { data: billiard(new Date(Date.now() - 60_000).toISOString()) } },
      'GET /api/order/byTable/40': { body: { data: [order] } },
      'POST /api/outletTable/updateStatusOutletTable': { body: { data: null } },
    });
    renderApp(paths.table);
    await user.click(await screen.findByTestId('table-B1'));
    const manage = await screen.findByTestId('manage-table-dialog');
    expect(within(manage).getByTestId('manage-play-time')).toHaveTextContent('Time up');
    await user.click(within(manage).getByRole('button', { name: 'Extend time' }));

    const dialog = await screen.findByTestId('extend-time-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Extend time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the new end time');
    const expected = outletTimeAfter(new Date(), 60, WIB);
    await user.click(within(dialog).getByRole('button', { name: '+60' }));
    expect(within(dialog).getByRole('textbox', { name: 'New end time' })).toHaveValue(expected);
    await user.click(within(dialog).getByRole('button', { name: 'Extend time' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/outletTable/updateStatusOutletTable')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/outletTable/updateStatusOutletTable')[0]?.body).toEqual({ OutletTableId: 40, Status: TableStatus.ORDERED, EndTime: `${expected}:00` });
    await waitFor(() => expect(screen.queryByTestId('extend-time-dialog')).not.toBeInTheDocument());
  });

  it('types the new end in 24 h and shows the server refusal in the dialog', async () => {
    const user = userEvent.setup();
    signedIn();
    const refusal = 'The new end must be after the current end 21:30:00';
    mockServer({
      'GET /api/outletArea/': { body: { data: billiard(new Date(Date.now() + 3_600_000).toISOString()) } },
      'GET /api/order/byTable/40': { body: { data: [order] } },
      'POST /api/outletTable/updateStatusOutletTable': { status: 400, body: { message: refusal, errorCode: 4, code: 'VALIDATION_ERROR', data: [{ field: 'EndTime', error: refusal }] } },
    });
    renderApp(paths.table);
    await user.click(await screen.findByTestId('table-B1'));
    await user.click(within(await screen.findByTestId('manage-table-dialog')).getByRole('button', { name: 'Extend time' }));
    const dialog = await screen.findByTestId('extend-time-dialog');
    const field = within(dialog).getByRole('textbox', { name: 'New end time' });
    await user.type(field, '2015');
    expect(field).toHaveValue('20:15');
    await user.click(within(dialog).getByRole('button', { name: 'Extend time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
