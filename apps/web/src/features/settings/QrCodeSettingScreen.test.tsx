import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtherPermission, OutletSettingCode } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeShift } from '../shift/shift-test-support.ts';
import { signInWithPermissions } from './settings-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));

function serve() {
  let settings = [
    { Code: OutletSettingCode.AUTO_PRINT_QR_TABLE, Value: '0', OutletId: 101 },
    { Code: OutletSettingCode.MULTI_ORDER_QR_CODE, Value: '1', OutletId: 101 },
  ];
  let counter = 1;
  return mockApi({
    'GET /api/outletSetting/global/GLOBAL_MAINTENANCE_CASHIER': { body: { data: null } },
    'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } },
    'POST /api/errorlogs/insert': { body: { data: null } },
    'GET /api/shift/getCurrentShift': { body: { data: makeShift() } },
    'GET /api/customerOrder': { body: { data: [] } },
    'GET /api/billRequest': { body: { data: [] } },
    'GET /api/outletSetting': () => ({ body: { data: settings } }),
    'PUT /api/outletSetting': ({ body }) => {
      const [entry] = body as Array<{ Code: string; Value: string }>;
      settings = settings.map((setting) => (setting.Code === entry?.Code ? { ...setting, Value: entry.Value } : setting));
      return { body: { data: settings } };
    },
    'GET /api/outletTable/counterQR': () => ({ body: { data: { OutletTableId: null, QrData: `http://localhost/self-order?qr=counter-${counter}` } } }),
    'POST /api/outletTable/revokeQR': () => {
      counter += 1;
      return { body: { data: null } };
    },
  });
}

describe('QR code settings', () => {
  it('shows AUTO_PRINT_QR_TABLE and MULTI_ORDER_QR_CODE as stored and saves a switch through PUT /outletSetting', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS]);
    const api = serve();
    renderApp(paths.qrCodeSetting);
    const autoPrint = await screen.findByRole('switch', { name: /Print the table QR when a table is seated/ });
    const multiOrder = screen.getByRole('switch', { name: /One order per phone at a table/ });
    expect(autoPrint).not.toBeChecked();
    expect(multiOrder).toBeChecked();

    await user.click(autoPrint);
    await waitFor(() => expect(api.callsTo('PUT', '/api/outletSetting')[0]?.body).toEqual([{ Code: OutletSettingCode.AUTO_PRINT_QR_TABLE, Value: '1' }]));
    await waitFor(() => expect(autoPrint).toBeChecked());
    await user.click(multiOrder);
    await waitFor(() => expect(api.callsTo('PUT', '/api/outletSetting')[1]?.body).toEqual([{ Code: OutletSettingCode.MULTI_ORDER_QR_CODE, Value: '0' }]));
    await waitFor(() => expect(multiOrder).not.toBeChecked());
  });

  it('draws the counter QR and makes a new one only after the cashier confirms', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS]);
    const api = serve();
    renderApp(paths.qrCodeSetting);
    const first = await screen.findByTestId('counter-qr-image');
    const firstSrc = first.getAttribute('src');
    expect(firstSrc).toMatch(/^data:image\/png/);

    await user.click(screen.getByTestId('renew-counter-qr'));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new QR?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/outletTable/revokeQR')).toHaveLength(0);

    await user.click(screen.getByTestId('renew-counter-qr'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make a new QR?' })).getByRole('button', { name: 'Make a new QR' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/outletTable/revokeQR')[0]?.body).toEqual({ OutletTableId: null }));
    await waitFor(() => expect(screen.getByTestId('counter-qr-image').getAttribute('src')).not.toBe(firstSrc));
  });

  it('without the settings permission the screen says so', async () => {
    signInWithPermissions([OtherPermission.ADD_ORDER]);
    serve();
    renderApp(paths.qrCodeSetting);
    expect(await screen.findByTestId('settings-no-access')).toBeInTheDocument();
  });
});
