import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderType, OutletSettingCode, OutletType } from '@kasir/domain';
import type { Outlet, OutletSetting, OwnerOutletOrderType, OwnerOutletOrderTypes } from '@kasir/contracts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

// The owner's outlets in the back office: create, edit, suspend, order types and settings, each
// refusal naming its field and changing nothing, another owner's ids 404, a cashier's token 403.
let server: TestServer;
let ownerToken: string;
let cashierToken: string;
let otherOwnerToken: string;
let otherOutletId: number;

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; token?: string; headers?: Record<string, string> };

async function call({ method, url, payload, token = ownerToken, headers = {} }: Call) {
  const response = await server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json<{ data: unknown; message?: string }>(), raw: response.body };
}
const data = async <T,>(request: Call): Promise<T> => {
  const answer = await call(request);
  expect(answer.status, answer.raw).toBeLessThan(300);
  return answer.body.data as T;
};
const countOutlets = async () => Number((await server.database.db.selectFrom('outlets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer();
  ({ ownerToken, cashierToken } = await signIn(server));
  const other = await addSecondOwner(server);
  otherOutletId = other.outletId;
  const login = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'other@demo.pos', Password: 'other1234' } });
  otherOwnerToken = login.json<{ data: { Token: string } }>().data.Token;
});
afterAll(async () => {
  await server.stop();
});

describe('POST /outlet', () => {
  it('creates an outlet with the defaults and its four order types; a retry with the same key answers the first', async () => {
    const before = await countOutlets();
    const created = await call({ method: 'POST', url: '/outlet', payload: { Name: 'Warung Pagi', Type: OutletType.RESTAURANT }, headers: { 'idempotency-key': 'create-warung-pagi' } });
    expect(created.status, created.raw).toBe(201);
    const outlet = created.body.data as Outlet;
    expect(outlet).toMatchObject({ Name: 'Warung Pagi', TimeZone: 7, CurrencyCode: 'Rp', Type: OutletType.RESTAURANT, IsPrinterV2: false, IsSuspend: false, ExcludeChargeNoSales: false, OutletAppSetting: { PriceLevel: null } });

    const retry = await call({ method: 'POST', url: '/outlet', payload: { Name: 'Warung Pagi', Type: OutletType.RESTAURANT }, headers: { 'idempotency-key': 'create-warung-pagi' } });
    expect(retry.status).toBe(200);
    expect((retry.body.data as Outlet).Id).toBe(outlet.Id);
    expect(await countOutlets()).toBe(before + 1);

    const orderTypes = await data<OwnerOutletOrderTypes>({ method: 'GET', url: `/outlet/${outlet.Id}/orderTypes` });
    expect(orderTypes.OrderTypes.map((type) => [type.OrderTypeId, type.Name, type.IsActive])).toEqual([
      [OrderType.DINE_IN, 'Dine In', true],
      [OrderType.TAKE_AWAY, 'Take Away', true],
      [OrderType.DELIVERY, 'Delivery', true],
      [OrderType.MARKETPLACE, 'Marketplace', true],
    ]);
    expect(orderTypes.Charges).toEqual([]);

    const list = await data<Outlet[]>({ method: 'GET', url: '/outlet/list' });
    expect(list.map((row) => row.Name)).toContain('Warung Pagi');
    // The cashier app's menu reads the new outlet's order types through its own call.
    const owned = await data<Outlet>({ method: 'GET', url: `/outlet/${outlet.Id}` });
    expect(owned.Name).toBe('Warung Pagi');
  });

  it.each([
    [{ Name: '', Type: 1 }, 'Name'],
    [{ Type: 1 }, 'Name'],
    [{ Name: 'X', Type: 3 }, 'Type'],
    [{ Name: 'X', Type: 1, TimeZone: 15 }, 'TimeZone'],
    [{ Name: 'X', Type: 1, TimeZone: -13 }, 'TimeZone'],
    [{ Name: 'X', Type: 1, PriceLevel: 0 }, 'PriceLevel'],
    [{ Name: 'X', Type: 1, PriceLevel: 1.5 }, 'PriceLevel'],
    [{ Name: 'X', Type: 1, IsPrinterV2: 'yes' }, 'IsPrinterV2'],
    [{ Name: 'kopi senja', Type: 1 }, 'Name'],
  ])('refuses %j with a 400 naming %s and creates nothing', async (payload, field) => {
    const before = await countOutlets();
    const answer = await call({ method: 'POST', url: '/outlet', payload });
    expect(answer.status, answer.raw).toBe(400);
    expect((answer.body.data as Array<{ field: string }>).map((entry) => entry.field)).toContain(field);
    expect(await countOutlets()).toBe(before);
  });

  it("refuses a cashier's token with 403", async () => {
    const before = await countOutlets();
    expect((await call({ method: 'POST', url: '/outlet', payload: { Name: 'Cashier Made', Type: 1 }, token: cashierToken })).status).toBe(403);
    expect((await call({ method: 'GET', url: '/outlet/list', token: cashierToken })).status).toBe(403);
    expect((await call({ method: 'PUT', url: `/outlet/${server.ids.outletIds.kopiSenja}`, payload: { Name: 'Renamed' }, token: cashierToken })).status).toBe(403);
    expect(await countOutlets()).toBe(before);
  });
});

