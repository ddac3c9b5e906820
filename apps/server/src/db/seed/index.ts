import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import { seedFoundation, type FoundationIds } from './seed-foundation.ts';

export type DemoIds = FoundationIds;

/** Seeds the whole demo dataset into an empty, migrated database. */
export async function seedDemoData(db: Kysely<Database>, hasher: SecretHasher): Promise<DemoIds> {
  return seedFoundation(db, hasher);
}
