import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device, OutletReceipt, ReceiptSetting } from '@kasir/contracts';
import { OtherPermission, SetReceipt } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { outletKopiSenja, outletProductFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeShift, mockShiftServer, openShiftHandlers } from '../shift/shift-test-support.ts';
import { kopiSenjaFloor } from '../tables/test-data.ts';
import { signInWithPermissions } from './settings-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());


const kitchen: Device = { Id: 2, Name: 'Kitchen', IpAddress: '127.0.0.1:9101', Ip: '127.0.0.1', Port: 9101, IsConnectedDrawer: false, PaperWidth: 80 };
const orderSet: OutletReceipt = {
  Id: 5,
  SetReceiptId: SetReceipt.ORDER,
  Name: 'Order',
  CustomIpServicePrinter: null,
  FontSize: '1,2',
  OutletSetReceiptDevices: [{ DeviceId: 2, Device: kitchen, Quantity: 1, OutletSetReceiptAreas: [], DepartmentIds: [], ProductCategoryIds: [3], OutletProductIds: [] }],
};
const flag = { IsActive: true };
const setting: ReceiptSetting = {
  OutletInfo: { IsActive: true, Data: { Name: 'Kopi Senja', Address: 'Jl. Braga No. 12', Phone: '022-4201234' } },
  TimeInfo: flag,
  FooterNote: { IsActive: true, Data: 'Terima kasih' },
  CashierName: flag,
  CustomerName: flag,
  BundleDetail: flag,
  TotalQuantity: flag,
  Points: flag,
  Logo: { IsActive: false },
  UnitPrice: flag,
  ProductCount: flag,
  PointCount: flag,
};

const DEVICES_DELAY_MS = 150;
/** What the editor sends: the set, its devices without their Device objects. */
type SentPrintSet = Omit<OutletReceipt, 'OutletSetReceiptDevices'> & { OutletSetReceiptDevices: Array<Omit<OutletReceipt['OutletSetReceiptDevices'][number], 'Device'>> };
// A bundle's menu entry carries the bundle's id, here the same as a product's.
const paketHemat = outletProductFixture({ Id: 11, Name: 'Paket Hemat', IsBundle: true, OutletProductBundleId: 11 });

function mockServer() {
  // The server keeps what was saved: the list read again after a save shows the saved set.
  let saved = orderSet;
  return mockShiftServer({
    ...openShiftHandlers(makeShift()),
    // Slower than the print sets, as a busy agent or network makes it: a save's refresh then
    // shows the saved set (a new editor) while the devices are still on their way.
    'GET /api/device': () => new Promise((resolve) => setTimeout(() => resolve({ body: { data: [kitchen] } }), DEVICES_DELAY_MS)),
    'GET /api/outletReceipt': () => ({ body: { data: [saved] } }),
    'GET /api/department/getDepartments': { body: { data: [{ Id: 1, Name: 'Dapur' }] } },
    'GET /api/productCategory/': { body: { data: [{ Id: 3, Name: 'Food', Position: 1, IsActive: true }] } },
    'GET /api/outletProduct/': { body: { data: [paketHemat, outletProductFixture({ Id: 11, Name: 'Nasi Goreng' }), outletProductFixture({ Id: 12, Name: 'Es Teh Manis' })] } },
    'GET /api/outletArea/': { body: { data: kopiSenjaFloor() } },
    'GET /api/outletReceiptSetting/getByCashier': { body: { data: setting } },
    'PUT /api/outletReceipt': ({ body }) => {
      const sent = body as SentPrintSet;
      saved = { ...saved, ...sent, OutletSetReceiptDevices: sent.OutletSetReceiptDevices.map((device) => ({ ...device, Device: kitchen })) };
      return { body: { data: saved } };
    },
    'PUT /api/outletReceiptSetting': ({ body }) => ({ body: { data: body } }),
    'POST /setReceipt': ({ body }) => ({ body: { data: { ...(body as object), updatedAt: '2026-11-24T05:00:00.000Z' } } }),
    'GET /queue': { body: { data: [] } },
  });
}

describe('set receipt', () => {
  it('saves a print set with its font sizes and copies, and the receipt settings to the server and the local receipt store', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS, OtherPermission.EDIT_RECEIPT_SETTINGS]);
    const api = mockServer();
    renderApp(paths.setReceipt);
    const set = await screen.findByTestId('print-set-5');
    const copies = within(set).getByLabelText('Copies');
    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(within(set).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/outletReceipt')[0]?.body).toEqual({
        Id: 5,
        SetReceiptId: 1,
        Name: 'Order',
        CustomIpServicePrinter: null,
        FontSize: '1,2',
        OutletSetReceiptDevices: [{ DeviceId: 2, Quantity: 2, DepartmentIds: [], ProductCategoryIds: [3], OutletProductIds: [], OutletSetReceiptAreas: [] }],
      }),
    );
    expect(await screen.findByText('Print set Order saved')).toBeInTheDocument();

    const receipt = await screen.findByTestId('receipt-settings');
    await user.click(within(receipt).getByLabelText('Logo'));
    await user.click(within(receipt).getByTestId('receipt-settings-save'));
    await waitFor(() => expect(api.callsTo('POST', '/setReceipt')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/outletReceiptSetting')[0]?.body).toMatchObject({ Logo: { IsActive: true }, FooterNote: { IsActive: true, Data: 'Terima kasih' } });
    expect(api.callsTo('POST', '/setReceipt')[0]?.body).toMatchObject({ outletId: outletKopiSenja.Id, receipt: { Logo: { IsActive: true } } });
  });

  it('routes an ORDER set printer by product and by floor area', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS, OtherPermission.EDIT_RECEIPT_SETTINGS]);
    const api = mockServer();
    renderApp(paths.setReceipt);
    const row = await screen.findByTestId('print-set-device-0');
    expect(within(row).getByLabelText('Areas')).toHaveAttribute('placeholder', 'Empty: every area');
    await user.click(within(row).getByLabelText('Products'));
    await user.click(await screen.findByRole('option', { name: 'Es Teh Manis', hidden: true }));
    // Routing lists products; a bundle prints as its products and is not offered.
    expect(screen.queryByRole('option', { name: 'Paket Hemat', hidden: true })).toBeNull();
    expect(screen.getByRole('option', { name: 'Nasi Goreng', hidden: true })).toBeInTheDocument();
    await user.click(within(row).getByLabelText('Areas'));
    await user.click(await screen.findByRole('option', { name: 'Indoor', hidden: true }));
    await user.click(within(screen.getByTestId('print-set-5')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/outletReceipt')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/outletReceipt')[0]?.body).toMatchObject({
      OutletSetReceiptDevices: [{ DeviceId: 2, Quantity: 1, DepartmentIds: [], ProductCategoryIds: [3], OutletProductIds: [12], OutletSetReceiptAreas: [{ OutletAreaId: 1 }] }],
    });
    // The editor is replaced by one showing what the server kept, and the cashier still hears of it.
    expect(await screen.findByText('Print set Order saved')).toBeInTheDocument();
    expect(within(await screen.findByTestId('print-set-device-0')).getByText('Es Teh Manis')).toBeInTheDocument();
  });

  it('lets a cashier with settings but without edit receipt settings look, not change', async () => {
    signInWithPermissions([OtherPermission.SETTINGS]);
    mockServer();
    renderApp(paths.setReceipt);
    const set = await screen.findByTestId('print-set-5');
    expect(within(set).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(set).getByLabelText('Copies')).toBeDisabled();
    expect(await screen.findByText('Your role may view but not change receipt settings.')).toBeInTheDocument();
  });
});