describe('PUT /outlet/{id}', () => {
  it('edits the fields it is given and keeps the rest', async () => {
    const id = server.ids.outletIds.grillChill;
    const edited = await data<Outlet>({ method: 'PUT', url: `/outlet/${id}`, payload: { Address: 'Jl. Baru 1', TimeZone: 8, IsPrinterV2: true, PriceLevel: 2 } });
    expect(edited).toMatchObject({ Name: 'Grill & Chill AYCE', Address: 'Jl. Baru 1', TimeZone: 8, IsPrinterV2: true, OutletAppSetting: { PriceLevel: 2 }, Type: OutletType.ALL_YOU_CAN_EAT });
    const restored = await data<Outlet>({ method: 'PUT', url: `/outlet/${id}`, payload: { TimeZone: 7, IsPrinterV2: false, PriceLevel: null } });
    expect(restored).toMatchObject({ TimeZone: 7, IsPrinterV2: false, OutletAppSetting: { PriceLevel: null } });
  });

  it('refuses a name another outlet of the owner has, and bad values, changing nothing', async () => {
    const id = server.ids.outletIds.grillChill;
    const before = await data<Outlet>({ method: 'GET', url: `/outlet/${id}` });
    for (const [payload, field] of [
      [{ Name: 'KOPI SENJA' }, 'Name'],
      [{ Name: 'Fine', TimeZone: 20 }, 'TimeZone'],
      [{ Type: 0 }, 'Type'],
      [{ IsSuspend: 'no' }, 'IsSuspend'],
    ] as const) {
      const answer = await call({ method: 'PUT', url: `/outlet/${id}`, payload });
      expect(answer.status, answer.raw).toBe(400);
      expect((answer.body.data as Array<{ field: string }>).map((entry) => entry.field)).toContain(field);
    }
    expect(await data<Outlet>({ method: 'GET', url: `/outlet/${id}` })).toEqual(before);
  });

  it("answers 404 for another owner's outlet and order type, and changes nothing of theirs", async () => {
    expect((await call({ method: 'GET', url: `/outlet/${otherOutletId}` })).status).toBe(404);
    expect((await call({ method: 'PUT', url: `/outlet/${otherOutletId}`, payload: { Name: 'Taken over' } })).status).toBe(404);
    expect((await call({ method: 'PUT', url: `/outlet/${otherOutletId}/suspend`, payload: { IsSuspend: true } })).status).toBe(404);
    expect((await call({ method: 'GET', url: `/outlet/${otherOutletId}/orderTypes` })).status).toBe(404);
    expect((await call({ method: 'GET', url: `/outlet/${otherOutletId}/settings` })).status).toBe(404);
    expect((await call({ method: 'PUT', url: `/outlet/${otherOutletId}/settings`, payload: [{ Code: OutletSettingCode.NOTIFICATION_TABLE, Value: '1' }] })).status).toBe(404);
    const ours = await data<OwnerOutletOrderTypes>({ method: 'GET', url: `/outlet/${server.ids.outletIds.kopiSenja}/orderTypes` });
    expect((await call({ method: 'PUT', url: `/outletOrderType/${ours.OrderTypes[0]!.Id}`, payload: { Name: 'Mine now' }, token: otherOwnerToken })).status).toBe(404);
    const theirs = await data<Outlet>({ method: 'GET', url: `/outlet/${otherOutletId}`, token: otherOwnerToken });
    expect(theirs).toMatchObject({ Name: 'Warung Lain', IsSuspend: false });
    // Names are unique per owner only: the other owner may have a Kopi Senja too.
    expect((await call({ method: 'POST', url: '/outlet', payload: { Name: 'Kopi Senja', Type: 1 }, token: otherOwnerToken })).status).toBe(201);
  });
});

