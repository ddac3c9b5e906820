import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSchema, OutletReceiptSchema, ReceiptSettingSchema, type OutletReceipt, type ReceiptSetting } from '@kasir/contracts';
import { OtherPermission, SetReceipt } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { terminal } from '../orders/orders-test-kit.ts';

let server: TestServer;
let outlet: number;
let budi: ReturnType<typeof terminal>;
let ani: ReturnType<typeof terminal>;

beforeAll(async () => {
  server = await startTestServer();
  outlet = server.ids.outletIds.kopiSenja;
  const budiTokens = await signIn(server, { username: 'budi', pin: '222222' });
  const aniTokens = await signIn(server);
  budi = terminal(server, budiTokens.cashierToken, outlet);
  ani = terminal(server, aniTokens.cashierToken, outlet);
});
afterAll(async () => {
  await server.stop();
});

const del = (token: ReturnType<typeof terminal>, url: string) => token('DELETE' as 'GET', url);

describe('devices', () => {
  it('lists the demo printers of Kopi Senja as ip:port', async () => {
    const response = await ani('GET', '/device');
    expect(response.statusCode).toBe(200);
    const devices = DeviceSchema.array().parse(response.json().data);
    expect(devices.map((device) => [device.Name, device.IpAddress, device.IsConnectedDrawer])).toEqual([
      ['Kitchen', '127.0.0.1:9101', false],
      ['Bar', '127.0.0.1:9102', false],
      ['Cashier', '127.0.0.1:9100', true],
    ]);
  });

  it('creates, updates and deletes a device; a bad address is a 400 naming IpAddress and changes nothing', async () => {
    const before = (await budi('GET', '/device')).json().data.length;
    for (const IpAddress of ['10.0.0.5', '10.0.0.5:70000', '999.0.0.1:9100', 'kitchen:9100']) {
      const bad = await budi('POST', '/device', { Name: 'Dessert', IpAddress });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data[0].field).toBe('IpAddress');
    }
    expect((await budi('GET', '/device')).json().data).toHaveLength(before);

    const created = await budi('POST', '/device', { Name: 'Dessert', IpAddress: '192.168.1.77:9105', PaperWidth: 58 });
    expect(created.statusCode).toBe(200);
    const device = DeviceSchema.parse(created.json().data);
    expect(device).toMatchObject({ Name: 'Dessert', Ip: '192.168.1.77', Port: 9105, PaperWidth: 58, IsConnectedDrawer: false });

    const updated = await budi('PUT', '/device', { Id: device.Id, Name: 'Dessert Bar', IpAddress: '192.168.1.78:9100', IsConnectedDrawer: true });
    expect(updated.json().data).toMatchObject({ Name: 'Dessert Bar', IpAddress: '192.168.1.78:9100', IsConnectedDrawer: true, PaperWidth: 80 });
    expect((await budi('PUT', '/device', { Id: device.Id, Name: 'x', IpAddress: '1.2.3.4' })).statusCode).toBe(400);

    expect((await del(budi, `/device/${device.Id}`)).statusCode).toBe(200);
    expect((await del(budi, `/device/${device.Id}`)).statusCode).toBe(404);
    expect((await budi('GET', '/device')).json().data).toHaveLength(before);
  });

  it('needs the settings permission (15) to change devices; reading is open', async () => {
    const refused = await ani('POST', '/device', { Name: 'Nope', IpAddress: '10.0.0.9:9100' });
    expect(refused.statusCode).toBe(403);
    // Ani's role lacks SETTINGS in the demo data; granting it lets her in.
    const ani2 = await server.database.db.selectFrom('users').select('role_id').where('username', '=', 'ani').executeTakeFirstOrThrow();
    await server.database.db.insertInto('role_other_modules').values({ role_id: ani2.role_id!, other_module_id: OtherPermission.SETTINGS, use_pin: 0 }).execute();
    const allowed = await ani('POST', '/device', { Name: 'Ani Printer', IpAddress: '10.0.0.9:9100' });
    expect(allowed.statusCode).toBe(200);
    await server.database.db.deleteFrom('role_other_modules').where('role_id', '=', ani2.role_id!).where('other_module_id', '=', OtherPermission.SETTINGS).execute();
    expect((await del(ani, `/device/${allowed.json().data.Id}`)).statusCode).toBe(403);
    expect((await del(budi, `/device/${allowed.json().data.Id}`)).statusCode).toBe(200);
  });

  it("does not reach another outlet's device", async () => {
    const grill = server.ids.outletIds.grillChill;
    const grillDevices = (await terminal(server, (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken, grill)('GET', '/device')).json().data;
    const response = await budi('PUT', '/device', { Id: grillDevices[0].Id, Name: 'Stolen', IpAddress: '10.0.0.1:9100' });
    expect(response.statusCode).toBe(404);
  });
});

