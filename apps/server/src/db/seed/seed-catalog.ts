import type { Kysely, Transaction } from 'kysely';
import { ChargeType, PromoDiscountType, moneyFromRupiah, serializeLevelPrices, toHundredths } from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';
import type { MenuSeed } from './catalog-types.ts';
import { KOPI_SENJA_MENU } from './catalog-kopi-senja.ts';
import { GRILL_CHILL_MENU } from './catalog-grill-chill.ts';
import { linkOutletProducts } from './link-products.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well under the bound-parameter limits of SQLite and PostgreSQL. */
const BATCH_ROWS = 400;
const PROMO_STARTED_DAYS_AGO = 30;
const PROMO_RUNS_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Percent → hundredths of a percent (5 → 500), the stored unit of percentages. */
const HUNDREDTHS_PER_PERCENT = 100;

const hundredths = (rupiah: number) => toHundredths(moneyFromRupiah(rupiah));

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await insert(rows.slice(start, start + BATCH_ROWS));
}

/** name → id of inserted rows (RETURNING order is not guaranteed; names are unique per outlet). */
function idsByName(rows: Array<{ id: number; name: string }>): Map<string, number> {
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Inserts the rows (none: no statement, an empty VALUES is not SQL) and returns name → id. */
async function insertNamed<T>(rows: readonly T[], insert: (rows: T[]) => Promise<Array<{ id: number; name: string }>>): Promise<Map<string, number>> {
  return rows.length === 0 ? new Map() : idsByName(await insert([...rows]));
}

function need(map: Map<string, number>, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Seed: unknown ${what} ${name}`);
  return id;
}

/** One outlet's menu as a few batched INSERTs, inside the caller's transaction. */
export async function insertMenu(trx: Executor, outletId: number, menu: MenuSeed, now: Date): Promise<void> {
  const at = now.toISOString();
  const departments = idsByName(
    await trx.insertInto('departments').values(menu.departments.map((name) => ({ outlet_id: outletId, name }))).returning(['id', 'name']).execute(),
  );
  const categories = idsByName(
    await trx
      .insertInto('product_categories')
      .values(menu.categories.map((category, position) => ({ outlet_id: outletId, name: category.name, department_id: need(departments, category.department, 'department'), position })))
      .returning(['id', 'name'])
      .execute(),
  );

  const productRows = menu.categories.flatMap((category) =>
    category.products.map((product, position) => ({
      outlet_id: outletId,
      product_category_id: need(categories, category.name, 'category'),
      name: product.name,
      sell_price: hundredths(product.price),
      level_prices: product.levelPrices ? serializeLevelPrices(Object.fromEntries(Object.entries(product.levelPrices).map(([key, price]) => [key, moneyFromRupiah(price)]))) : null,
      stock_quantity: product.stock ?? null,
      is_sold_out: product.isSoldOut ? (1 as const) : (0 as const),
      image_file_name: product.imageFileName ?? null,
      position,
      is_active: 1 as const,
      updated_at: at,
    })),
  );
  const products = new Map<string, number>();
  await insertInBatches(productRows, async (batch) => {
    for (const row of await trx.insertInto('outlet_products').values(batch).returning(['id', 'name']).execute()) products.set(row.name, row.id);
  });
  await linkOutletProducts(trx, outletId, at);

  const addOns = menu.addOns.length === 0
    ? new Map<string, number>()
    : idsByName(
        await trx
          .insertInto('sub_products')
          .values(menu.addOns.map((addOn) => ({ outlet_id: outletId, name: addOn.name, price: hundredths(addOn.price), quantity: addOn.quantity, is_sold_out: addOn.isSoldOut ? (1 as const) : (0 as const), updated_at: at })))
          .returning(['id', 'name'])
          .execute(),
      );
  const links = menu.categories.flatMap((category) =>
    category.products.flatMap((product) =>
      (product.addOns ?? []).map((addOn) => ({ outlet_product_id: need(products, product.name, 'product'), sub_product_id: need(addOns, addOn, 'add-on') })),
    ),
  );
  await insertInBatches(links, (batch) => trx.insertInto('outlet_product_sub_products').values(batch).execute());

  if (menu.bundles.length > 0) {
    const bundles = idsByName(
      await trx
        .insertInto('outlet_product_bundles')
        .values(menu.bundles.map((bundle) => ({ outlet_id: outletId, product_category_id: need(categories, bundle.category, 'category'), name: bundle.name, price: hundredths(bundle.price), is_sold_out: 0 as const, is_active: 1 as const })))
        .returning(['id', 'name'])
        .execute(),
    );
    await trx
      .insertInto('outlet_product_bundle_details')
      .values(menu.bundles.flatMap((bundle) => bundle.items.map(([name, quantity]) => ({ bundle_id: need(bundles, bundle.name, 'bundle'), outlet_product_id: need(products, name, 'product'), quantity }))))
      .execute();
  }

  const chargeRows = menu.charges.map((charge) => ({
    outlet_id: outletId,
    name: charge.name,
    type: 'percent' in charge ? ChargeType.PERCENTAGE : ChargeType.NOMINAL,
    amount: 'percent' in charge ? Math.round(charge.percent * HUNDREDTHS_PER_PERCENT) : hundredths(charge.amount),
    deduct_from: charge.deductFrom,
    add_product_price: charge.addProductPrice ? (1 as const) : (0 as const),
    included_product_price: charge.includedProductPrice ? (1 as const) : (0 as const),
    is_active: 1 as const,
  }));
  const charges = await insertNamed(chargeRows, (rows) => trx.insertInto('outlet_charges').values(rows).returning(['id', 'name']).execute());
  const orderTypeRows = menu.orderTypes.map((type, position) => ({
    outlet_id: outletId,
    order_type_id: type.orderType,
    name: type.name,
    price_level: type.priceLevel,
    is_rounded: type.isRounded ? (1 as const) : (0 as const),
    position,
    is_active: 1 as const,
  }));
  const orderTypes = await insertNamed(orderTypeRows, (rows) => trx.insertInto('outlet_order_types').values(rows).returning(['id', 'name']).execute());
  const typeCharges = menu.orderTypes.flatMap((type) =>
    type.charges.map((name) => ({ outlet_order_type_id: need(orderTypes, type.name, 'order type'), outlet_charge_id: need(charges, name, 'charge') })),
  );
  if (typeCharges.length > 0) await trx.insertInto('outlet_order_type_charges').values(typeCharges).execute();

  await insertPromos(trx, outletId, menu, { categories, products }, now);
}

async function insertPromos(trx: Executor, outletId: number, menu: MenuSeed, ids: { categories: Map<string, number>; products: Map<string, number> }, now: Date): Promise<void> {
  if (menu.promos.length === 0) return;
  const promos = idsByName(
    await trx
      .insertInto('promos')
      .values(
        menu.promos.map((promo) => ({
          outlet_id: outletId,
          name: promo.name,
          promo_type: promo.promoType,
          discount_type: 'percent' in promo.discount ? PromoDiscountType.PERCENTAGE : PromoDiscountType.NOMINAL,
          discount_value: 'percent' in promo.discount ? Math.round(promo.discount.percent * HUNDREDTHS_PER_PERCENT) : hundredths(promo.discount.amount),
          max_discount_amount: promo.maxDiscountAmount === undefined ? null : hundredths(promo.maxDiscountAmount),
          base_on: promo.baseOn,
          deduct_from: promo.deductFrom,
          min_purchased_price: promo.minPurchasedPrice === undefined ? null : hundredths(promo.minPurchasedPrice),
          max_purchased_price: promo.maxPurchasedPrice === undefined ? null : hundredths(promo.maxPurchasedPrice),
          usage_limit: promo.usageLimit ?? 0,
          total_used: 0,
          starts_at: new Date(now.getTime() - PROMO_STARTED_DAYS_AGO * DAY_MS).toISOString(),
          ends_at: new Date(now.getTime() + PROMO_RUNS_DAYS * DAY_MS).toISOString(),
          is_active: 1 as const,
        })),
      )
      .returning(['id', 'name'])
      .execute(),
  );
  const targets = menu.promos.flatMap((promo) => {
    const promoId = need(promos, promo.name, 'promo');
    return [
      ...(promo.categories ?? []).map((name) => ({ promo_id: promoId, outlet_product_id: null, product_category_id: need(ids.categories, name, 'category'), bundle_id: null })),
      ...(promo.products ?? []).map((name) => ({ promo_id: promoId, outlet_product_id: need(ids.products, name, 'product'), product_category_id: null, bundle_id: null })),
    ];
  });
  if (targets.length > 0) await trx.insertInto('promo_products').values(targets).execute();
}

/** Menu of both demo outlets (DEMO-DATA.md), in one transaction of a few batched INSERTs. */
export async function seedCatalog(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await insertMenu(trx, ids.outletIds.kopiSenja, KOPI_SENJA_MENU, now);
    await insertMenu(trx, ids.outletIds.grillChill, GRILL_CHILL_MENU, now);
  });
}
