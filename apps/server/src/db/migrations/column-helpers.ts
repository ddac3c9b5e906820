import type { CreateTableBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key on either database. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Money and counters that may exceed 2^31: BIGINT on PostgreSQL, INTEGER (64-bit) on SQLite. */
export const bigintType = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');
