import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPart, ServerEvent, type AdminProduct, type AdminProductCategory, type CatalogChangedEvent, type OutletProduct } from '@kasir/contracts';
import { createTerminals, nextEvent, staysSilent } from '../../test-support/terminals.ts';
import { openPaymentAdminTestbed, type PaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';

let bed: PaymentAdminTestbed;
let categoryId: number;
let otherOutlet: number;
let otherCategoryId: number;
const terminals = createTerminals();
const IMAGE = `${'a'.repeat(32)}.png`;

beforeAll(async () => {
  bed = await openPaymentAdminTestbed();
  otherOutlet = bed.server.ids.outletIds.grillChill;
  const firstCategory = async (outletId: number) => ((await bed.owner('GET', `/outlet/${outletId}/productCategories`)).json().data as AdminProductCategory[])[0]!.Id;
  categoryId = await firstCategory(bed.outlet);
  otherCategoryId = await firstCategory(otherOutlet);
  const ownerId = (await bed.db.selectFrom('outlets').select('owner_id').where('id', '=', bed.outlet).executeTakeFirstOrThrow()).owner_id;
  await bed.db.insertInto('images').values({ owner_id: ownerId, file_name: IMAGE, content_type: 'image/png', byte_size: 16, created_at: new Date().toISOString() }).execute();
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const sold = (outletId: number, extra: object = {}) => ({ OutletId: outletId, IsAvailable: true, ProductCategoryId: outletId === bed.outlet ? categoryId : otherCategoryId, ...extra });
const body = (extra: object = {}) => ({ Name: 'Lemon Tart', Description: 'Butter, flaky', ImageFileName: IMAGE, SellPrice: 25_000, LevelPrices: { LEVEL1: 27_500.5 }, Outlets: [sold(bed.outlet)], ...extra });
const products = async (): Promise<AdminProduct[]> => (await bed.owner('GET', '/product')).json().data as AdminProduct[];
const atOutlet = (product: AdminProduct, outletId: number) => product.Outlets.find((outlet) => outlet.OutletId === outletId)!;
const tillMenu = async (): Promise<OutletProduct[]> => (await bed.asCashier('GET', '/outletProduct/')).json().data as OutletProduct[];
const snapshot = async () => ({
  products: await bed.db.selectFrom('products').selectAll().orderBy('id').execute(),
  rows: await bed.db.selectFrom('outlet_products').selectAll().orderBy('id').execute(),
});

describe('back office products', () => {
  it('creates a product sold at one outlet, in one write, once per Idempotency-Key', async () => {
    const first = await bed.owner('POST', '/product', body(), bed.withKey('tart-1'));
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as AdminProduct;
    expect(created).toMatchObject({ Name: 'Lemon Tart', Description: 'Butter, flaky', ImageFileName: IMAGE, SellPrice: 25_000, LevelPrices: { LEVEL1: 27_500.5 }, IsArchived: false });
    expect(atOutlet(created, bed.outlet)).toMatchObject({ IsAvailable: true, ProductCategoryId: categoryId, SellPrice: 25_000, LevelPrices: { LEVEL1: 27_500.5 }, Quantity: null, IsSoldOut: false });
    expect(atOutlet(created, otherOutlet)).toMatchObject({ IsAvailable: false, OutletProductId: null });
    const retried = await bed.owner('POST', '/product', body(), bed.withKey('tart-1'));
    expect(retried.statusCode).toBe(201);
    expect((retried.json().data as AdminProduct).Id).toBe(created.Id);
    expect((await products()).filter((product) => product.Name === 'Lemon Tart')).toHaveLength(1);
    const stored = await bed.db.selectFrom('outlet_products').selectAll().where('product_id', '=', created.Id).executeTakeFirstOrThrow();
    expect({ name: stored.name, image: stored.image_file_name, price: Number(stored.sell_price), levels: stored.level_prices }).toEqual({ name: 'Lemon Tart', image: IMAGE, price: 2_500_000, levels: '{"LEVEL1":2750050}' });
    expect((await tillMenu()).find((product) => product.Name === 'Lemon Tart')).toMatchObject({ SellPrice: 25_000, Product: { Image: { FileName: IMAGE } } });
    expect((await bed.owner('GET', `/product/${created.Id}`)).json().data).toEqual(created);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[object, string]> = [
      [body({ Name: '' }), 'Name'],
      [body({ Name: 'lemon tart' }), 'Name'],
      [body({ Name: 'x'.repeat(101) }), 'Name'],
      [body({ Name: 'New', SellPrice: -1 }), 'SellPrice'],
      [body({ Name: 'New', SellPrice: 1.234 }), 'SellPrice'],
      [body({ Name: 'New', SellPrice: '1000' }), 'SellPrice'],
      [body({ Name: 'New', LevelPrices: { LEVELX: 1000 } }), 'LevelPrices'],
      [body({ Name: 'New', LevelPrices: { LEVEL1: -5 } }), 'LevelPrices.LEVEL1'],
      [body({ Name: 'New', LevelPrices: { LEVEL2: 10.001 } }), 'LevelPrices.LEVEL2'],
      [body({ Name: 'New', ImageFileName: 'someone-else.png' }), 'ImageFileName'],
      [body({ Name: 'New', Description: 'x'.repeat(501) }), 'Description'],
      [body({ Name: 'New', Outlets: [sold(bed.outlet, { ProductCategoryId: null })] }), 'Outlets.0.ProductCategoryId'],
      [body({ Name: 'New', Outlets: [sold(bed.outlet, { ProductCategoryId: otherCategoryId })] }), 'Outlets.0.ProductCategoryId'],
      [body({ Name: 'New', Outlets: [sold(bed.outlet), sold(bed.outlet)] }), 'Outlets.1.OutletId'],
      [body({ Name: 'New', Outlets: [sold(bed.outlet, { Quantity: -1 })] }), 'Outlets.0.Quantity'],
      [body({ Name: 'New', Outlets: [sold(bed.outlet, { SellPrice: 0.001 })] }), 'Outlets.0.SellPrice'],
      [body({ Name: 'New', Outlets: [sold(bed.outlet, { LevelPrices: { LEVEL99: 1 } })] }), 'Outlets.0.LevelPrices'],
    ];
    for (const [payload, field] of cases) {
      const answer = await bed.owner('POST', '/product', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect((answer.json().data as Array<{ field: string }>).map((error) => error.field).join(','), JSON.stringify(payload)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("another owner's product, outlet, category or image is refused and theirs stays as it was", async () => {
    const theirProduct = await bed.db.selectFrom('products').select(['id', 'name']).where('owner_id', '=', bed.other.ownerId).executeTakeFirst();
    const theirs =
      theirProduct ??
      (await bed.db.insertInto('products').values({ owner_id: bed.other.ownerId, name: 'Their Bread', sell_price: 100, created_at: 'x', updated_at: 'x', request_key: null, archived_at: null, description: null, image_file_name: null, level_prices: null }).returning(['id', 'name']).executeTakeFirstOrThrow());
    expect((await bed.owner('GET', `/product/${theirs.id}`)).statusCode).toBe(404);
    expect((await bed.owner('PUT', `/product/${theirs.id}`, body({ Name: 'Mine' }))).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/product/${theirs.id}`)).statusCode).toBe(404);
    expect((await bed.owner('POST', '/product', body({ Name: 'Mine', Outlets: [{ OutletId: bed.other.outletId, IsAvailable: false }] }))).statusCode).toBe(404);
    expect((await products()).some((product) => product.Id === theirs.id)).toBe(false);
    expect((await bed.asCashier('GET', '/product')).statusCode).toBe(403);
    const theirImage = await bed.db.insertInto('images').values({ owner_id: bed.other.ownerId, file_name: `${'b'.repeat(32)}.png`, content_type: 'image/png', byte_size: 1, created_at: new Date().toISOString() }).returning('file_name').executeTakeFirstOrThrow();
    const withTheirImage = await bed.owner('POST', '/product', body({ Name: 'Mine', ImageFileName: theirImage.file_name }));
    expect(withTheirImage.statusCode).toBe(400);
    expect(withTheirImage.json().data[0].field).toBe('ImageFileName');
    expect((await bed.db.selectFrom('products').select('name').where('id', '=', theirs.id).executeTakeFirstOrThrow()).name).toBe(theirs.name);
  });

  it('edits per-outlet price, level prices, stock and availability; name and picture follow on every outlet', async () => {
    const tart = (await products()).find((product) => product.Name === 'Lemon Tart')!;
    const answer = await bed.owner('PUT', `/product/${tart.Id}`, {
      ...body({ Name: 'Lemon Tart Big', ImageFileName: null, LevelPrices: { LEVEL1: 26_000, LEVEL2: 28_000 } }),
      Outlets: [sold(bed.outlet, { SellPrice: 24_000, Quantity: 5, IsSoldOut: false }), sold(otherOutlet)],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const edited = answer.json().data as AdminProduct;
    expect(edited).toMatchObject({ Name: 'Lemon Tart Big', ImageFileName: null, LevelPrices: { LEVEL1: 26_000, LEVEL2: 28_000 } });
    expect(atOutlet(edited, bed.outlet)).toMatchObject({ IsAvailable: true, SellPrice: 24_000, LevelPrices: { LEVEL1: 26_000, LEVEL2: 28_000 }, Quantity: 5 });
    expect(atOutlet(edited, otherOutlet)).toMatchObject({ IsAvailable: true, SellPrice: 25_000, ProductCategoryId: otherCategoryId });
    const rows = await bed.db.selectFrom('outlet_products').select(['name', 'image_file_name']).where('product_id', '=', tart.Id).execute();
    expect(rows).toEqual([
      { name: 'Lemon Tart Big', image_file_name: null },
      { name: 'Lemon Tart Big', image_file_name: null },
    ]);
    // Taken off an outlet where nothing names it: the row goes.
    const off = await bed.owner('PUT', `/product/${tart.Id}`, { ...body({ Name: 'Lemon Tart Big' }), Outlets: [{ OutletId: otherOutlet, IsAvailable: false }] });
    expect(atOutlet(off.json().data as AdminProduct, otherOutlet)).toMatchObject({ IsAvailable: false, OutletProductId: null });
    expect(atOutlet(off.json().data as AdminProduct, bed.outlet)).toMatchObject({ IsAvailable: true, SellPrice: 24_000 });
  });

  it('an order keeps the price it was taken at; a new line takes the new price', async () => {
    const created = (await bed.owner('POST', '/product', body({ Name: 'Bagel', ImageFileName: null, LevelPrices: null, SellPrice: 20_000 }))).json().data as AdminProduct;
    const outletProductId = atOutlet(created, bed.outlet).OutletProductId!;
    const takeAway = { OutletOrderTypeId: bed.menu.orderType('Take Away'), pax: 1 };
    const order = await bed.createOrder({ ...takeAway, OrderProducts: [{ OutletProductId: outletProductId, Quantity: 1 }] });
    expect((await bed.owner('PUT', `/product/${created.Id}`, body({ Name: 'Bagel', ImageFileName: null, LevelPrices: null, SellPrice: 30_000 }))).statusCode).toBe(200);
    const readBack = await bed.readOrder(order.Id);
    expect(readBack.Total).toBe(order.Total);
    expect(readBack.OrderProducts[0]!.SellPrice).toBe(20_000);
    const next = await bed.createOrder({ ...takeAway, OrderProducts: [{ OutletProductId: outletProductId, Quantity: 1 }] });
    expect(next.OrderProducts[0]!.SellPrice).toBe(30_000);
    expect(next.Total - order.Total).toBeGreaterThanOrEqual(10_000);
  });

  it('archives on delete when history names an outlet row; deletes otherwise; the name is free again', async () => {
    const bagel = (await products()).find((product) => product.Name === 'Bagel')!;
    const removed = await bed.owner('DELETE', `/product/${bagel.Id}`);
    expect(removed.json().data).toEqual({ Id: bagel.Id, Archived: true });
    expect((await products()).some((product) => product.Id === bagel.Id)).toBe(false);
    expect((await bed.owner('GET', `/product/${bagel.Id}`)).json().data).toMatchObject({ IsArchived: true, Outlets: expect.arrayContaining([expect.objectContaining({ OutletId: bed.outlet, IsAvailable: false })]) });
    const row = await bed.db.selectFrom('outlet_products').select('is_active').where('product_id', '=', bagel.Id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
    expect((await tillMenu()).some((product) => product.Name === 'Bagel')).toBe(false);
    expect((await bed.owner('POST', '/product', body({ Name: 'bagel', ImageFileName: null }))).statusCode).toBe(201);

    const unsold = (await bed.owner('POST', '/product', body({ Name: 'Muffin', ImageFileName: null }))).json().data as AdminProduct;
    expect((await bed.owner('DELETE', `/product/${unsold.Id}`)).json().data).toEqual({ Id: unsold.Id, Archived: false });
    expect(await bed.db.selectFrom('products').select('id').where('id', '=', unsold.Id).executeTakeFirst()).toBeUndefined();
  });

  it('tells the tills of every outlet it touched that products changed, and no other outlet', async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<CatalogChangedEvent>(till, ServerEvent.CATALOG_CHANGED);
    const created = await bed.owner('POST', '/product', body({ Name: 'Danish', ImageFileName: null }));
    expect(created.statusCode).toBe(201);
    expect((await heard).Parts).toEqual([CatalogPart.PRODUCTS]);
    // Sold nowhere: nobody hears.
    const silent = staysSilent(till, ServerEvent.CATALOG_CHANGED);
    expect((await bed.owner('POST', '/product', body({ Name: 'Scone', ImageFileName: null, Outlets: [] }))).statusCode).toBe(201);
    expect(await silent).toBe(true);
  });
});
