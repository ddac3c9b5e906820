import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReservationStatus } from '@kasir/domain';
import { paths } from '../../../app/router.tsx';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useSessionStore } from '../../session/session-store.ts';
import { mockServer, signedIn, SLOW_TEST_MS } from '../test-data.ts';
import type { Reservation } from '../wire-types.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

function reservation(overrides: Partial<Reservation> & Pick<Reservation, 'Id'>): Reservation {
  return {
    OutletTableId: 3,
    OutletTable: { TableName: 'T3', OutletAreaId: 1, OutletArea: { Name: 'Indoor' } },
    CustomerName: 'Sari',
    PhoneNumber: '081234567890',
    Pax: 4,
    ReservationDate: '2026-03-02',
    ReservationTime: '19:00',
    Status: ReservationStatus.WAITING,
    Notes: 'Birthday',
    OrderId: null,
    ...overrides,
  };
}

const waiting = reservation({ Id: 71 });
const done = reservation({ Id: 72, CustomerName: 'Dewi', Status: ReservationStatus.DONE });

describe('reservation screen', { timeout: SLOW_TEST_MS }, () => {
  it('lists the WAITING reservations of the range by default, and No data.. (the spec: Tidak ada data..) when none', async () => {
    const user = userEvent.setup();
    signedIn();
    const api = mockServer({ 'GET /api/reservation': { body: { data: [waiting, done] } } });
    renderApp(paths.reservation);
    const row = await screen.findByTestId('reservation-row');
    expect(row).toHaveTextContent('Sari');
    expect(row).toHaveTextContent('Indoor · T3');
    expect(row).toHaveTextContent('19:00');
    // The done one is filtered out, even if the server sent it.
    expect(screen.getAllByTestId('reservation-row')).toHaveLength(1);
    const query = new URL(`http://x${api.callsTo('GET', '/api/reservation')[0]?.path ?? ''}`).searchParams;
    expect(query.get('status')).toBe(String(ReservationStatus.WAITING));
    expect(query.get('fromDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('toDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('radio', { name: 'Canceled' }));
    expect(await screen.findByText('No data..')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('reservation-row')).toHaveLength(2));
  });

  it("refuses an incomplete reservation with the spec's messages, then creates one (201)", async () => {
    const user = userEvent.setup();
    signedIn();
    let created: unknown = null;
    mockServer({
      'GET /api/reservation': { body: { data: [] } },
      'POST /api/reservation': ({ body }) => {
        created = body;
        return { status: 201, body: { data: reservation({ Id: 80 }) } };
      },
    });
    renderApp(paths.reservation);
    await user.click(await screen.findByTestId('reservation-new'));
    const dialog = await screen.findByTestId('reservation-dialog');
    await user.click(within(dialog).getByTestId('reservation-submit'));
    expect(await within(dialog).findByText('Must Select an Area')).toBeInTheDocument();
    expect(within(dialog).getByText('Must Select a Table')).toBeInTheDocument();
    expect(within(dialog).getByText('Name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Number of pax cannot be 0')).toBeInTheDocument();

    await user.click(within(dialog).getByTestId('reservation-area'));
    await user.click(await screen.findByRole('option', { name: 'Indoor', hidden: true }));
    await user.click(within(dialog).getByTestId('reservation-table'));
    await user.click(await screen.findByRole('option', { name: 'T5', hidden: true }));
    await user.type(within(dialog).getByTestId('reservation-name'), 'Rina');
    await user.type(within(dialog).getByTestId('reservation-phone'), '0812999');
    await user.clear(within(dialog).getByTestId('reservation-date'));
    await user.type(within(dialog).getByTestId('reservation-date'), '2026-03-05');
    await user.type(within(dialog).getByTestId('reservation-time'), '18:30');
    await user.click(within(dialog).getByTestId('reservation-pax-6'));
    await user.click(within(dialog).getByTestId('reservation-submit'));
    await waitFor(() => expect(screen.queryByTestId('reservation-dialog')).not.toBeInTheDocument());
    expect(created).toEqual({ OutletTableId: 5, CustomerName: 'Rina', PhoneNumber: '0812999', Pax: 6, ReservationDate: '2026-03-05', ReservationTime: '18:30', Notes: '' });
  });

  it("shows the server's window refusal and keeps the dialog open", async () => {
    const user = userEvent.setup();
    signedIn();
    const refusal = 'Gagal! Meja T3 Sudah direservasi pada 02/03/2026 19:00';
    mockServer({
      'GET /api/reservation': { body: { data: [waiting] } },
      'PUT /api/reservation/71': { status: 409, body: { message: refusal, errorCode: 1, data: [] } },
    });
    renderApp(paths.reservation);
    await user.click(await screen.findByTestId('reservation-edit-71'));
    const dialog = await screen.findByTestId('reservation-dialog');
    expect(within(dialog).getByTestId('reservation-name')).toHaveValue('Sari');
    await user.click(within(dialog).getByTestId('reservation-submit'));
    // In English, the spec's Indonesian refusal shows its translation (issue 16).
    expect(await screen.findByText('Failed! Table T3 is already reserved at 02/03/2026 19:00')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-dialog')).toBeInTheDocument();
  });

  it('marks done, cancels and deletes after confirming', async () => {
    const user = userEvent.setup();
    signedIn();
    const api = mockServer({
      'GET /api/reservation': { body: { data: [waiting] } },
      'PUT /api/reservation/71': { body: { data: waiting } },
      'DELETE /api/reservation/71': { body: { data: null } },
    });
    renderApp(paths.reservation);
    await user.click(await screen.findByTestId('reservation-done-71'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/reservation/71')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/reservation/71')[0]?.body).toEqual({ Status: ReservationStatus.DONE });

    await user.click(await screen.findByTestId('reservation-cancel-71'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/reservation/71')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/reservation/71')[1]?.body).toEqual({ Status: ReservationStatus.CANCELED });

    await user.click(await screen.findByTestId('reservation-delete-71'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/reservation/71')).toHaveLength(0);
    await user.click(await screen.findByTestId('reservation-delete-71'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/reservation/71')).toHaveLength(1));
  });

  it('seats a reservation: the table is remembered and the menu opens from the table', async () => {
    const user = userEvent.setup();
    signedIn();
    const selected = { OutletAreaId: 1, OutletTableId: 3, Pax: 4, TableName: 'T3', OutletAreaName: 'Indoor', EndTime: null, Charge: 0 };
    mockServer({
      'GET /api/reservation': { body: { data: [waiting] } },
      'POST /api/reservation/save/71': { body: { data: { Reservation: { ...waiting, Status: ReservationStatus.DONE }, SelectedTable: selected } } },
    });
    const { router } = renderApp(paths.reservation);
    await user.click(await screen.findByTestId('reservation-seat-71'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.menu));
    expect(router.state.location.search).toBe('?fromMenu=table');
    expect(useSessionStore.getState().filledTables).toEqual([selected]);
  });
});
