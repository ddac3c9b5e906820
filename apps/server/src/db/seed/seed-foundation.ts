import type { Kysely } from 'kysely';
import {
  DEFAULT_CURRENCY_CODE,
  DEFAULT_TIME_ZONE_HOURS,
  GlobalSettingCode,
  MULTI_ORDER_QR_CODE_ON_VALUE,
  OrderType,
  OutletSettingCode,
  RoundingSetting,
} from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import { newUserRow } from '../../modules/users/users-write.repository.ts';
import { DEMO_OUTLETS, DEMO_OWNER, DEMO_ROLES, DEMO_USERS, type DemoOutletKey, type DemoRoleKey } from './demo-people.ts';

export type FoundationIds = {
  ownerId: number;
  outletIds: Record<DemoOutletKey, number>;
  roleIds: Record<DemoRoleKey, number>;
  userIds: Record<string, number>;
};

const outletSettings = (key: DemoOutletKey): Record<string, string> => ({
  [OutletSettingCode.ROUNDING]: String(RoundingSetting.HUNDRED),
  [OutletSettingCode.MINIMUM_HOURS_RESERVATION]: '2',
  [OutletSettingCode.RESERVATION_DEFAULT_ORDER_TYPE]: String(OrderType.DINE_IN),
  [OutletSettingCode.NOTIFICATION_TABLE]: '1',
  [OutletSettingCode.AUTO_PRINT_QR_TABLE]: key === 'grillChill' ? '1' : '0',
  [OutletSettingCode.MULTI_ORDER_QR_CODE]: MULTI_ORDER_QR_CODE_ON_VALUE,
  [OutletSettingCode.BROADCAST]: '',
});

/** Owner, outlets, roles, users and settings of the demo dataset, in one transaction. */
export async function seedFoundation(db: Kysely<Database>, hasher: SecretHasher): Promise<FoundationIds> {
  const now = new Date().toISOString();
  const passwordHash = await hasher.hashSecret(DEMO_OWNER.password);
  const pinHashes = await Promise.all(DEMO_USERS.map((user) => hasher.hashSecret(user.pin)));

  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .insertInto('owners')
      .values({ name: DEMO_OWNER.name, username: DEMO_OWNER.username, password_hash: passwordHash, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();

    const outletIds = {} as Record<DemoOutletKey, number>;
    for (const outlet of DEMO_OUTLETS) {
      const row = await trx
        .insertInto('outlets')
        .values({
          owner_id: owner.id,
          name: outlet.name,
          address: outlet.address,
          telephone: outlet.telephone,
          time_zone: DEFAULT_TIME_ZONE_HOURS,
          type: outlet.type,
          currency_code: DEFAULT_CURRENCY_CODE,
          is_printer_v2: 0,
          is_suspend: outlet.isSuspend ? 1 : 0,
          exclude_charge_no_sales: 1,
          price_level: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      outletIds[outlet.key] = row.id;
      const settings = Object.entries(outletSettings(outlet.key)).map(([code, value]) => ({ outlet_id: row.id, code, value }));
      await trx.insertInto('outlet_settings').values(settings).execute();
    }

    const roleIds = {} as Record<DemoRoleKey, number>;
    for (const role of DEMO_ROLES) {
      const row = await trx.insertInto('roles').values({ owner_id: owner.id, name: role.name }).returning('id').executeTakeFirstOrThrow();
      roleIds[role.key] = row.id;
      await trx
        .insertInto('role_module_accesses')
        .values(role.modules.map((moduleId) => ({ role_id: row.id, module_id: moduleId })))
        .execute();
      await trx
        .insertInto('role_other_modules')
        .values(role.permissions.map(([id, usePin]) => ({ role_id: row.id, other_module_id: id, use_pin: usePin ? 1 : 0 })))
        .execute();
    }

    const userIds: Record<string, number> = {};
    for (const [index, user] of DEMO_USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values(newUserRow({ ownerId: owner.id, roleId: roleIds[user.role], name: user.name, username: user.username, pinHash: pinHashes[index]! }))
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds[user.username] = row.id;
      await trx
        .insertInto('user_role_outlets')
        .values(user.outlets.map((key) => ({ user_id: row.id, outlet_id: outletIds[key] })))
        .execute();
    }

    await trx
      .insertInto('global_settings')
      .values({ code: GlobalSettingCode.GLOBAL_MAINTENANCE_CASHIER, value: '0' })
      .execute();

    return { ownerId: owner.id, outletIds, roleIds, userIds };
  });
}
