import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupOutletBody } from '@kasir/contracts';
import { OrderType, OutletSettingCode, OutletType, PaymentMethodTypeCode, RoundingSetting, SetReceipt } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

// The first-run wizard's one call: a whole outlet in one transaction, once per Idempotency-Key,
// nothing at all when any part is wrong, and only ever the calling owner's.
let server: TestServer;
let ownerToken: string;

/** Tables the wizard writes to: counted before and after a refused call. */
const TOUCHED_TABLES = [
  'outlets',
  'outlet_settings',
  'outlet_order_types',
  'outlet_order_type_charges',
  'outlet_charges',
  'outlet_payment_methods',
  'outlet_areas',
  'outlet_tables',
  'roles',
  'users',
  'user_role_outlets',
  'devices',
  'outlet_receipts',
  'outlet_receipt_devices',
  'receipt_settings',
  'departments',
  'product_categories',
  'outlet_products',
] as const;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TOUCHED_TABLES) {
    const row = await server.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

const body = (overrides: Partial<SetupOutletBody> = {}): SetupOutletBody => ({
  Outlet: { Name: 'Warung Bu Sri', Type: OutletType.RESTAURANT, Address: 'Jl. Malioboro 5, Yogyakarta', Telephone: '0274-555123', Rounding: RoundingSetting.HUNDRED },
  PaymentMethods: [
    { Name: 'Cash', Type: PaymentMethodTypeCode.CASH, OpenDrawer: true },
    { Name: 'QRIS', Type: PaymentMethodTypeCode.QRIS },
  ],
  Charges: [
    { Name: 'Service', Percent: 5, OrderTypes: [OrderType.DINE_IN] },
    { Name: 'PB1', Percent: 10, OrderTypes: [OrderType.DINE_IN, OrderType.TAKE_AWAY] },
  ],
  Area: { Name: 'Lantai 1', TableCount: 6, Capacity: 4 },
  Cashier: { Name: 'Sri', Username: 'sri', PIN: '246810' },
  Printer: { IpAddress: '127.0.0.1:9100' },
  Category: { Name: 'Makanan' },
  Products: [
    { Name: 'Nasi Gudeg', Price: 25_000 },
    { Name: 'Es Teh', Price: 5_000 },
  ],
  ...overrides,
});

const postSetup = (token: string, payload: unknown, key?: string) =>
  server.app.inject({ method: 'POST', url: '/api/setup/outlet', headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, payload: payload as object });

async function registerOwner(email: string): Promise<string> {
  const registered = await server.app.inject({ method: 'POST', url: '/api/user/register', payload: { Name: 'Bu Sri', Username: email, Password: 'rahasia-sekali' } });
  expect(registered.statusCode).toBe(201);
  const login = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: email, Password: 'rahasia-sekali' } });
  return login.json<{ data: { Token: string } }>().data.Token;
}

async function loginCashier(token: string, username: string, pin: string) {
  return server.app.inject({ method: 'POST', url: '/api/user/login', headers: bearer(token), payload: { Username: username, PIN: pin, isCashier: true } });
}

beforeAll(async () => {
  server = await startTestServer();
  ownerToken = await registerOwner('sri@warung.id');
});
afterAll(async () => {
  await server.stop();
});

