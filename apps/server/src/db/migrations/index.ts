import type { Migration } from 'kysely';
import type { Dialect } from './column-helpers.ts';
import { foundationMigration } from './0001-foundation.ts';

/** Every migration, in order; names never change once released. */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundationMigration(dialect),
  };
}
