import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

/** Areas, tables and reservations of both demo outlets (DEMO-DATA.md); filled by the tables module. */
export async function seedFloor(_db: Kysely<Database>, _ids: FoundationIds): Promise<void> {}