describe('POST /setup/outlet', () => {
  it('makes an outlet the new cashier can sell at: tables, payment methods, charges, menu, printer', async () => {
    const response = await postSetup(ownerToken, body(), 'setup-happy-1');
    expect(response.statusCode).toBe(201);
    const result = response.json<{ data: { OutletId: number; UserId: number; Username: string } }>().data;
    expect(result.Username).toBe('sri');

    const cashier = await loginCashier(ownerToken, 'sri', '246810');
    expect(cashier.statusCode).toBe(200);
    const cashierToken = cashier.json<{ data: { Token: string } }>().data.Token;
    const headers = { ...bearer(cashierToken), outletid: String(result.OutletId) };

    const areas = (await server.app.inject({ method: 'GET', url: '/api/outletArea/', headers })).json<{ data: Array<{ Name: string; AreaSize: string; OutletTables: Array<{ TableName: string; Position: string }> }> }>().data;
    expect(areas.map((area) => area.Name)).toEqual(['Lantai 1']);
    expect(areas[0]!.AreaSize).toBe('1000*800');
    expect(areas[0]!.OutletTables.map((table) => table.TableName).sort()).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    expect(new Set(areas[0]!.OutletTables.map((table) => table.Position)).size).toBe(6);

    const methods = (await server.app.inject({ method: 'GET', url: '/api/outletPaymentMethod/', headers })).json<{ data: unknown }>().data;
    const methodNames = JSON.stringify(methods);
    expect(methodNames).toContain('"Cash"');
    expect(methodNames).toContain('"QRIS"');

    const db = server.database.db;
    const orderTypes = await db.selectFrom('outlet_order_types').select(['id', 'order_type_id', 'is_rounded']).where('outlet_id', '=', result.OutletId).orderBy('order_type_id').execute();
    expect(orderTypes.map((type) => type.order_type_id)).toEqual([OrderType.DINE_IN, OrderType.TAKE_AWAY, OrderType.DELIVERY, OrderType.MARKETPLACE]);
    const charges = await db
      .selectFrom('outlet_order_type_charges')
      .innerJoin('outlet_charges', 'outlet_charges.id', 'outlet_order_type_charges.outlet_charge_id')
      .innerJoin('outlet_order_types', 'outlet_order_types.id', 'outlet_order_type_charges.outlet_order_type_id')
      .select(['outlet_charges.name', 'outlet_charges.amount', 'outlet_order_types.order_type_id'])
      .where('outlet_charges.outlet_id', '=', result.OutletId)
      .execute();
    expect(charges.filter((row) => row.order_type_id === OrderType.DINE_IN).map((row) => row.name).sort()).toEqual(['PB1', 'Service']);
    expect(charges.filter((row) => row.order_type_id === OrderType.TAKE_AWAY).map((row) => row.name)).toEqual(['PB1']);
    expect(charges.find((row) => row.name === 'Service')!.amount).toBe(500);

    const products = await db.selectFrom('outlet_products').select(['name', 'sell_price']).where('outlet_id', '=', result.OutletId).orderBy('name').execute();
    expect(products.map((row) => [row.name, Number(row.sell_price)])).toEqual([
      ['Es Teh', 500_000],
      ['Nasi Gudeg', 2_500_000],
    ]);
    const rounding = await db.selectFrom('outlet_settings').select('value').where('outlet_id', '=', result.OutletId).where('code', '=', OutletSettingCode.ROUNDING).executeTakeFirst();
    expect(rounding?.value).toBe(String(RoundingSetting.HUNDRED));

    const devices = await db.selectFrom('devices').select(['id', 'ip', 'port']).where('outlet_id', '=', result.OutletId).execute();
    expect(devices).toEqual([expect.objectContaining({ ip: '127.0.0.1', port: 9100 })]);
    const printSets = await db.selectFrom('outlet_receipts').select('set_receipt_id').where('outlet_id', '=', result.OutletId).execute();
    expect(printSets.map((row) => row.set_receipt_id)).toContain(SetReceipt.ORDER);
    expect(printSets.map((row) => row.set_receipt_id)).toContain(SetReceipt.PAYMENT);
  });

  it('answers a retry with the same Idempotency-Key with the first outlet and makes nothing twice', async () => {
    const payload = body({ Outlet: { Name: 'Warung Dua', Type: OutletType.RESTAURANT }, Cashier: { Name: 'Dua', Username: 'dua', PIN: '135791' } });
    const before = await countRows();
    const [first, second] = await Promise.all([postSetup(ownerToken, payload, 'double-tap-1'), postSetup(ownerToken, payload, 'double-tap-1')]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    const third = await postSetup(ownerToken, payload, 'double-tap-1');
    expect(third.json().data).toEqual(first.json().data);
    const after = await countRows();
    expect(after.outlets).toBe((before.outlets ?? 0) + 1);
    expect(after.users).toBe((before.users ?? 0) + 1);
  });

  it.each([
    ['a missing outlet name', body({ Outlet: { Name: ' ', Type: OutletType.RESTAURANT } }), 'Outlet.Name'],
    ['an unknown outlet type', body({ Outlet: { Name: 'X', Type: 3 } }), 'Outlet.Type'],
    ['no payment method', body({ PaymentMethods: [] }), 'PaymentMethods'],
    ['a charge above 100 %', body({ Charges: [{ Name: 'Service', Percent: 120, OrderTypes: [OrderType.DINE_IN] }] }), 'Charges.0.Percent'],
    ['a short PIN', body({ Cashier: { Name: 'Sri', Username: 'sri2', PIN: '123' } }), 'Cashier.PIN'],
    ['a printer without a port', body({ Printer: { IpAddress: '127.0.0.1' } }), 'Printer.IpAddress'],
    ['a negative price', body({ Products: [{ Name: 'Es Teh', Price: -5 }] }), 'Products.0.Price'],
    ['more tables than fit', body({ Outlet: { Name: 'Besar', Type: OutletType.RESTAURANT }, Cashier: { Name: 'B', Username: 'besar', PIN: '111222' }, Area: { Name: 'Aula', TableCount: 30, Capacity: 10 } }), 'Area.TableCount'],
    ['an outlet name the owner already has', body({ Cashier: { Name: 'Lain', Username: 'lain', PIN: '111222' } }), 'Outlet.Name'],
    ['a cashier username the owner already has', body({ Outlet: { Name: 'Warung Tiga', Type: OutletType.RESTAURANT } }), 'Cashier.Username'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, payload, field) => {
    const before = await countRows();
    const response = await postSetup(ownerToken, payload, `bad-${field}-${Math.random()}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Array<{ field: string }> }>().data.map((error) => error.field)).toContain(field);
    expect(await countRows()).toEqual(before);
  });

  it("keeps the outlet from other owners: the demo owner neither lists it nor reaches it, and a cashier token is refused", async () => {
    const made = await postSetup(ownerToken, body({ Outlet: { Name: 'Warung Empat', Type: OutletType.ALL_YOU_CAN_EAT }, Cashier: { Name: 'Empat', Username: 'empat', PIN: '975310' } }));
    expect(made.statusCode).toBe(201);
    const outletId = made.json<{ data: { OutletId: number } }>().data.OutletId;
    const demo = await signIn(server);
    const listed = await server.app.inject({ method: 'GET', url: '/api/outlet/getByUser', headers: bearer(demo.ownerToken) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: Array<{ Name: string }> }>().data.map((outlet) => outlet.Name)).toContain('Kopi Senja');
    expect(JSON.stringify(listed.json())).not.toContain('Warung Empat');
    expect((await server.app.inject({ method: 'GET', url: '/api/outlet/', headers: { ...bearer(demo.ownerToken), outletid: String(outletId) } })).statusCode).toBe(404);
    // The demo cashier with the other owner's outlet id: not found either.
    expect((await server.app.inject({ method: 'GET', url: '/api/outletArea/', headers: { ...bearer(demo.cashierToken), outletid: String(outletId) } })).statusCode).toBe(404);
    // The new outlet's cashier cannot log in under the demo owner.
    expect((await loginCashier(demo.ownerToken, 'empat', '975310')).statusCode).not.toBe(200);
    expect((await postSetup(demo.cashierToken, body())).statusCode).toBe(403);
  });
});