describe('order types of an outlet', () => {
  it('edits IsRounded, PriceLevel, IsActive and the charges applied; a charge of another outlet is refused', async () => {
    const kopi = await data<OwnerOutletOrderTypes>({ method: 'GET', url: `/outlet/${server.ids.outletIds.kopiSenja}/orderTypes` });
    const takeAway = kopi.OrderTypes.find((type) => type.OrderTypeId === OrderType.TAKE_AWAY)!;
    const service = kopi.Charges.find((charge) => charge.Name === 'Service')!;
    const edited = await data<OwnerOutletOrderType>({ method: 'PUT', url: `/outletOrderType/${takeAway.Id}`, payload: { IsRounded: true, PriceLevel: 3, OutletChargeIds: [service.Id], Name: 'Bungkus' } });
    expect(edited).toMatchObject({ Name: 'Bungkus', IsRounded: true, PriceLevel: 3, OutletChargeIds: [service.Id], IsActive: true });

    const grill = await data<OwnerOutletOrderTypes>({ method: 'GET', url: `/outlet/${server.ids.outletIds.grillChill}/orderTypes` });
    const foreignCharge = grill.Charges[0]!;
    const refused = await call({ method: 'PUT', url: `/outletOrderType/${takeAway.Id}`, payload: { OutletChargeIds: [foreignCharge.Id], IsRounded: false } });
    expect(refused.status).toBe(400);
    expect((refused.body.data as Array<{ field: string }>)[0]!.field).toBe('OutletChargeIds');
    for (const payload of [{ PriceLevel: 0 }, { Name: ' ' }, { OutletChargeIds: [service.Id, service.Id] }]) {
      expect((await call({ method: 'PUT', url: `/outletOrderType/${takeAway.Id}`, payload })).status).toBe(400);
    }
    const after = await data<OwnerOutletOrderTypes>({ method: 'GET', url: `/outlet/${server.ids.outletIds.kopiSenja}/orderTypes` });
    expect(after.OrderTypes.find((type) => type.Id === takeAway.Id)).toEqual(edited);

    // Deactivated, the cashier's menu no longer offers it.
    await data({ method: 'PUT', url: `/outletOrderType/${takeAway.Id}`, payload: { IsActive: false } });
    const cashierList = await data<Array<{ Id: number }>>({ method: 'GET', url: '/outletOrderType/', token: cashierToken, headers: { outletid: String(server.ids.outletIds.kopiSenja) } });
    expect(cashierList.map((type) => type.Id)).not.toContain(takeAway.Id);
    await data({ method: 'PUT', url: `/outletOrderType/${takeAway.Id}`, payload: { IsActive: true, Name: takeAway.Name, IsRounded: false, PriceLevel: null, OutletChargeIds: takeAway.OutletChargeIds } });
  });
});

describe('outlet settings', () => {
  it("stores valid settings of a chosen outlet, suspended ones too, and refuses bad ones with PUT /outletSetting's rules", async () => {
    const suspended = server.ids.outletIds.kopiSenjaLama;
    const stored = await data<OutletSetting[]>({ method: 'PUT', url: `/outlet/${suspended}/settings`, payload: [{ Code: OutletSettingCode.MINIMUM_HOURS_RESERVATION, Value: '5' }, { Code: OutletSettingCode.ROUNDING, Value: '2' }] });
    expect(stored).toEqual(expect.arrayContaining([{ Code: 'MINIMUM_HOURS_RESERVATION', Value: '5', OutletId: suspended }, { Code: 'ROUNDING', Value: '2', OutletId: suspended }]));
    const refused = await call({ method: 'PUT', url: `/outlet/${suspended}/settings`, payload: [{ Code: OutletSettingCode.MINIMUM_HOURS_RESERVATION, Value: '1' }, { Code: OutletSettingCode.ROUNDING, Value: 'banana' }] });
    expect(refused.status).toBe(400);
    expect((refused.body.data as Array<{ field: string }>)[0]!.field).toBe('1.Value');
    const after = await data<OutletSetting[]>({ method: 'GET', url: `/outlet/${suspended}/settings` });
    expect(after.find((setting) => setting.Code === 'MINIMUM_HOURS_RESERVATION')?.Value).toBe('5');
  });
});
