import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';
import { largeMenuSeed } from './catalog-large.ts';
import { insertMenu } from './seed-catalog.ts';

/** `--scale large` (DEMO-DATA.md): the menu of thousands of products for benchmarks and scale checks. */
export const LARGE_CATALOG_PRODUCTS = 2000;
/** The cashiers who sell it. */
const LARGE_CATALOG_CASHIERS = ['ani', 'budi'] as const;

/**
 * Kopi Senja Lama, opened again and given to Ani and Budi, sells the large menu alone (as the
 * 2,000-product scale test does), so the two everyday outlets keep their small menus.
 */
export async function seedLargeCatalog(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const outletId = ids.outletIds.kopiSenjaLama;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('outlets').set({ is_suspend: 0 }).where('id', '=', outletId).execute();
    await trx
      .insertInto('user_role_outlets')
      .values(LARGE_CATALOG_CASHIERS.map((username) => ({ user_id: ids.userIds[username]!, outlet_id: outletId })))
      .execute();
    await insertMenu(trx, outletId, largeMenuSeed(LARGE_CATALOG_PRODUCTS), new Date());
  });
}
