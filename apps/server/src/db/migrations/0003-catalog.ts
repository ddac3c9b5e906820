import type { Kysely } from 'kysely';
import type { Dialect } from './column-helpers.ts';

/** Placeholder until its module lands: the name is reserved so the order of migrations is fixed. */
export function catalogMigration(_dialect: Dialect) {
  return {
    async up(_db: Kysely<unknown>): Promise<void> {},
  };
}
