import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourierStatus, OtherPermission } from '@kasir/domain';
import type { OrderCourier } from '@kasir/contracts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { mockApi } from '../../test/mock-api.ts';
import { signInWithPermissions } from '../settings/settings-test-support.ts';
import { TrackCourierDialog } from './TrackCourierDialog.tsx';

const courier = (patch: Partial<OrderCourier> = {}): OrderCourier => ({
  Id: 1,
  OrderId: 7,
  Provider: 'MANUAL',
  Status: CourierStatus.DRIVER_FOUND,
  Histories: [
    { Code: CourierStatus.SEARCHING, Time: '2026-11-26T03:00:00.000Z' },
    { Code: CourierStatus.DRIVER_FOUND, Time: '2026-11-26T03:05:00.000Z' },
  ],
  DriverId: 3,
  DeliverName: 'Joko Santoso',
  CourierImageName: 'joko.png',
  PhoneNumber: '081234567001',
  Total: 15000,
  CreatedOn: '2026-11-26T03:00:00.000Z',
  UpdatedOn: '2026-11-26T03:05:00.000Z',
  ...patch,
});

function renderDialog(canManage = true) {
  return render(
    <AppProviders>
      <TrackCourierDialog orderId={7} orderNo="KS-0007" canManage={canManage} onClose={() => undefined} />
    </AppProviders>,
  );
}

describe('track courier dialog', () => {
  it('shows the driver, photo, phone and each history status with its outlet time, and records the tracker click', async () => {
    signInWithPermissions([OtherPermission.EDIT_ORDER]);
    const api = mockApi({
      'GET /api/order/orderCourier/7': { body: { data: courier() } },
      'POST /api/order/insertTrackerClick': { status: 201, body: { data: null } },
    });
    renderDialog();
    expect(await screen.findByTestId('courier-driver-name')).toHaveTextContent('Joko Santoso');
    expect(screen.getByTestId('courier-driver-phone')).toHaveAttribute('href', 'tel:081234567001');
    expect(screen.getByRole('img', { name: 'Joko Santoso' })).toHaveAttribute('src', '/api/upload/joko.png');
    const histories = screen.getAllByTestId('courier-history');
    // The outlet's clock (+7): 03:00 UTC is 10:00.
    expect(histories.map((item) => item.textContent)).toEqual(['Searching for a driver2026-11-26 10:00', 'Driver found2026-11-26 10:05']);
    await waitFor(() => expect(api.callsTo('POST', '/api/order/insertTrackerClick')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/order/insertTrackerClick')[0]?.body).toEqual({ OrderId: 7 });
  });

  it('still tracks when the server does not know insertTrackerClick, in Indonesian', async () => {
    signInWithPermissions([]);
    mockApi({ 'GET /api/order/orderCourier/7': { body: { data: courier({ Status: CourierStatus.PICKED_UP }) } } });
    act(() => changeLocale('id'));
    renderDialog(false);
    expect(await screen.findByTestId('courier-status')).toHaveTextContent('Diambil, dalam perjalanan');
    expect(screen.queryByTestId('manual-courier-controls')).toBeNull();
    act(() => changeLocale('en'));
  });

  it('requests a courier, adds a driver inline and assigns them, then advances sending the status it showed', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.EDIT_ORDER]);
    let current: OrderCourier | null = null;
    const drivers = [{ Id: 3, Name: 'Joko Santoso', PhoneNumber: '081234567001', ImageId: null, ImageName: null }];
    const api = mockApi({
      'GET /api/order/orderCourier/7': () => ({ body: { data: current } }),
      'POST /api/order/insertTrackerClick': { status: 201, body: { data: null } },
      'POST /api/order/orderCourier/7/request': () => {
        current = courier({ Status: CourierStatus.SEARCHING, Histories: [{ Code: CourierStatus.SEARCHING, Time: '2026-11-26T03:00:00.000Z' }], DeliverName: null, PhoneNumber: null, CourierImageName: null, DriverId: null });
        return { body: { data: current } };
      },
      'GET /api/courierDriver': () => ({ body: { data: drivers } }),
      'POST /api/courierDriver': ({ body }) => {
        const added = { Id: 4, ...(body as { Name: string; PhoneNumber: string }), ImageId: null, ImageName: null };
        drivers.push(added);
        return { status: 201, body: { data: added } };
      },
      'PUT /api/order/orderCourier/7/assign': () => {
        current = courier({ DeliverName: 'Sari', PhoneNumber: '0812555', DriverId: 4, CourierImageName: null });
        return { body: { data: current } };
      },
      'PUT /api/order/orderCourier/7/status': () => {
        current = courier({ Status: CourierStatus.PICKED_UP, DeliverName: 'Sari' });
        return { body: { data: current } };
      },
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Request courier' }));
    expect(await screen.findByTestId('courier-status')).toHaveTextContent('Searching for a driver');

    await user.click(screen.getByRole('button', { name: 'Add a driver' }));
    await user.click(screen.getByRole('button', { name: 'Save driver' }));
    const form = screen.getByTestId('add-driver-form');
    expect(within(form).getByText('Name cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Driver name/), 'Sari');
    await user.type(screen.getByLabelText(/Phone number/), '0812555abc');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('0812555');
    await user.click(screen.getByRole('button', { name: 'Save driver' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/courierDriver')[0]?.body).toEqual({ Name: 'Sari', PhoneNumber: '0812555' }));
    await user.click(await screen.findByRole('button', { name: 'Assign driver' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/orderCourier/7/assign')[0]?.body).toEqual({ DriverId: 4 }));
    expect(await screen.findByTestId('courier-driver-name')).toHaveTextContent('Sari');

    await user.click(screen.getByRole('button', { name: 'Picked up' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/orderCourier/7/status')[0]?.body).toEqual({ From: 'DRIVER_FOUND', To: 'PICKED_UP' }));
    expect(await screen.findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
  });
});
