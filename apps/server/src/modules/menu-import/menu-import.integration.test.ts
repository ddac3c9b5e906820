import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type MenuImportPreview, type MenuImportResult } from '@kasir/contracts';
import { MENU_CSV_MAX_BYTES, readMenuCsv, writeMenuCsv, type MenuCsvProduct } from '@kasir/domain';
import { bearer } from '../../test-support/test-server.ts';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { openMenuImportTestbed, type MenuImportTestbed } from './menu-import-test-kit.ts';

let bed: MenuImportTestbed;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openMenuImportTestbed();
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const productsOf = (csv: string): MenuCsvProduct[] => {
  const read = readMenuCsv(csv);
  expect(read.problems).toEqual([]);
  return read.rows.map((row) => row.Product);
};
const previewOf = async (csv: string, outletId = bed.outlet): Promise<MenuImportPreview> => {
  const answer = await bed.preview(csv, outletId);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as MenuImportPreview;
};
const imported = async (csv: string, outletId = bed.outlet): Promise<MenuImportResult> => {
  const answer = await bed.importCsv(csv, outletId);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as MenuImportResult;
};

describe('menu CSV export and import', () => {
  it("exports every product of the outlet as an attachment, for the owner of the outlet only", async () => {
    const answer = await bed.call('GET', `/outlet/${bed.outlet}/menu.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="menu-kopi-senja.*\.csv"$/);
    expect(answer.body.startsWith('\uFEFFName,Category,Department,SellPrice,')).toBe(true);
    const products = productsOf(answer.body);
    const stored = await bed.db.selectFrom('outlet_products').select('name').where('outlet_id', '=', bed.outlet).execute();
    expect(products.map((product) => product.Name).sort()).toEqual(stored.map((row) => row.name).sort());
    expect(products.some((product) => product.AddOns.length > 0)).toBe(true);
    const cashier = await bed.server.app.inject({ method: 'GET', url: `/api/outlet/${bed.outlet}/menu.csv`, headers: { ...bearer(bed.cashierToken), outletid: String(bed.outlet) } });
    expect(cashier.statusCode).toBe(403);
    expect((await bed.call('GET', `/outlet/${bed.other.outletId}/menu.csv`)).statusCode).toBe(404);
    expect((await bed.preview('Name,Category,SellPrice\nX,Y,1\n', bed.other.outletId)).statusCode).toBe(404);
    expect((await bed.importCsv('Name,Category,SellPrice\nX,Y,1\n', bed.other.outletId)).statusCode).toBe(404);
  });

  it('re-importing the exported file changes nothing: every row unchanged, no writes', async () => {
    const csv = await bed.exportCsv();
    const before = { dump: await bed.dump(), counts: await bed.counts() };
    const preview = await previewOf(csv);
    expect(preview.Problems).toEqual([]);
    expect(preview.Rows.every((row) => row.Action === 'unchanged')).toBe(true);
    expect({ Create: preview.Create, Update: preview.Update }).toEqual({ Create: 0, Update: 0 });
    const result = await imported(csv);
    expect(result).toEqual({ Created: 0, Updated: 0, Unchanged: preview.Rows.length, DepartmentsCreated: 0, CategoriesCreated: 0, CategoriesMoved: 0 });
    expect({ dump: await bed.dump(), counts: await bed.counts() }).toEqual(before);
    const updatedAt = await bed.db.selectFrom('outlet_products').select('updated_at').where('outlet_id', '=', bed.outlet).execute();
    await imported(csv);
    expect(await bed.db.selectFrom('outlet_products').select('updated_at').where('outlet_id', '=', bed.outlet).execute()).toEqual(updatedAt);
  });

  it('round trip: the export imported into a new outlet of the owner gives the identical catalog', async () => {
    const csv = await bed.exportCsv();
    const fresh = await bed.freshOutlet();
    const productsBefore = await bed.counts();
    const preview = await previewOf(csv, fresh);
    expect(preview.Problems).toEqual([]);
    expect(preview.Create).toBe(preview.Rows.length);
    const result = await imported(csv, fresh);
    expect(result.Created).toBe(preview.Rows.length);
    expect(await bed.dump(fresh)).toEqual(await bed.dump());
    // The owner's products are shared by name, not copied.
    expect((await bed.counts()).products).toBe(productsBefore.products);
    expect(productsOf(await bed.exportCsv(fresh))).toEqual(productsOf(csv));
  });

  it('round trip: an edited file changes the catalog, the original file restores it exactly, and tills hear of it', async () => {
    const original = await bed.exportCsv();
    const before = await bed.dump();
    const products = productsOf(original);
    const [first, second] = products;
    if (!first || !second) throw new Error('the demo outlet has products');
    const edited = writeMenuCsv([
      { ...first, SellPrice: (first.SellPrice + 50) as MenuCsvProduct['SellPrice'], LevelPrices: { ...first.LevelPrices, LEVEL3: 1_234_550 as MenuCsvProduct['SellPrice'] }, Stock: 7, SoldOut: true, Description: 'Edited, "quoted"\nline two' },
      { ...second, Category: 'Imported Specials', Department: 'Imported Bar', AddOns: [] },
      ...products.slice(2),
    ]);
    const preview = await previewOf(edited);
    expect(preview.Rows.filter((row) => row.Action === 'update').map((row) => row.Name)).toEqual([first.Name, second.Name]);
    expect(preview.NewCategories).toEqual(['Imported Specials']);
    expect(preview.NewDepartments).toEqual(['Imported Bar']);
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<{ Parts: string[] }>(till, ServerEvent.CATALOG_CHANGED);
    expect(await imported(edited)).toMatchObject({ Created: 0, Updated: 2, DepartmentsCreated: 1, CategoriesCreated: 1 });
    expect((await heard).Parts).toEqual(expect.arrayContaining(['products', 'categories', 'departments']));
    const afterEdit = productsOf(await bed.exportCsv());
    expect(afterEdit.find((product) => product.Name === first.Name)).toMatchObject({ SellPrice: first.SellPrice + 50, Stock: 7, SoldOut: true, Description: 'Edited, "quoted"\nline two' });
    expect(afterEdit.find((product) => product.Name === second.Name)).toMatchObject({ Category: 'Imported Specials', Department: 'Imported Bar', AddOns: [] });

    expect(await imported(original)).toMatchObject({ Created: 0, Updated: 2 });
    const restored = await bed.dump();
    expect(restored.products).toEqual(before.products);
  });

  it('a new product row creates the product, its category and department, and links add-ons by name (JSON body too)', async () => {
    const addOn = await bed.db.selectFrom('sub_products').select('name').where('outlet_id', '=', bed.outlet).where('archived_at', 'is', null).executeTakeFirstOrThrow();
    const csv = `Name,Category,Department,SellPrice,LEVEL2,Stock,SoldOut,AddOns,Description\nKue Lapis,Jajanan,Dapur Kue,8500.50,9000,12,no,${addOn.name.toUpperCase()},Manis\n`;
    const preview = await bed.call('POST', `/outlet/${bed.outlet}/menuImport/preview`, { json: { Csv: csv } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json().data as MenuImportPreview).Rows).toEqual([{ Row: 2, Name: 'Kue Lapis', Category: 'Jajanan', SellPrice: 8500.5, Action: 'create' }]);
    const answer = await bed.call('POST', `/outlet/${bed.outlet}/menuImport`, { json: { Csv: csv } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Created: 1, CategoriesCreated: 1, DepartmentsCreated: 1 });
    const product = (await bed.dump()).products.find((row) => row.name === 'Kue Lapis');
    expect(product).toEqual({ name: 'Kue Lapis', productName: 'Kue Lapis', category: 'Jajanan', department: 'Dapur Kue', sellPrice: 850_050, levelPrices: { LEVEL2: 900_000 }, stock: 12, soldOut: 0, description: 'Manis', addOns: [addOn.name] });
    expect((await previewOf(csv)).Rows[0]?.Action).toBe('unchanged');
  });

  it('a bad file names every bad row and cell, in the preview and the refused import, and writes nothing', async () => {
    const before = { dump: await bed.dump(), counts: await bed.counts() };
    const csv = [
      'Name,Category,Department,SellPrice,LEVEL1,Stock,SoldOut,AddOns,Description',
      'Good New Row,Snacks,Kitchen,10000,,,false,,',
      ',Snacks,Kitchen,12.500,,,,,',
      'Bad Price,Snacks,Kitchen,Rp 5000,1.234,-3,maybe,Ghost Topping,',
      'Ghost,Snacks,Kitchen,5000,,,,No Such Add-on,',
      'good new row,Snacks,Kitchen,1,,,,,',
    ].join('\r\n');
    const expected = [
      [3, 'Name', 'MENU_CSV_CELL_REQUIRED'],
      [3, 'SellPrice', 'MENU_CSV_PRICE_INVALID'],
      [4, 'SellPrice', 'MENU_CSV_PRICE_INVALID'],
      [4, 'LEVEL1', 'MENU_CSV_PRICE_INVALID'],
      [4, 'Stock', 'MENU_CSV_STOCK_INVALID'],
      [4, 'SoldOut', 'MENU_CSV_SOLD_OUT_INVALID'],
      [4, 'AddOns', 'MENU_CSV_ADD_ON_UNKNOWN'],
      [5, 'AddOns', 'MENU_CSV_ADD_ON_UNKNOWN'],
      [6, 'Name', 'MENU_CSV_NAME_TWICE'],
    ];
    const preview = await previewOf(csv);
    expect(preview.Problems.map((problem) => [problem.Row, problem.Column, problem.Code])).toEqual(expected);
    expect(preview.Problems.find((problem) => problem.Code === 'MENU_CSV_ADD_ON_UNKNOWN' && problem.Row === 5)?.Message).toBe('Add-on No Such Add-on does not exist at this outlet');
    const refused = await bed.importCsv(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'The file has 9 error(s): nothing was imported', data: expect.arrayContaining([{ field: 'Row 5 AddOns', error: 'Add-on No Such Add-on does not exist at this outlet' }]) });
    expect((refused.json().data as Array<{ field: string }>).map((field) => field.field)).toEqual(expected.map(([row, column]) => `Row ${row} ${column}`));
    expect({ dump: await bed.dump(), counts: await bed.counts() }).toEqual(before);

    const header = await previewOf('Name,Price\nx,1\n');
    expect(header.Problems.map((problem) => [problem.Row, problem.Column, problem.Code])).toEqual([
      [1, 'Price', 'MENU_CSV_COLUMN_UNKNOWN'],
      [1, 'Category', 'MENU_CSV_COLUMN_MISSING'],
      [1, 'SellPrice', 'MENU_CSV_COLUMN_MISSING'],
    ]);
    expect((await bed.importCsv('Name,Price\nx,1\n')).statusCode).toBe(400);
    expect({ dump: await bed.dump(), counts: await bed.counts() }).toEqual(before);
  });

  it(`refuses a file over ${MENU_CSV_MAX_BYTES} bytes with a 413 naming the limit`, async () => {
    const before = await bed.counts();
    const row = 'Padding Product,Snacks,,1000\n';
    const csv = `Name,Category,Department,SellPrice\n${row.repeat(Math.ceil(MENU_CSV_MAX_BYTES / row.length) + 1)}`;
    for (const answer of [await bed.preview(csv), await bed.importCsv(csv), await bed.call('POST', `/outlet/${bed.outlet}/menuImport`, { json: { Csv: csv } })]) {
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({ messageCode: 'MENU_CSV_TOO_LARGE' });
    }
    expect(await bed.counts()).toEqual(before);
    const missing = await bed.call('POST', `/outlet/${bed.outlet}/menuImport`, { json: { Text: 'x' } });
    expect(missing.statusCode).toBe(400);
  });

  it("another owner importing the same file gets products of their own; the demo owner's stay as they were", async () => {
    const csv = await bed.exportCsv();
    const before = await bed.dump();
    const login = await bed.server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'other@demo.pos', Password: 'other1234' } });
    const otherToken = login.json<{ data: { Token: string } }>().data.Token;
    const stripped = writeMenuCsv(productsOf(csv).map((product) => ({ ...product, AddOns: [] })));
    const answer = await bed.server.app.inject({ method: 'POST', url: `/api/outlet/${bed.other.outletId}/menuImport`, headers: { ...bearer(otherToken), 'content-type': 'text/plain' }, payload: stripped });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json().data as MenuImportResult).Created).toBe(productsOf(csv).length);
    const theirs = await bed.db.selectFrom('products').select('id').where('owner_id', '=', bed.other.ownerId).execute();
    expect(theirs).toHaveLength(productsOf(csv).length);
    expect(await bed.dump()).toEqual(before);
    expect((await bed.server.app.inject({ method: 'POST', url: `/api/outlet/${bed.outlet}/menuImport/preview`, headers: { ...bearer(otherToken), 'content-type': 'text/csv' }, payload: csv })).statusCode).toBe(404);
  });
});
