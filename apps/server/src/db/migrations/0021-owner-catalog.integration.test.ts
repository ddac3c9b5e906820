import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type MigrationProvider } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.ts';
import { allMigrations } from './index.ts';

// The database as it was just before 0021 (SQLite in memory, or a fresh PostgreSQL schema with
// DATABASE_URL), with two owners whose outlets sell products; 0021 must give each owner one
// product per name and link every outlet product to it.
let database: DatabaseHandle;
let pgSchema: string | undefined;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  pgSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  database = await openDatabase({ databaseUrl, sqlitePath: ':memory:', ...(pgSchema ? { pgSchema } : {}) });
  const migrations = allMigrations(database.dialect);
  const names = Object.keys(migrations).sort();
  const before = names[names.indexOf('0021-owner-catalog') - 1]!;
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db: database.db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error } = await migrator.migrateTo(before);
  if (error) throw error;
});
afterAll(async () => {
  if (pgSchema) await sql.raw(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`).execute(database.db);
  await database.close();
});

describe('migration 0021: outlet products get the owner product they are', () => {
  it('one product per owner and name, linked from every outlet that sells it; owners never share one', async () => {
    const db = database.db;
    const now = new Date().toISOString();
    const ownerId = async (username: string) =>
      (await db.insertInto('owners').values({ name: username, username, password_hash: 'x', created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const outletId = async (owner: number, name: string) =>
      (await sql<{ id: number }>`insert into outlets (owner_id, name, time_zone, type, currency_code, created_at) values (${owner}, ${name}, 7, 1, 'Rp', ${now}) returning id`.execute(db)).rows[0]!.id;
    const categoryId = async (outlet: number) =>
      (await sql<{ id: number }>`insert into product_categories (outlet_id, name) values (${outlet}, 'Coffee') returning id`.execute(db)).rows[0]!.id;
    const product = async (outlet: number, category: number, name: string, price: number) =>
      sql`insert into outlet_products (outlet_id, product_category_id, name, sell_price, updated_at) values (${outlet}, ${category}, ${name}, ${price}, ${now})`.execute(db);

    const first = await ownerId('a@x.id');
    const second = await ownerId('b@x.id');
    const north = await outletId(first, 'North');
    const south = await outletId(first, 'South');
    const other = await outletId(second, 'Other');
    await product(north, await categoryId(north), 'Latte', 2_500_000);
    await product(south, await categoryId(south), 'Latte', 2_700_000);
    await product(south, await categoryId(south), 'Mocha', 3_000_000);
    await product(other, await categoryId(other), 'Latte', 2_000_000);

    await migrateToLatest(database);

    const products = await db.selectFrom('products').select(['id', 'owner_id', 'name', 'sell_price']).orderBy('owner_id').orderBy('name').execute();
    expect(products.map(({ owner_id, name, sell_price }) => ({ owner_id, name, sell_price: Number(sell_price) }))).toEqual([
      { owner_id: first, name: 'Latte', sell_price: 2_500_000 },
      { owner_id: first, name: 'Mocha', sell_price: 3_000_000 },
      { owner_id: second, name: 'Latte', sell_price: 2_000_000 },
    ]);
    const links = await db
      .selectFrom('outlet_products')
      .innerJoin('products', 'products.id', 'outlet_products.product_id')
      .innerJoin('outlets', 'outlets.id', 'outlet_products.outlet_id')
      .select(['outlets.name as outlet', 'outlet_products.name', 'products.owner_id', 'outlets.owner_id as outlet_owner'])
      .orderBy('outlets.name')
      .orderBy('outlet_products.name')
      .execute();
    expect(links).toHaveLength(4);
    for (const link of links) expect(link.owner_id).toBe(link.outlet_owner);
    expect(await db.selectFrom('outlet_products').select('id').where('product_id', 'is', null).execute()).toEqual([]);
  });
});
