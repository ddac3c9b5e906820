import { isProductUnavailable, menuPriceOf, moneyFromHundredths, parseStoredLevelPrices, SUB_PRODUCT_UNLIMITED_QUANTITY, toHundredths } from '@kasir/domain';
import type { SelfOrderMenu } from '@kasir/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import { createCatalogRepository, type ProductRow, type SubProductRow } from '../catalog/catalog.repository.ts';

/** One menu product as placement checks it: unit price (hundredths) under the order type's level, its add-ons. */
export type MenuProduct = { row: ProductRow; unitPrice: number; isSoldOut: boolean; description: string | null; addOns: Map<number, SubProductRow> };
export type LoadedMenu = { categories: Array<{ id: number; name: string }>; products: Map<number, MenuProduct> };

export const isAddOnSoldOut = (addOn: SubProductRow): boolean => addOn.is_sold_out === 1 || Number(addOn.quantity) === 0;
/** An add-on's stock: null when unlimited. */
export const addOnStock = (addOn: SubProductRow): number | null => (Number(addOn.quantity) === SUB_PRODUCT_UNLIMITED_QUANTITY ? null : Number(addOn.quantity));

/**
 * The outlet's menu as a customer sees it: active products of live categories, each priced
 * with the price level of the order type the customer orders as (the same selection an order
 * line is priced by), their add-ons and what is sold out.
 */
export async function loadMenu(db: Kysely<Database>, outletId: number, priceLevel: number | null): Promise<LoadedMenu> {
  const catalog = createCatalogRepository(db);
  const [categories, rows, subs, links] = await Promise.all([catalog.listCategories(outletId), catalog.listProducts(outletId), catalog.listSubProducts(outletId), catalog.listSubProductLinks(outletId)]);
  const liveCategories = new Set(categories.map((category) => category.id));
  // The description lives on the owner's product (issue 21) behind each outlet product.
  const productIds = [...new Set(rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])))];
  const descriptions = new Map(
    productIds.length === 0 ? [] : (await db.selectFrom('products').select(['id', 'description']).where('id', 'in', productIds).execute()).map((product) => [product.id, product.description]),
  );
  const subById = new Map(subs.map((sub) => [sub.id, sub]));
  const products = new Map<number, MenuProduct>();
  for (const row of rows) {
    if (!liveCategories.has(row.product_category_id)) continue;
    const price = menuPriceOf({ sellPrice: moneyFromHundredths(Number(row.sell_price)), levelPrices: parseStoredLevelPrices(row.level_prices) }, priceLevel);
    products.set(row.id, {
      row,
      unitPrice: toHundredths(price),
      isSoldOut: isProductUnavailable({ isSoldOut: row.is_sold_out === 1, quantity: row.stock_quantity }),
      description: row.product_id === null ? null : (descriptions.get(row.product_id) ?? null),
      addOns: new Map(),
    });
  }
  for (const link of links) {
    const sub = subById.get(link.sub_product_id);
    const product = products.get(link.outlet_product_id);
    if (sub && product) product.addOns.set(sub.id, sub);
  }
  const used = new Set([...products.values()].map((product) => product.row.product_category_id));
  return { categories: categories.filter((category) => used.has(category.id)).map((category) => ({ id: category.id, name: category.name })), products };
}

/** Pictures as the images module serves them (GET /api/upload/{FileName}, its thumbnail under /thumb). */
const imageUrl = (fileName: string | null, thumb: boolean) => (fileName === null ? null : `/api/upload/${thumb ? 'thumb/' : ''}${encodeURIComponent(fileName)}`);

export function presentMenu(menu: LoadedMenu): SelfOrderMenu {
  return {
    Categories: menu.categories.map((category) => ({ Id: category.id, Name: category.name })),
    Products: [...menu.products.values()].map(({ row, unitPrice, isSoldOut, description, addOns }) => ({
      Id: row.id,
      Name: row.name,
      Description: description,
      Price: toWireAmount(unitPrice),
      CategoryId: row.product_category_id,
      ImageUrl: imageUrl(row.image_file_name, false),
      ThumbnailUrl: imageUrl(row.image_file_name, true),
      IsSoldOut: isSoldOut,
      AddOns: [...addOns.values()].map((addOn) => ({ Id: addOn.id, Name: addOn.name, Price: toWireAmount(Number(addOn.price)), IsSoldOut: isAddOnSoldOut(addOn) })),
    })),
  };
}
