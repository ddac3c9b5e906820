import { OutletType } from '@kasir/domain';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { bearer, signIn, startTestServer } from '../../test-support/test-server.ts';

/** Tables the import writes or reads; the bad-file test counts their rows before and after. */
export const MENU_TABLES = ['departments', 'product_categories', 'products', 'outlet_products', 'outlet_product_sub_products', 'sub_products'] as const;

/** The demo owner's server with Kopi Senja's menu, another owner, and the owner's CSV calls. */
export async function openMenuImportTestbed() {
  const server = await startTestServer();
  const { ownerToken, cashierToken } = await signIn(server);
  const other = await addSecondOwner(server);
  const db = server.database.db;
  const outlet = server.ids.outletIds.kopiSenja;
  const call = (method: 'GET' | 'POST', url: string, options: { csv?: string; json?: object; contentType?: string } = {}) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(ownerToken), ...(options.csv !== undefined ? { 'content-type': options.contentType ?? 'text/csv' } : {}) },
      ...(options.csv !== undefined ? { payload: options.csv } : options.json ? { payload: options.json } : {}),
    });
  const exportCsv = async (outletId = outlet) => {
    const answer = await call('GET', `/outlet/${outletId}/menu.csv`);
    if (answer.statusCode !== 200) throw new Error(answer.body);
    return answer.body;
  };
  const preview = (csv: string, outletId = outlet) => call('POST', `/outlet/${outletId}/menuImport/preview`, { csv });
  const importCsv = (csv: string, outletId = outlet) => call('POST', `/outlet/${outletId}/menuImport`, { csv });

  /** The outlet's catalog with names for ids, sorted: what a round trip must keep identical. */
  const dump = async (outletId = outlet) => {
    const rows = await db
      .selectFrom('outlet_products as op')
      .innerJoin('product_categories as c', 'c.id', 'op.product_category_id')
      .leftJoin('departments as d', 'd.id', 'c.department_id')
      .leftJoin('products as p', 'p.id', 'op.product_id')
      .select(['op.id', 'op.name', 'c.name as category', 'd.name as department', 'op.sell_price', 'op.level_prices', 'op.stock_quantity', 'op.is_sold_out', 'p.name as productName', 'p.description'])
      .where('op.outlet_id', '=', outletId)
      .execute();
    const links = await db
      .selectFrom('outlet_product_sub_products as l')
      .innerJoin('sub_products as s', 's.id', 'l.sub_product_id')
      .select(['l.outlet_product_id', 's.name'])
      .where('s.outlet_id', '=', outletId)
      .execute();
    const categories = await db.selectFrom('product_categories as c').leftJoin('departments as d', 'd.id', 'c.department_id').select(['c.name', 'd.name as department']).where('c.outlet_id', '=', outletId).where('c.archived_at', 'is', null).execute();
    return {
      categories: categories.map((c) => `${c.name} / ${c.department ?? '-'}`).sort(),
      products: rows
        .map((row) => ({
          name: row.name,
          productName: row.productName,
          category: row.category,
          department: row.department,
          sellPrice: Number(row.sell_price),
          levelPrices: row.level_prices === null ? {} : (JSON.parse(row.level_prices) as Record<string, number>),
          stock: row.stock_quantity === null ? null : Number(row.stock_quantity),
          soldOut: Number(row.is_sold_out),
          description: row.description,
          addOns: links.filter((link) => link.outlet_product_id === row.id).map((link) => link.name).sort(),
        }))
        .sort((left, right) => left.name.localeCompare(right.name)),
    };
  };
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of MENU_TABLES) {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      result[table] = Number(row.count);
    }
    return result;
  };
  /** A new, empty outlet of the demo owner, with the add-ons of the named outlet copied by name. */
  const freshOutlet = async (copyAddOnsFrom = outlet) => {
    const outletRow = await db
      .insertInto('outlets')
      .values({ owner_id: server.ids.ownerId, name: `Kopi Senja Baru ${Date.now()}`, address: '', telephone: '', time_zone: 7, type: OutletType.RESTAURANT, currency_code: 'Rp', is_printer_v2: 0, is_suspend: 0, exclude_charge_no_sales: 0, price_level: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const addOns = await db.selectFrom('sub_products').select(['name', 'price', 'quantity']).where('outlet_id', '=', copyAddOnsFrom).where('archived_at', 'is', null).execute();
    const at = new Date().toISOString();
    for (const addOn of addOns) {
      await db.insertInto('sub_products').values({ outlet_id: outletRow.id, name: addOn.name, price: addOn.price, quantity: addOn.quantity, is_sold_out: 0, updated_at: at }).execute();
    }
    return outletRow.id;
  };
  return { server, db, outlet, other, ownerToken, cashierToken, call, exportCsv, preview, importCsv, dump, counts, freshOutlet };
}

export type MenuImportTestbed = Awaited<ReturnType<typeof openMenuImportTestbed>>;