describe('print sets', () => {
  it('lists print sets 1..8 wired to the demo printers, the kitchen set routed by category', async () => {
    const receipts = OutletReceiptSchema.array().parse((await ani('GET', '/outletReceipt')).json().data);
    expect(receipts.map((receipt) => receipt.SetReceiptId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const order = receipts.find((receipt) => receipt.SetReceiptId === SetReceipt.ORDER)!;
    const categories = await server.database.db.selectFrom('product_categories').select(['id', 'name']).where('outlet_id', '=', outlet).execute();
    const names = (ids: number[]) => ids.map((id) => categories.find((category) => category.id === id)?.name).sort();
    expect(order.OutletSetReceiptDevices.map((link) => [link.Device.Name, names(link.ProductCategoryIds)])).toEqual([
      ['Kitchen', ['Dessert', 'Food', 'Snack']],
      ['Bar', ['Coffee', 'Non-Coffee']],
    ]);
    for (const receipt of receipts.filter((candidate) => candidate.SetReceiptId !== SetReceipt.ORDER)) {
      expect(receipt.OutletSetReceiptDevices.map((link) => link.Device.Name)).toEqual(['Cashier']);
    }
  });

  it('creates, updates and deletes a print set with devices, areas and lists; foreign ids are a 400 naming the field', async () => {
    const devices = (await budi('GET', '/device')).json().data as Array<{ Id: number; Name: string }>;
    const kitchen = devices.find((device) => device.Name === 'Kitchen')!;
    const area = await server.database.db.selectFrom('outlet_areas').select('id').where('outlet_id', '=', outlet).where('name', '=', 'VIP').executeTakeFirstOrThrow();
    const created = await budi('POST', '/outletReceipt', {
      SetReceiptId: SetReceipt.ORDER,
      Name: 'VIP kitchen',
      CustomIpServicePrinter: 'http://192.168.1.20:3003',
      FontSize: '2,2',
      OutletSetReceiptDevices: [{ DeviceId: kitchen.Id, Quantity: 2, OutletSetReceiptAreas: [{ OutletAreaId: area.id }] }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const receipt: OutletReceipt = OutletReceiptSchema.parse(created.json().data);
    expect(receipt).toMatchObject({ Name: 'VIP kitchen', FontSize: '2,2', CustomIpServicePrinter: 'http://192.168.1.20:3003' });
    expect(receipt.OutletSetReceiptDevices[0]).toMatchObject({ DeviceId: kitchen.Id, Quantity: 2, OutletSetReceiptAreas: [{ OutletAreaId: area.id }] });

    const foreignCategory = await server.database.db.selectFrom('product_categories').select('id').where('outlet_id', '=', server.ids.outletIds.grillChill).executeTakeFirstOrThrow();
    const bad = await budi('PUT', '/outletReceipt', { Id: receipt.Id, SetReceiptId: 1, Name: 'x', OutletSetReceiptDevices: [{ DeviceId: kitchen.Id, ProductCategoryIds: [foreignCategory.id] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].field).toBe('OutletSetReceiptDevices.0.ProductCategoryIds');
    const badSet = await budi('POST', '/outletReceipt', { SetReceiptId: 9, Name: 'x' });
    expect(badSet.statusCode).toBe(400);
    expect(badSet.json().data[0].field).toBe('SetReceiptId');

    const updated = await budi('PUT', '/outletReceipt', { Id: receipt.Id, SetReceiptId: SetReceipt.ORDER, Name: 'VIP kitchen', FontSize: '1,2', OutletSetReceiptDevices: [] });
    expect(updated.json().data).toMatchObject({ FontSize: '1,2', CustomIpServicePrinter: null, OutletSetReceiptDevices: [] });
    expect((await ani('DELETE' as 'GET', `/outletReceipt/${receipt.Id}`)).statusCode).toBe(403);
    expect((await del(budi, `/outletReceipt/${receipt.Id}`)).statusCode).toBe(200);
    expect((await del(budi, `/outletReceipt/${receipt.Id}`)).statusCode).toBe(404);
  });

  it('lists the departments', async () => {
    expect((await ani('GET', '/department/getDepartments')).json().data.map((department: { Name: string }) => department.Name)).toEqual(['Kitchen', 'Bar']);
  });
});

describe('receipt settings', () => {
  it('answers the defaults from the outlet, and saves with edit receipt settings (19) only', async () => {
    const current: ReceiptSetting = ReceiptSettingSchema.parse((await ani('GET', '/outletReceiptSetting/getByCashier')).json().data);
    expect(current.OutletInfo).toMatchObject({ IsActive: true, Data: { Name: 'Kopi Senja' } });
    const changed = { ...current, Logo: { IsActive: true }, FooterNote: { IsActive: true, Data: 'Sampai jumpa lagi!' } };
    expect((await ani('PUT', '/outletReceiptSetting', changed)).statusCode).toBe(403);
    expect((await budi('PUT', '/outletReceiptSetting', { ...changed, Logo: 'yes' })).statusCode).toBe(400);
    const saved = await budi('PUT', '/outletReceiptSetting', changed);
    expect(saved.statusCode).toBe(200);
    expect((await ani('GET', '/outletReceiptSetting/getByCashier')).json().data).toEqual(changed);
  });
});
