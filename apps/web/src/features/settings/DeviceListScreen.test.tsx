import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device, PrintPlan } from '@kasir/contracts';
import { OtherPermission, SetReceipt, SpecMessage } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import type { MockHandler, MockResponse } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeShift, mockShiftServer, openShiftHandlers } from '../shift/shift-test-support.ts';
import { signInWithPermissions } from './settings-test-support.ts';

vi.mock('socket.io-client', () => ({ io: () => new FakeSocket() }));
const { disconnectRealtime } = await import('../../api/socket-client.ts');
afterEach(() => disconnectRealtime());

const kitchen: Device = { Id: 2, Name: 'Kitchen', IpAddress: '127.0.0.1:9101', Ip: '127.0.0.1', Port: 9101, IsConnectedDrawer: false, PaperWidth: 80 };
const cashier: Device = { Id: 1, Name: 'Cashier', IpAddress: '127.0.0.1:9100', Ip: '127.0.0.1', Port: 9100, IsConnectedDrawer: true, PaperWidth: 80 };

const testPlan = (device: Device): PrintPlan => ({
  Jobs: [
    {
      ip: device.Ip,
      port: device.Port,
      data: [[{ text: 'TEST PRINT', align: 'center', width: 1 }]],
      jobId: `test-${device.Id}-1`,
      Kind: 'TEST',
      DeviceId: device.Id,
      DeviceName: device.Name,
      SetReceiptId: SetReceipt.ORDER,
    },
  ],
  MissingPrinterProducts: [],
  Message: null,
});

function mockServer(extra: Record<string, MockHandler | MockResponse> = {}) {
  const shift = makeShift();
  return mockShiftServer({
    ...openShiftHandlers(shift),
    'GET /api/device': { body: { data: [cashier, kitchen] } },
    'GET /api/outletReceipt': { body: { data: [] } },
    'GET /queue': { body: { data: [] } },
    'POST /api/print/test': ({ body }) => ({ body: { data: testPlan((body as { DeviceId: number }).DeviceId === kitchen.Id ? kitchen : cashier) } }),
    ...extra,
  });
}

async function testPrintKitchen(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const row = await screen.findByTestId(`device-row-${kitchen.Id}`);
  await user.click(within(row).getByRole('button', { name: 'Test print' }));
}

describe('device list', () => {
  it('lists the printers and test-prints one through the server plan and the local agent', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS]);
    const api = mockServer({ 'POST /print': ({ body }) => ({ body: { data: { jobId: (body as { jobId: string }).jobId, status: 'printed' } } }) });
    renderApp(paths.deviceList);
    expect(await screen.findByText('127.0.0.1:9101')).toBeInTheDocument();
    expect(within(screen.getByTestId(`device-row-${cashier.Id}`)).getByText('Connected')).toBeInTheDocument();

    await testPrintKitchen(user);
    expect(await screen.findByText('Receipt printed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/print/test')[0]?.body).toEqual({ DeviceId: kitchen.Id });
    const [agentCall] = api.calls.filter((call) => call.path === '/print');
    // Straight to the agent, without the plan's bookkeeping fields.
    expect(agentCall?.body).toEqual({ ip: '127.0.0.1', port: 9101, data: [[{ text: 'TEST PRINT', align: 'center', width: 1 }]], jobId: 'test-2-1' });
  });

  it('names the printer a ticket waits for, and says so in the spec words when printing fails', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS]);
    let agentAnswer: MockResponse = { body: { data: { jobId: 'test-2-1', status: 'queued', lastError: 'refused' } } };
    mockServer({ 'POST /print': () => agentAnswer });
    renderApp(paths.deviceList);
    await testPrintKitchen(user);
    expect(await screen.findByText('Ticket waiting for printer Kitchen; it prints as soon as the printer is back.')).toBeInTheDocument();

    agentAnswer = { status: 400, body: { message: 'Port must be 1 to 65535', errorCode: 4, code: 'VALIDATION_ERROR', data: [] } };
    await testPrintKitchen(user);
    expect(await screen.findByText('Could not connect to the printer')).toBeInTheDocument();
  });

  it('shows the server’s words when the print set has no printer', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS]);
    mockServer({ 'POST /api/print/test': { status: 404, body: { message: SpecMessage.PRINTER_NOT_FOUND, errorCode: 1, code: 'PRINTER_NOT_FOUND', data: [] } } });
    renderApp(paths.deviceList);
    await testPrintKitchen(user);
    expect(await screen.findByText('Printer not found! Please reload the page!')).toBeInTheDocument();
  });

  it('checks the ip:port before saving a new printer, then posts it', async () => {
    const user = userEvent.setup();
    signInWithPermissions([OtherPermission.SETTINGS]);
    const api = mockServer({ 'POST /api/device': ({ body }) => ({ status: 201, body: { data: { ...kitchen, Id: 9, ...(body as object), Ip: '192.168.1.50', Port: 9100 } } }) });
    renderApp(paths.deviceList);
    await user.click(await screen.findByTestId('device-add'));
    await user.type(screen.getByLabelText('Name'), 'Bar 2');
    await user.type(screen.getByLabelText(/IP address/), '192.168.1.50');
    await user.click(screen.getByTestId('device-save'));
    expect(await screen.findByText('IpAddress must be ip:port, such as 192.168.1.50:9100')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/device')).toHaveLength(0);

    await user.type(screen.getByLabelText(/IP address/), ':9100');
    await user.click(screen.getByTestId('device-save'));
    await waitFor(() => expect(api.callsTo('POST', '/api/device')[0]?.body).toEqual({ Name: 'Bar 2', IpAddress: '192.168.1.50:9100', IsConnectedDrawer: false, PaperWidth: 80 }));
    expect(await screen.findByText('Printer Bar 2 saved')).toBeInTheDocument();
  });

  it('keeps a cashier without the settings permission out', async () => {
    signInWithPermissions([OtherPermission.ADD_ORDER]);
    const api = mockServer();
    renderApp(paths.deviceList);
    expect(await screen.findByTestId('settings-no-access')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/print/test')).toHaveLength(0);
  });
});
