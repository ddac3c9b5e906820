import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import { seedFoundation, type FoundationIds } from './seed-foundation.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedFloor } from './seed-floor.ts';
import { seedPayments } from './seed-payments.ts';
import { seedPrinting } from './seed-printing.ts';

export type DemoIds = FoundationIds;

/** Seeds the whole demo dataset into an empty, migrated database, one area after another. */
export async function seedDemoData(db: Kysely<Database>, hasher: SecretHasher): Promise<DemoIds> {
  const ids = await seedFoundation(db, hasher);
  await seedCatalog(db, ids);
  await seedFloor(db, ids);
  await seedPayments(db, ids);
  await seedPrinting(db, ids);
  return ids;
}
