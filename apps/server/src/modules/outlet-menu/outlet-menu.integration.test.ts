import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPart, ServerEvent, type CatalogChangedEvent, type OutletProduct, type OwnerProduct } from '@kasir/contracts';
import { ModuleType } from '@kasir/domain';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTerminals, nextEvent, staysSilent } from '../../test-support/terminals.ts';
import { catalogClient, signInAs, type CatalogClient } from '../catalog/catalog-test-client.ts';

/** /cashier/add-menu on a real database (SQLite, or PostgreSQL with DATABASE_URL): list, add, refusals, realtime. */
let server: TestServer;
let baseUrl: string;
let budi: CatalogClient;
let kopiSenja: number;
const terminals = createTerminals();
const tokenOf = new Map<CatalogClient, string>();
const headersOf = (client: CatalogClient) => ({ authorization: `Bearer ${tokenOf.get(client) ?? ''}`, outletid: String(kopiSenja) });

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
  kopiSenja = server.ids.outletIds.kopiSenja;
  const session = await signInAs(server, 'budi');
  budi = catalogClient(server, session, kopiSenja);
  tokenOf.set(budi, session.cashierToken);
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

async function notInOutlet(client: CatalogClient, search = ''): Promise<OwnerProduct[]> {
  const response = await client.call('GET', `/product/notInOutlet${search === '' ? '' : `?search=${encodeURIComponent(search)}`}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OwnerProduct[] }>().data;
}

/** A new product of the demo owner that no outlet sells yet (what the back office would have made). */
async function newOwnerProduct(name: string, ownerId?: number): Promise<number> {
  const db = server.database.db;
  const owner = ownerId ?? (await db.selectFrom('outlets').select('owner_id').where('id', '=', kopiSenja).executeTakeFirstOrThrow()).owner_id;
  const at = new Date().toISOString();
  const row = await db
    .insertInto('products')
    .values({ owner_id: owner, name, description: 'Test', image_file_name: 'pic.png', sell_price: 2_500_000, level_prices: JSON.stringify({ LEVEL1: 2_700_000 }), request_key: null, archived_at: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function firstCategoryId(): Promise<number> {
  const response = await budi.call('GET', '/productCategory/');
  return response.json<{ data: Array<{ Id: number }> }>().data[0]!.Id;
}

const post = (client: CatalogClient, body: object, key?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/outletProduct',
    headers: { ...headersOf(client), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

describe('/cashier/add-menu', () => {
  it('lists the owner’s products this outlet does not sell, with picture and prices, searchable by name', async () => {
    const productId = await newOwnerProduct('Kopi Tubruk Uji');
    const all = await notInOutlet(budi);
    const listed = all.find((product) => product.Id === productId);
    expect(listed).toEqual({ Id: productId, Name: 'Kopi Tubruk Uji', Description: 'Test', Image: { FileName: 'pic.png' }, SellPrice: 25_000, LevelPrices: { LEVEL1: 27_000 } });
    const menuNames = new Set((await budi.menu()).map((item) => item.Name));
    expect(all.some((product) => menuNames.has(product.Name))).toBe(false);
    expect((await notInOutlet(budi, 'tubruk uji')).map((product) => product.Id)).toEqual([productId]);
    expect(await notInOutlet(budi, '%_')).toEqual([]);
  });

  it('adds one with its category, typed price, level prices and stock; tells the other tills; lists it no more', async () => {
    const productId = await newOwnerProduct('Es Kopi Uji');
    const categoryId = await firstCategoryId();
    const watcher = await terminals.open(baseUrl, (await signInAs(server, 'ani')).cashierToken, kopiSenja);
    const otherOutlet = await terminals.open(baseUrl, (await signInAs(server, 'citra')).cashierToken, server.ids.outletIds.grillChill);
    const heard = nextEvent<CatalogChangedEvent>(watcher, ServerEvent.CATALOG_CHANGED);
    const silentElsewhere = staysSilent(otherOutlet, ServerEvent.CATALOG_CHANGED);

    const response = await post(budi, { ProductId: productId, ProductCategoryId: categoryId, SellPrice: 18_500.5, LevelPrices: { LEVEL1: 19_000 }, Quantity: 7 }, 'add-menu-1');
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json<{ data: OutletProduct }>().data;
    expect(added).toMatchObject({ Name: 'Es Kopi Uji', ProductCategoryId: categoryId, SellPrice: 18_500.5, LevelPrices: { LEVEL1: 19_000 }, Quantity: 7, IsSoldOut: false, Product: { Image: { FileName: 'pic.png' } } });
    expect(await heard).toMatchObject({ OutletId: kopiSenja, Parts: [CatalogPart.PRODUCTS] });
    expect(await silentElsewhere).toBe(true);
    expect((await budi.menu()).find((item) => item.Id === added.Id)?.Name).toBe('Es Kopi Uji');
    expect((await notInOutlet(budi)).some((product) => product.Id === productId)).toBe(false);

    // A retry with the same key answers the same row; a second add without it is refused naming ProductId.
    const retry = await post(budi, { ProductId: productId, ProductCategoryId: categoryId, SellPrice: 18_500.5 }, 'add-menu-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ data: OutletProduct }>().data.Id).toBe(added.Id);
    const twin = await post(budi, { ProductId: productId, ProductCategoryId: categoryId, SellPrice: 1 }, 'add-menu-2');
    expect(twin.statusCode).toBe(409);
    expect(twin.json<{ data: Array<{ field: string }> }>().data.map((field) => field.field)).toContain('ProductId');
    expect(twin.body).toContain('Es Kopi Uji');
    const rows = await server.database.db.selectFrom('outlet_products').select('id').where('outlet_id', '=', kopiSenja).where('product_id', '=', productId).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input naming the field, another owner’s product as not found, and writes nothing', async () => {
    const productId = await newOwnerProduct('Teh Uji');
    const categoryId = await firstCategoryId();
    const other = await addSecondOwner(server);
    const theirProduct = await newOwnerProduct('Teh Lain', other.ownerId);
    const theirCategory = await server.database.db
      .insertInto('product_categories')
      .values({ outlet_id: other.outletId, name: 'Lain', department_id: null, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fieldsOf = (body: string) => (JSON.parse(body) as { data: Array<{ field: string }> }).data.map((field) => field.field);

    const foreign = await post(budi, { ProductId: theirProduct, ProductCategoryId: categoryId, SellPrice: 1000 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Teh Lain');
    expect((await notInOutlet(budi)).some((product) => product.Id === theirProduct)).toBe(false);

    const badCategory = await post(budi, { ProductId: productId, ProductCategoryId: theirCategory.id, SellPrice: 1000 });
    expect(badCategory.statusCode).toBe(400);
    expect(fieldsOf(badCategory.body)).toEqual(['ProductCategoryId']);
    for (const [body, field] of [
      [{ ProductId: productId, ProductCategoryId: categoryId, SellPrice: -1 }, 'SellPrice'],
      [{ ProductId: productId, ProductCategoryId: categoryId, SellPrice: 1.234 }, 'SellPrice'],
      [{ ProductId: productId, ProductCategoryId: categoryId, SellPrice: '1000' }, 'SellPrice'],
      [{ ProductId: productId, ProductCategoryId: categoryId, SellPrice: 1000, LevelPrices: { LEVEL1: -5 } }, 'LevelPrices'],
      [{ ProductId: productId, ProductCategoryId: categoryId, SellPrice: 1000, Quantity: 1.5 }, 'Quantity'],
      [{ ProductCategoryId: categoryId, SellPrice: 1000 }, 'ProductId'],
    ] as const) {
      const answer = await post(budi, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body).join(' '), JSON.stringify(body)).toContain(field);
    }
    expect((await notInOutlet(budi)).some((product) => product.Id === productId)).toBe(true);
  });

  it('needs the PRODUCT module on the cashier’s role (spec §6), checked on the server', async () => {
    const productId = await newOwnerProduct('Susu Uji');
    const categoryId = await firstCategoryId();
    const db = server.database.db;
    const dewi = await db.selectFrom('users').select('role_id').where('username', '=', 'dewi').executeTakeFirstOrThrow();
    await db.deleteFrom('role_module_accesses').where('role_id', '=', dewi.role_id!).where('module_id', '=', ModuleType.PRODUCT).execute();
    const session = await signInAs(server, 'dewi');
    const waiter = catalogClient(server, session, kopiSenja);
    tokenOf.set(waiter, session.cashierToken);
    const watcher = await terminals.open(baseUrl, (await signInAs(server, 'ani')).cashierToken, kopiSenja);
    const silent = staysSilent(watcher, ServerEvent.CATALOG_CHANGED);

    expect((await waiter.call('GET', '/product/notInOutlet')).statusCode).toBe(403);
    const refused = await post(waiter, { ProductId: productId, ProductCategoryId: categoryId, SellPrice: 1000 });
    expect(refused.statusCode).toBe(403);
    expect(await silent).toBe(true);
    expect((await notInOutlet(budi)).some((product) => product.Id === productId)).toBe(true);
    // The owner's token is not a till's.
    const owner = await server.app.inject({ method: 'GET', url: '/api/product/notInOutlet', headers: { authorization: `Bearer ${(await signInAs(server, 'budi')).ownerToken}`, outletid: String(kopiSenja) } });
    expect(owner.statusCode).toBe(403);
  });
});
