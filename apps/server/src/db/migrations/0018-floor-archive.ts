import { sql, type Kysely } from 'kysely';
import type { Dialect } from './column-helpers.ts';

const OLD_UNIQUE = 'outlet_tables_outlet_name_unique';
const LIVE_NAME_UNIQUE = 'outlet_tables_live_name_unique';

/**
 * Issue 20 (floor plans in the back office): deleting an area or a table that history names
 * archives it (is_active = 0) so past orders and reservations keep showing its name. A table
 * name is then unique only among the outlet's live tables: the table-wide unique constraint
 * becomes a partial unique index. SQLite cannot drop a table constraint, so there the table is
 * rebuilt from its own CREATE statement (whatever columns it has by now), in one transaction.
 * Creates remember their Idempotency-Key, so a retried POST never makes a second area or table.
 */
export function floorArchiveMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql.raw(`ALTER TABLE outlet_tables DROP CONSTRAINT ${OLD_UNIQUE}`).execute(db);
      } else {
        await rebuildSqliteWithoutNameConstraint(db);
      }
      await db.schema.alterTable('outlet_areas').addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('outlet_tables').addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await sql.raw(`CREATE UNIQUE INDEX ${LIVE_NAME_UNIQUE} ON outlet_tables (outlet_id, table_name) WHERE is_active = 1`).execute(db);
      // A retried create (Idempotency-Key) answers the first row instead of making a second.
      for (const table of ['outlet_areas', 'outlet_tables'] as const) {
        await db.schema.alterTable(table).addColumn('idempotency_key', 'varchar(100)').execute();
        await db.schema.createIndex(`${table}_idempotency_key_idx`).on(table).columns(['outlet_id', 'idempotency_key']).unique().execute();
      }
    },
  };
}

async function rebuildSqliteWithoutNameConstraint(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'outlet_tables'`.execute(db);
  const createSql = table.rows[0]?.sql;
  if (!createSql) throw new Error('outlet_tables is missing');
  const withoutConstraint = createSql.replace(new RegExp(`,\\s*constraint "${OLD_UNIQUE}" unique \\("outlet_id", "table_name"\\)`, 'i'), '');
  if (withoutConstraint === createSql) throw new Error(`${OLD_UNIQUE} not found in outlet_tables`);
  const rebuilt = withoutConstraint.replace(/^CREATE TABLE "outlet_tables"/, 'CREATE TABLE "outlet_tables_rebuilt"');
  const indexes = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outlet_tables' AND sql IS NOT NULL`.execute(db);

  // Foreign keys point at outlet_tables (reservations, room_id): switched off while the table is
  // swapped (the pragma only works outside a transaction), then checked before committing.
  // Inside the migrations' own transaction (ADR 29) they are off already and checked at its end.
  const swap = async (trx: Kysely<unknown>) => {
    await sql.raw(rebuilt).execute(trx);
    // AUTOINCREMENT never hands out an id twice: the new table continues the old counter.
    const counter = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'outlet_tables'`.execute(trx);
    await sql`INSERT INTO outlet_tables_rebuilt SELECT * FROM outlet_tables`.execute(trx);
    await sql`DROP TABLE outlet_tables`.execute(trx);
    await sql`ALTER TABLE outlet_tables_rebuilt RENAME TO outlet_tables`.execute(trx);
    const seq = Number(counter.rows[0]?.seq ?? 0);
    if (seq > 0) await sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = 'outlet_tables'`.execute(trx);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
    const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
    if (broken.rows.length > 0) throw new Error(`outlet_tables rebuild broke ${broken.rows.length} foreign keys`);
  };
  if (db.isTransaction) return swap(db);
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(swap);
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
