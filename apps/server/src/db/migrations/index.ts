import type { Migration } from 'kysely';
import type { Dialect } from './column-helpers.ts';
import { foundationMigration } from './0001-foundation.ts';
import { shiftsMigration } from './0002-shifts.ts';

/** Every migration, in order; names never change once released. */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundationMigration(dialect),
    '0002-shifts': shiftsMigration(dialect),
  };
}
