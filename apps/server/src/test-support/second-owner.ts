import { OutletType } from '@kasir/domain';
import type { TestServer } from './test-server.ts';
import { createSecretHasher } from '../platform/secrets-hashing.ts';
import { newUserRow } from '../modules/users/users-write.repository.ts';

/**
 * Another owner with one outlet and one cashier, to prove owners never see each other. For one
 * of every entity (menu, floor, orders, payments, members, …) see addSecondOwnerWorld in
 * second-owner-world.ts, which builds on this.
 */
export async function addSecondOwner(server: TestServer) {
  const hasher = createSecretHasher({ pepper: server.config.pinPepper, memoryKib: server.config.argon2.memoryKib, passes: server.config.argon2.passes });
  const now = new Date().toISOString();
  const db = server.database.db;
  const owner = await db
    .insertInto('owners')
    .values({ name: 'Other Owner', username: 'other@demo.pos', password_hash: await hasher.hashSecret('other1234'), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const outlet = await db
    .insertInto('outlets')
    .values({
      owner_id: owner.id,
      name: 'Warung Lain',
      address: '',
      telephone: '',
      time_zone: 7,
      type: OutletType.RESTAURANT,
      currency_code: 'Rp',
      is_printer_v2: 0,
      is_suspend: 0,
      exclude_charge_no_sales: 0,
      price_level: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db.insertInto('roles').values({ owner_id: owner.id, name: 'Cashier' }).returning('id').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values(newUserRow({ ownerId: owner.id, roleId: role.id, name: 'Eko', username: 'eko', pinHash: await hasher.hashSecret('555555') }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role_outlets').values({ user_id: user.id, outlet_id: outlet.id }).execute();
  return { ownerId: owner.id, outletId: outlet.id, userId: user.id, roleId: role.id };
}
