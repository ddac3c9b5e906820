import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPart, ServerEvent, type AdminBundle } from '@kasir/contracts';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { openAddOnAdminTestbed, type AddOnAdminTestbed } from './addon-admin-test-kit.ts';

let bed: AddOnAdminTestbed;
let food: number;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openAddOnAdminTestbed();
  food = await bed.category(bed.outlet, 'Food');
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const americano = () => bed.menu.product('Americano');
const croissant = () => bed.menu.product('Café Latte');
const body = (extra: object = {}) => ({
  OutletId: bed.outlet,
  Name: 'Paket Pagi',
  ProductCategoryId: food,
  Price: 40_000,
  IsSoldOut: false,
  IsActive: true,
  Components: [
    { OutletProductId: americano(), Quantity: 2 },
    { OutletProductId: croissant(), Quantity: 1 },
  ],
  ...extra,
});
const create = async (extra: object = {}, headers: Record<string, string> = {}) => {
  const answer = await bed.owner('POST', '/productBundle', body(extra), headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminBundle;
};
const tillBundle = async (id: number) => (await bed.tillMenu()).find((item) => item.IsBundle && item.OutletProductBundleId === id);

describe('back office bundles', () => {
  it("lists the outlet's bundles with their components, for the owner only", async () => {
    const list = await bed.bundles();
    expect(list.find((bundle) => bundle.Name === 'Paket Sarapan')).toMatchObject({ Price: 38_000, IsActive: true, IsArchived: false, Components: expect.arrayContaining([expect.objectContaining({ Name: 'Americano', Quantity: 1 })]) });
    expect((await bed.asCashier('GET', `/outlet/${bed.outlet}/bundles`)).statusCode).toBe(403);
    expect((await bed.owner('GET', `/outlet/${bed.other.outletId}/bundles`)).statusCode).toBe(404);
  });

  it('creates a bundle the till sells at once, once per Idempotency-Key', async () => {
    const first = await create({ Price: 40_000.5 }, bed.withKey('pagi-1'));
    expect(first).toMatchObject({ Name: 'Paket Pagi', Price: 40_000.5, ProductCategoryId: food, IsActive: true, Components: [{ OutletProductId: americano(), Quantity: 2, Name: 'Americano' }, { OutletProductId: croissant(), Quantity: 1, Name: 'Café Latte' }] });
    const retried = await create({ Price: 40_000.5 }, bed.withKey('pagi-1'));
    expect(retried.Id).toBe(first.Id);
    expect((await bed.bundles()).filter((bundle) => bundle.Name === 'Paket Pagi')).toHaveLength(1);
    const onMenu = await tillBundle(first.Id);
    expect(onMenu).toMatchObject({ Name: 'Paket Pagi', SellPrice: 40_000.5, ProductCategoryId: food });
    expect(onMenu!.ProductBundle!.OutletProductBundleDetails.map((detail) => [detail.OutletProductId, detail.Quantity])).toEqual([[americano(), 2], [croissant(), 1]]);
    const order = await bed.createOrder({ ...bed.takeAway(), OrderProductBundles: [{ OutletProductBundleId: first.Id, Quantity: 1 }] });
    expect(JSON.stringify(order)).toContain('Paket Pagi');
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await bed.bundles();
    const otherProduct = await bed.productOfOtherOutlet();
    const lamaCategory = await bed.db.insertInto('product_categories').values({ outlet_id: bed.lama, name: 'Lama Food', department_id: null, position: 0 }).returning('id').executeTakeFirstOrThrow();
    const cases: Array<[object, string]> = [
      [body({ Name: 'Baru', Components: [] }), 'Components'],
      [body({ Name: 'Baru', Components: [{ OutletProductId: americano(), Quantity: 0 }] }), 'Components'],
      [body({ Name: 'Baru', Components: [{ OutletProductId: americano(), Quantity: 1 }, { OutletProductId: americano(), Quantity: 2 }] }), 'Components'],
      [body({ Name: 'Baru', Components: [{ OutletProductId: 999_999, Quantity: 1 }] }), 'Components'],
      [body({ Name: 'Baru', Components: [{ OutletProductId: otherProduct, Quantity: 1 }] }), 'Components'],
      [body({ Name: 'Baru', ProductCategoryId: lamaCategory.id }), 'ProductCategoryId'],
      [body({ Name: 'Baru', ProductCategoryId: 999_999 }), 'ProductCategoryId'],
      [body({ Name: 'paket sarapan' }), 'Name'],
      [body({ Name: ' ' }), 'Name'],
      [body({ Name: 'Baru', Price: -1 }), 'Price'],
      [body({ Name: 'Baru', Price: 'abc' }), 'Price'],
    ];
    for (const [payload, field] of cases) {
      const answer = await bed.owner('POST', '/productBundle', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bed.fieldsOf(answer), answer.body).toContain(field);
    }
    expect(await bed.bundles()).toEqual(before);
  });

  it("another owner's outlet or bundle is a 404; a cashier token is a 403", async () => {
    const theirCategory = await bed.db.insertInto('product_categories').values({ outlet_id: bed.other.outletId, name: 'Theirs', department_id: null, position: 0 }).returning('id').executeTakeFirstOrThrow();
    const foreign = await bed.db.insertInto('outlet_product_bundles').values({ outlet_id: bed.other.outletId, product_category_id: theirCategory.id, name: 'Their Paket', price: 100, is_sold_out: 0, is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    expect((await bed.owner('POST', '/productBundle', body({ OutletId: bed.other.outletId, Name: 'Mine', ProductCategoryId: theirCategory.id }))).statusCode).toBe(404);
    expect((await bed.owner('PUT', `/productBundle/${foreign.id}`, body({ OutletId: bed.other.outletId, Name: 'Mine' }))).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/productBundle/${foreign.id}`)).statusCode).toBe(404);
    expect((await bed.asCashier('POST', '/productBundle', body({ Name: 'Sneaky' }))).statusCode).toBe(403);
    expect((await bed.db.selectFrom('outlet_product_bundles').select('name').where('id', '=', foreign.id).executeTakeFirstOrThrow()).name).toBe('Their Paket');
  });

  it('edits components and price; an inactive bundle leaves the menu', async () => {
    const pagi = (await bed.bundles()).find((bundle) => bundle.Name === 'Paket Pagi')!;
    const answer = await bed.owner('PUT', `/productBundle/${pagi.Id}`, body({ Price: 35_000, Components: [{ OutletProductId: croissant(), Quantity: 3 }] }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Price: 35_000, Components: [{ OutletProductId: croissant(), Quantity: 3 }] });
    expect((await tillBundle(pagi.Id))!.ProductBundle!.OutletProductBundleDetails.map((detail) => detail.Quantity)).toEqual([3]);
    expect((await bed.owner('PUT', `/productBundle/${pagi.Id}`, body({ IsActive: false, Components: [{ OutletProductId: croissant(), Quantity: 3 }] }))).statusCode).toBe(200);
    expect(await tillBundle(pagi.Id)).toBeUndefined();
    expect((await bed.owner('PUT', `/productBundle/${pagi.Id}`, body({ Name: 'Paket Sarapan' }))).statusCode).toBe(400);
  });

  it('deletes a bundle nothing names; archives an ordered one, which leaves the till and keeps the order', async () => {
    const unused = await create({ Name: 'Paket Kosong' });
    expect((await bed.owner('DELETE', `/productBundle/${unused.Id}`)).json().data).toEqual({ Id: unused.Id, Archived: false });
    expect((await bed.bundles()).some((bundle) => bundle.Id === unused.Id)).toBe(false);

    const sarapan = (await create({ Name: 'Paket Arsip' })).Id;
    const order = await bed.createOrder({ ...bed.takeAway(), OrderProductBundles: [{ OutletProductBundleId: sarapan, Quantity: 1 }] });
    const archived = await bed.owner('DELETE', `/productBundle/${sarapan}`);
    expect(archived.json().data).toEqual({ Id: sarapan, Archived: true });
    expect((await bed.bundles()).find((bundle) => bundle.Id === sarapan)).toMatchObject({ IsArchived: true, IsActive: false });
    expect(await tillBundle(sarapan)).toBeUndefined();
    expect((await bed.owner('PUT', `/productBundle/${sarapan}`, body({ Name: 'Arsip 2' }))).statusCode).toBe(409);
    const refused = await bed.asCashier('POST', '/order', { ...bed.takeAway(), OrderProductBundles: [{ OutletProductBundleId: sarapan, Quantity: 1 }] });
    expect(refused.statusCode).toBe(404);
    expect(JSON.stringify(await bed.readOrder(order.Id))).toContain('Paket Arsip');
    // A live bundle may take the archived one's name.
    await create({ Name: 'Paket Arsip' });
  });

  it("tells the outlet's terminals after commit", async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<{ Parts: string[] }>(till, ServerEvent.CATALOG_CHANGED);
    await create({ Name: 'Paket Siang' });
    expect((await heard).Parts).toEqual(expect.arrayContaining([CatalogPart.BUNDLES, CatalogPart.PRODUCTS]));
  });
});
