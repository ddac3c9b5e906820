import type { Kysely } from 'kysely';
import { ServerMessage } from '@kasir/domain';
import { CatalogPart, type AdminProduct, type ProductInput, type RemovalResult } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import type { Executor, ProductsRepository } from './catalog-admin.repository.ts';
import { presentProduct, toStoredHundredths, toStoredLevelPrices } from './catalog-admin.presenter.ts';

type Deps = { db: Kysely<Database>; repository: ProductsRepository; broadcaster: Broadcaster };

const nameRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw invalidField('Name', ServerMessage.PRODUCT_NAME_TAKEN);
  throw error;
};

/**
 * The owner's products (back office). Saving one writes the products row and the outlet rows of
 * every outlet it names in one transaction: each outlet's category, price, level prices, stock and
 * sold-out flag; its name and picture follow the product on every outlet. Taking it off an outlet
 * whose history names the row makes it inactive, else deletes it. Tills hear after commit.
 */
export function createProductsService(deps: Deps) {
  const { db, repository } = deps;

  async function read(executor: Executor, auth: AuthContext, id: number): Promise<AdminProduct> {
    const product = await repository.findProduct(executor, auth.ownerId, id);
    if (!product) throw notFound('Product');
    const [outlets, rows] = await Promise.all([repository.listOwnerOutlets(executor, auth.ownerId), repository.listOutletRows(executor, [id])]);
    return presentProduct(product, outlets, rows);
  }

  /** Checks what the body names belongs to the owner: outlets (404), categories and the picture (400). */
  async function check(executor: Executor, auth: AuthContext, body: ProductInput, exceptId: number | null) {
    const owned = new Set((await repository.listOwnerOutlets(executor, auth.ownerId)).map((outlet) => outlet.id));
    if (body.Outlets.some((outlet) => !owned.has(outlet.OutletId))) throw notFound('Outlet');
    if (body.ImageFileName !== null && !(await repository.imageIsOwners(executor, auth.ownerId, body.ImageFileName))) throw invalidField('ImageFileName', ServerMessage.IMAGE_NOT_UPLOADED);
    for (const [index, outlet] of body.Outlets.entries()) {
      if (!outlet.IsAvailable || outlet.ProductCategoryId === null) continue;
      if (!(await repository.findLiveCategoryOfOutlet(executor, outlet.OutletId, outlet.ProductCategoryId))) throw invalidField(`Outlets.${index}.ProductCategoryId`, ServerMessage.MUST_BE_CATEGORY_OF_OUTLET);
    }
    if (await repository.productNameTaken(executor, auth.ownerId, body.Name, exceptId)) throw invalidField('Name', ServerMessage.PRODUCT_NAME_TAKEN);
  }

  /** Writes the outlet rows; answers the outlets whose menu changed. */
  async function writeOutletRows(trx: Executor, productId: number, body: ProductInput, at: string): Promise<number[]> {
    const rows = await repository.listOutletRows(trx, [productId]);
    const touched = new Set<number>();
    const productPrice = toStoredHundredths(body.SellPrice);
    const productLevels = toStoredLevelPrices(body.LevelPrices);
    for (const outlet of body.Outlets) {
      const mine = rows.filter((row) => row.outlet_id === outlet.OutletId);
      const row = mine.find((candidate) => candidate.is_active === 1) ?? mine.at(-1);
      if (outlet.IsAvailable && outlet.ProductCategoryId !== null) {
        const values = {
          product_category_id: outlet.ProductCategoryId,
          name: body.Name,
          image_file_name: body.ImageFileName,
          sell_price: outlet.SellPrice === null ? productPrice : toStoredHundredths(outlet.SellPrice),
          level_prices: outlet.LevelPrices === null ? productLevels : toStoredLevelPrices(outlet.LevelPrices),
          stock_quantity: outlet.Quantity,
          is_sold_out: outlet.IsSoldOut ? 1 : 0,
          is_active: 1,
          updated_at: at,
        } as const;
        if (row) await repository.updateOutletRow(trx, row.id, values);
        else await repository.insertOutletRow(trx, { ...values, outlet_id: outlet.OutletId, product_id: productId, position: 0 });
        touched.add(outlet.OutletId);
      } else if (row && row.is_active === 1) {
        if (await repository.outletProductIsNamed(trx, row.id)) await repository.updateOutletRow(trx, row.id, { is_active: 0, updated_at: at });
        else await repository.deleteOutletRow(trx, row.id);
        touched.add(outlet.OutletId);
      }
    }
    // Outlets the body leaves out keep their rows; the name and picture follow the product everywhere.
    for (const row of rows.filter((candidate) => !body.Outlets.some((outlet) => outlet.OutletId === candidate.outlet_id))) {
      if (row.name === body.Name && row.image_file_name === body.ImageFileName) continue;
      await repository.updateOutletRow(trx, row.id, { name: body.Name, image_file_name: body.ImageFileName, updated_at: at });
      if (row.is_active === 1) touched.add(row.outlet_id);
    }
    return [...touched];
  }

  const productColumns = (body: ProductInput, at: string) => ({
    name: body.Name,
    description: body.Description === null || body.Description === '' ? null : body.Description,
    image_file_name: body.ImageFileName,
    sell_price: toStoredHundredths(body.SellPrice),
    level_prices: toStoredLevelPrices(body.LevelPrices),
    updated_at: at,
  });

  return {
    async list(auth: AuthContext): Promise<AdminProduct[]> {
      const [products, outlets] = await Promise.all([repository.listProducts(db, auth.ownerId), repository.listOwnerOutlets(db, auth.ownerId)]);
      const rows = await repository.listOutletRows(
        db,
        products.map((product) => product.id),
      );
      return products.map((product) => presentProduct(product, outlets, rows));
    },

    get: (auth: AuthContext, id: number) => read(db, auth, id),

    /** With an Idempotency-Key, a retry answers the product the first call made. */
    async create(auth: AuthContext, body: ProductInput, requestKey: string | null): Promise<AdminProduct> {
      if (requestKey !== null) {
        const existing = await repository.findProductByKey(db, auth.ownerId, requestKey);
        if (existing) return read(db, auth, existing.id);
      }
      let outcome: { id: number; outlets: number[] };
      try {
        outcome = await db.transaction().execute(async (trx) => {
          await check(trx, auth, body, null);
          const at = new Date().toISOString();
          const id = await repository.insertProduct(trx, { ...productColumns(body, at), owner_id: auth.ownerId, request_key: requestKey, archived_at: null, created_at: at });
          return { id, outlets: await writeOutletRows(trx, id, body, at) };
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findProductByKey(db, auth.ownerId, requestKey) : undefined;
        if (raced) return read(db, auth, raced.id);
        return nameRace(error);
      }
      await announceCatalogChange(deps.broadcaster, outcome.outlets, [CatalogPart.PRODUCTS]);
      return read(db, auth, outcome.id);
    },

    async update(auth: AuthContext, id: number, body: ProductInput): Promise<AdminProduct> {
      const outlets = await db
        .transaction()
        .execute(async (trx) => {
          const current = await repository.findProduct(trx, auth.ownerId, id);
          if (!current) throw notFound('Product');
          await check(trx, auth, body, id);
          const at = new Date().toISOString();
          await repository.updateProduct(trx, id, { ...productColumns(body, at), archived_at: null });
          return writeOutletRows(trx, id, body, at);
        })
        .catch(nameRace);
      await announceCatalogChange(deps.broadcaster, outlets, [CatalogPart.PRODUCTS]);
      return read(db, auth, id);
    },

    /** Every outlet stops selling it; archived (kept for the history that names it) or deleted. */
    async remove(auth: AuthContext, id: number): Promise<RemovalResult> {
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await repository.findProduct(trx, auth.ownerId, id);
        if (!current) throw notFound('Product');
        const at = new Date().toISOString();
        let kept = 0;
        const outlets: number[] = [];
        for (const row of await repository.listOutletRows(trx, [id])) {
          if (row.is_active === 1) outlets.push(row.outlet_id);
          if (await repository.outletProductIsNamed(trx, row.id)) {
            kept += 1;
            if (row.is_active === 1) await repository.updateOutletRow(trx, row.id, { is_active: 0, updated_at: at });
          } else await repository.deleteOutletRow(trx, row.id);
        }
        if (kept > 0) await repository.updateProduct(trx, id, { archived_at: current.archived_at ?? at, updated_at: at });
        else await repository.deleteProduct(trx, id);
        return { outlets, archived: kept > 0 };
      });
      await announceCatalogChange(deps.broadcaster, outcome.outlets, [CatalogPart.PRODUCTS]);
      return { Id: id, Archived: outcome.archived };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
