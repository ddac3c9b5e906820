import { OrderStatus, PendingItemStatus, formatOrderNumber, getBusinessDate } from '@kasir/domain';
import type { Order, OrderSubProductInput } from '@kasir/contracts';
import { takeStock } from '../modules/catalog/stock.repository.ts';
import { createOrderLinesRepository } from '../modules/orders/order-lines.repository.ts';
import { writeNewLines } from '../modules/orders/order-new-lines.ts';
import { priceOrder, totalsColumns } from '../modules/orders/order-pricing.ts';
import { createOrdersRepository } from '../modules/orders/orders.repository.ts';
import type { TestServer } from './test-server.ts';

/** Ids of the demo data the order tests use, looked up by their names (DEMO-DATA.md). */
export async function lookUpOrderDemo(server: TestServer, outletId: number) {
  const db = server.database.db;
  const products = await db.selectFrom('outlet_products').select(['id', 'name']).where('outlet_id', '=', outletId).execute();
  const subs = await db.selectFrom('sub_products').select(['id', 'name']).where('outlet_id', '=', outletId).execute();
  const bundles = await db.selectFrom('outlet_product_bundles').select(['id', 'name']).where('outlet_id', '=', outletId).execute();
  const types = await db.selectFrom('outlet_order_types').select(['id', 'name']).where('outlet_id', '=', outletId).execute();
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const idOf = (rows: Array<{ id: number; name: string }>, name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`No demo row named ${name}`);
    return row.id;
  };
  return {
    product: (name: string) => idOf(products, name),
    addOn: (name: string) => idOf(subs, name),
    bundle: (name: string) => idOf(bundles, name),
    orderType: (name: string) => idOf(types, name),
    user: (username: string) => idOf(users.map((user) => ({ id: user.id, name: user.username })), username),
  };
}

/**
 * An ORDERED order written straight through the repositories (the same line writer and stock
 * taking the create-order call uses), so change tests do not depend on the create route.
 */
export async function insertFixtureOrder(
  server: TestServer,
  input: {
    ownerId: number;
    outletId: number;
    userId: number;
    outletOrderTypeId: number;
    products: Array<{ OutletProductId: number; Quantity: number; OrderSubProducts?: OrderSubProductInput[] }>;
    bundles?: Array<{ OutletProductBundleId: number; Quantity: number }>;
  },
): Promise<number> {
  const orders = createOrdersRepository(server.database.db);
  const lines = createOrderLinesRepository();
  return orders.transaction(async (trx) => {
    const now = new Date();
    const nowIso = now.toISOString();
    const businessDate = getBusinessDate(now, 7);
    const sequence = await orders.nextOrderSequence(trx, input.outletId, businessDate);
    const type = await trx.selectFrom('outlet_order_types').select(['order_type_id']).where('id', '=', input.outletOrderTypeId).executeTakeFirstOrThrow();
    const orderId = await orders.insertOrder(trx, {
      owner_id: input.ownerId,
      outlet_id: input.outletId,
      shift_id: null,
      order_no: formatOrderNumber(businessDate, sequence),
      business_date: businessDate,
      order_type_id: type.order_type_id,
      outlet_order_type_id: input.outletOrderTypeId,
      status: OrderStatus.ORDERED,
      step_process: 0,
      pax: 2,
      info_order: null,
      customer_name: null,
      phone_number: null,
      customer_data: null,
      delivery_address: null,
      member_id: null,
      outlet_area_id: null,
      end_time: null,
      subtotal: 0,
      discount_amount: 0,
      charge_total: 0,
      rounding: 0,
      total: 0,
      version: 1,
      cancel_reason: null,
      created_by: input.userId,
      created_by_name: 'fixture',
      created_at: nowIso,
      updated_at: nowIso,
    });
    const usage = await writeNewLines(
      trx,
      lines,
      { outletId: input.outletId, orderId, actorUserId: input.userId, nowIso },
      { products: input.products.map((line) => ({ ...line, OrderSubProducts: line.OrderSubProducts?.map((addOn) => ({ Quantity: 1, ...addOn })) })), bundles: input.bundles ?? [] },
    );
    await takeStock(trx, input.outletId, usage.products, usage.subs);
    const setup = await orders.loadPricingSetup(trx, input.outletId, input.outletOrderTypeId);
    await orders.updateOrder(trx, orderId, totalsColumns(priceOrder(setup, await lines.loadLines(trx, [orderId], PendingItemStatus.WAITING))));
    return orderId;
  });
}

type Method = 'GET' | 'POST' | 'PUT';
export type OrderSuite = Awaited<ReturnType<typeof openOrderSuite>>;

/**
 * Shared setup of the order-change tests: the demo server (SQLite, or PostgreSQL with
 * DATABASE_URL), Ani (cashier, edit and cancel carry UsePin), Budi (supervisor) and Dewi
 * (waiter) signed in with open shifts at Kopi Senja, and helpers to call the API and make orders.
 */
export async function openOrderSuite(startServer: () => Promise<TestServer>, signIn: (server: TestServer, cashier?: { username: string; pin: string }) => Promise<{ cashierToken: string }>) {
  const server = await startServer();
  const outletId = server.ids.outletIds.kopiSenja;
  const demo = await lookUpOrderDemo(server, outletId);
  const tokens = {
    ani: (await signIn(server)).cashierToken,
    budi: (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken,
    dewi: (await signIn(server, { username: 'dewi', pin: '444444' })).cashierToken,
  };
  const call = (method: Method, url: string, token: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}`, outletid: String(outletId) }, ...(payload ? { payload } : {}) });
  for (const token of Object.values(tokens)) {
    const started = await call('POST', '/shift/startShift', token, { OutletId: outletId, StartCash: 100_000 });
    if (started.statusCode !== 201) throw new Error(`shift: ${started.body}`);
  }
  const dineIn = demo.orderType('Dine In');
  return {
    server,
    outletId,
    demo,
    tokens,
    call,
    /** A Dine In order taken by Ani through POST /order (optionally at some tables); answers its id. */
    newOrder: async (
      products: Array<{ OutletProductId: number; Quantity: number; OrderSubProducts?: OrderSubProductInput[] }>,
      bundles: Array<{ OutletProductBundleId: number; Quantity: number }> = [],
      tableIds: number[] = [],
    ): Promise<number> => {
      const response = await call('POST', '/order', tokens.ani, { OutletOrderTypeId: dineIn, pax: 2, OrderProducts: products, OrderProductBundles: bundles, OutletTableIds: tableIds });
      if (response.statusCode !== 201) throw new Error(`create order: ${response.body}`);
      return response.json<{ data: { Id: number } }>().data.Id;
    },
    /** The order as GET /order/{id} answers Budi. */
    readOrder: async (orderId: number): Promise<Order> => (await call('GET', `/order/${orderId}`, tokens.budi)).json<{ data: Order }>().data,
    /** A Kopi Senja table's id by name. */
    tableId: async (name: string): Promise<number> =>
      (await server.database.db.selectFrom('outlet_tables').select('id').where('outlet_id', '=', outletId).where('table_name', '=', name).executeTakeFirstOrThrow()).id,
    stockOf: async (productId: number) =>
      Number((await server.database.db.selectFrom('outlet_products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow()).stock_quantity),
    rowOf: (orderId: number) => server.database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    linesOf: (orderId: number) => server.database.db.selectFrom('order_products').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    auditsOf: (orderId: number) => server.database.db.selectFrom('order_audits').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  };
}
