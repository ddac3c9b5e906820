import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

/** Menu of both demo outlets (DEMO-DATA.md); filled by the catalog module. */
export async function seedCatalog(_db: Kysely<Database>, _ids: FoundationIds): Promise<void> {}
