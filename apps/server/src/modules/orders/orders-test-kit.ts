import { expect } from 'vitest';
import type { Order } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Ids of the demo menu and floor by name, so tests read like the café's menu. */
export async function loadDemoMenu(server: TestServer, outletId: number) {
  const db = server.database.db;
  const [products, addOns, bundles, orderTypes, tables] = await Promise.all([
    db.selectFrom('outlet_products').select(['id', 'name']).where('outlet_id', '=', outletId).execute(),
    db.selectFrom('sub_products').select(['id', 'name']).where('outlet_id', '=', outletId).execute(),
    db.selectFrom('outlet_product_bundles').select(['id', 'name']).where('outlet_id', '=', outletId).execute(),
    db.selectFrom('outlet_order_types').select(['id', 'name']).where('outlet_id', '=', outletId).execute(),
    db.selectFrom('outlet_tables').select(['id', 'table_name as name']).where('outlet_id', '=', outletId).execute(),
  ]);
  const byName = (rows: Array<{ id: number; name: string }>, kind: string) => (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`No ${kind} ${name} in the demo data`);
    return row.id;
  };
  return {
    product: byName(products, 'product'),
    addOn: byName(addOns, 'add-on'),
    bundle: byName(bundles, 'bundle'),
    orderType: byName(orderTypes, 'order type'),
    table: byName(tables, 'table'),
  };
}

export type DemoMenu = Awaited<ReturnType<typeof loadDemoMenu>>;

/** An API call as a terminal of the outlet makes it. */
export function terminal(server: TestServer, token: string, outletId: number) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), outletid: String(outletId) }, ...(payload ? { payload } : {}) });
}

export async function startShift(server: TestServer, token: string, outletId: number): Promise<number> {
  const response = await terminal(server, token, outletId)('POST', '/shift/startShift', { OutletId: outletId, StartCash: 100_000 });
  expect(response.statusCode).toBe(201);
  return response.json().data.Id as number;
}

/** A server on a fresh database with Ani and Budi on shift at Kopi Senja, as the order tests use it. */
export async function openOrdersTestbed() {
  const server = await startTestServer();
  const outlet = server.ids.outletIds.kopiSenja;
  const menu = await loadDemoMenu(server, outlet);
  const aniTokens = await signIn(server);
  const budiTokens = await signIn(server, { username: 'budi', pin: '222222' });
  await startShift(server, aniTokens.cashierToken, outlet);
  await startShift(server, budiTokens.cashierToken, outlet);
  const ani = terminal(server, aniTokens.cashierToken, outlet);
  const budi = terminal(server, budiTokens.cashierToken, outlet);
  const createOrder = async (body: object): Promise<Order> => {
    const response = await ani('POST', '/order', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Order;
  };
  return { server, outlet, menu, ani, budi, createOrder, dineIn: () => ({ OutletOrderTypeId: menu.orderType('Dine In'), pax: 2 }) };
}

export type OrdersTestbed = Awaited<ReturnType<typeof openOrdersTestbed>>;
