import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import { seedFoundation, type FoundationIds } from './seed-foundation.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedFloor } from './seed-floor.ts';
import { seedPayments } from './seed-payments.ts';
import { seedMemberBalances } from './seed-member-balances.ts';
import { seedMemberProfiles } from './seed-member-profiles.ts';
import { seedMemberships } from './seed-memberships.ts';
import { seedPrinting } from './seed-printing.ts';
import { seedHistory } from './seed-history.ts';

export type DemoIds = FoundationIds;

/** Seeds the whole demo dataset into an empty, migrated database, one area after another (history last, unless turned off). */
export async function seedDemoData(db: Kysely<Database>, hasher: SecretHasher, options: { history?: boolean; printerPorts?: readonly number[] } = {}): Promise<DemoIds> {
  const ids = await seedFoundation(db, hasher);
  await seedCatalog(db, ids);
  await seedFloor(db, ids);
  await seedPayments(db, ids);
  await seedMemberBalances(db, ids);
  await seedMemberProfiles(db, ids);
  await seedMemberships(db, ids);
  await seedPrinting(db, ids, options.printerPorts);
  // Last: the past orders use the menu, methods and people seeded above. Tests start without them (test-server.ts).
  if (options.history !== false) await seedHistory(db, ids);
  return ids;
}
