import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadProductsForOrder, returnStock, takeStock } from './stock.repository.ts';

/**
 * stock.repository as the orders module uses it, inside its own transactions: stock never goes
 * below zero, not even when two terminals take the last portions at the same moment.
 */
let server: TestServer;
let outlet: number;
let sopBuntut: number;
let kentang: number;
let oatMilk: number;
let extraShot: number;
let croissant: number;

const db = () => server.database.db;
const idOf = async (table: 'outlet_products' | 'sub_products', name: string) =>
  (await db().selectFrom(table).select('id').where('outlet_id', '=', outlet).where('name', '=', name).executeTakeFirstOrThrow()).id;
const productStock = async (id: number) => {
  const row = await db().selectFrom('outlet_products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow();
  return row.stock_quantity === null ? null : Number(row.stock_quantity);
};
const subStock = async (id: number) => Number((await db().selectFrom('sub_products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity);

beforeAll(async () => {
  server = await startTestServer();
  outlet = server.ids.outletIds.kopiSenja;
  [sopBuntut, kentang, croissant, oatMilk, extraShot] = await Promise.all([
    idOf('outlet_products', 'Sop Buntut'),
    idOf('outlet_products', 'Kentang Goreng'),
    idOf('outlet_products', 'Croissant'),
    idOf('sub_products', 'Oat Milk'),
    idOf('sub_products', 'Extra Shot'),
  ]);
});
afterAll(async () => {
  await server.stop();
});
beforeEach(async () => {
  await db().updateTable('outlet_products').set({ stock_quantity: 5 }).where('id', '=', sopBuntut).execute();
  await db().updateTable('sub_products').set({ quantity: 2 }).where('id', '=', oatMilk).execute();
});

describe('takeStock and returnStock', () => {
  it('takes tracked stock, leaves untracked and unlimited stock alone, and reports the changes', async () => {
    const changes = await db().transaction().execute((trx) =>
      takeStock(trx, outlet, [{ outletProductId: sopBuntut, quantity: 2 }, { outletProductId: kentang, quantity: 7 }], [{ subProductId: oatMilk, quantity: 1 }, { subProductId: extraShot, quantity: 9 }]),
    );
    expect(changes.OutletProducts).toEqual(expect.arrayContaining([{ Id: sopBuntut, Quantity: 3, IsSoldOut: false }, { Id: kentang, Quantity: null, IsSoldOut: false }]));
    expect(changes.SubProducts).toEqual(expect.arrayContaining([{ Id: oatMilk, Quantity: 1, IsSoldOut: false }, { Id: extraShot, Quantity: -1, IsSoldOut: false }]));
    expect([await productStock(sopBuntut), await productStock(kentang), await subStock(oatMilk), await subStock(extraShot)]).toEqual([3, null, 1, -1]);

    await db().transaction().execute((trx) => returnStock(trx, outlet, [{ outletProductId: sopBuntut, quantity: 2 }, { outletProductId: kentang, quantity: 7 }], [{ subProductId: oatMilk, quantity: 1 }, { subProductId: extraShot, quantity: 9 }]));
    expect([await productStock(sopBuntut), await productStock(kentang), await subStock(oatMilk), await subStock(extraShot)]).toEqual([5, null, 2, -1]);
  });

  it('checks two lines of one product together and rolls back everything on a shortage', async () => {
    const attempt = db().transaction().execute((trx) =>
      takeStock(trx, outlet, [{ outletProductId: sopBuntut, quantity: 3 }, { outletProductId: sopBuntut, quantity: 3 }], [{ subProductId: oatMilk, quantity: 1 }]),
    );
    await expect(attempt).rejects.toMatchObject({ kind: 'VALIDATION_ERROR', message: 'Not enough stock of Sop Buntut: 5 left' });
    expect([await productStock(sopBuntut), await subStock(oatMilk)]).toEqual([5, 2]);

    const addOn = db().transaction().execute((trx) => takeStock(trx, outlet, [{ outletProductId: sopBuntut, quantity: 1 }], [{ subProductId: oatMilk, quantity: 3 }]));
    await expect(addOn).rejects.toMatchObject({ kind: 'VALIDATION_ERROR', message: 'Not enough stock of Oat Milk: 2 left' });
    expect([await productStock(sopBuntut), await subStock(oatMilk)]).toEqual([5, 2]);
  });

  it('refuses a sold-out product, another outlet’s product and bad quantities', async () => {
    await expect(takeStock(db(), outlet, [{ outletProductId: croissant, quantity: 1 }])).rejects.toMatchObject({ kind: 'VALIDATION_ERROR', message: 'Croissant is sold out' });
    await expect(takeStock(db(), server.ids.outletIds.grillChill, [{ outletProductId: sopBuntut, quantity: 1 }])).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    for (const quantity of [-1, 1.5]) {
      await expect(takeStock(db(), outlet, [{ outletProductId: sopBuntut, quantity }])).rejects.toMatchObject({ kind: 'VALIDATION_ERROR', fields: [{ field: 'Quantity' }] });
    }
    expect(await productStock(sopBuntut)).toBe(5);
  });

  it('never goes below zero when two transactions take the last portions at once', async () => {
    // On PostgreSQL both transactions are open at the same time (a barrier holds them until both
    // have started); SQLite runs one writer at a time, so there the second simply waits.
    const isConcurrent = server.database.dialect === 'postgres';
    let arrived = 0;
    let release: () => void = () => {};
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const take = () =>
      db().transaction().execute(async (trx) => {
        if (isConcurrent) {
          arrived += 1;
          if (arrived === 2) release();
          await barrier;
        }
        const changes = await takeStock(trx, outlet, [{ outletProductId: sopBuntut, quantity: 3 }]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return changes;
      });
    const results = await Promise.allSettled([take(), take()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(await productStock(sopBuntut)).toBe(2);
  });

  it('lets exactly the stock through when eight terminals each take one of five', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => db().transaction().execute((trx) => takeStock(trx, outlet, [{ outletProductId: sopBuntut, quantity: 1 }]))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await productStock(sopBuntut)).toBe(0);
  });
});

describe('loadProductsForOrder', () => {
  it('loads the outlet’s products in the order asked, with their add-ons', async () => {
    const esKopi = await idOf('outlet_products', 'Es Kopi Susu');
    const products = await loadProductsForOrder(db(), outlet, [sopBuntut, esKopi, sopBuntut]);
    expect(products.map((product) => product.name)).toEqual(['Sop Buntut', 'Es Kopi Susu', 'Sop Buntut']);
    expect(products[1]).toMatchObject({ sell_price: 2_200_000, stock_quantity: null, is_sold_out: 0 });
    expect(products[1]!.sub_product_ids.sort()).toEqual([extraShot, oatMilk].sort());
  });

  it('answers 404 for another outlet’s or an unknown product', async () => {
    await expect(loadProductsForOrder(db(), server.ids.outletIds.grillChill, [sopBuntut])).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(loadProductsForOrder(db(), outlet, [999_999])).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});
