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
import { seedLargeCatalog } from './seed-large.ts';
import { seedPictures } from './pictures/seed-pictures.ts';
import { seedCouriers } from './seed-couriers.ts';

export type DemoIds = FoundationIds;

/** Seeds the whole demo dataset into an empty, migrated database, one area after another (history last, unless turned off). */
export type SeedOptions = {
  history?: boolean;
  printerPorts?: readonly number[];
  /** 'large': Kopi Senja Lama sells a menu of 2,000 products too (seed-large.ts). */
  scale?: 'demo' | 'large';
  /** Where the demo pictures go (the server's UPLOAD_DIR); absent: products have no pictures (tests). */
  uploadDir?: string;
};

export async function seedDemoData(db: Kysely<Database>, hasher: SecretHasher, options: SeedOptions = {}): Promise<DemoIds> {
  const ids = await seedFoundation(db, hasher);
  await seedCatalog(db, ids);
  if (options.scale === 'large') await seedLargeCatalog(db, ids);
  if (options.uploadDir) await seedPictures(db, options.uploadDir);
  await seedFloor(db, ids);
  await seedPayments(db, ids);
  await seedMemberBalances(db, ids);
  await seedMemberProfiles(db, ids);
  await seedMemberships(db, ids);
  await seedPrinting(db, ids, options.printerPorts);
  await seedCouriers(db, ids);
  // Last: the past orders use the menu, methods and people seeded above. Tests start without them (test-server.ts).
  if (options.history !== false) await seedHistory(db, ids);
  return ids;
}
