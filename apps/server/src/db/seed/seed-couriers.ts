import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

/** The demo outlets' own drivers, whom the MANUAL courier provider assigns (issue 22). */
export const DEMO_DRIVERS = [
  { outlet: 'kopiSenja', name: 'Joko Santoso', phoneNumber: '081234567001' },
  { outlet: 'kopiSenja', name: 'Rudi Hartono', phoneNumber: '081234567002' },
  { outlet: 'grillChill', name: 'Eko Prasetyo', phoneNumber: '081234567003' },
] as const;

export async function seedCouriers(db: Kysely<Database>, ids: FoundationIds): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('courier_drivers')
    .values(DEMO_DRIVERS.map((driver) => ({ owner_id: ids.ownerId, outlet_id: ids.outletIds[driver.outlet], name: driver.name, phone_number: driver.phoneNumber, image_id: null, created_at: createdAt, archived_at: null })))
    .execute();
}
