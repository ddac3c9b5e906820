import type { Kysely, Transaction } from 'kysely';
import type { RoleWriteBody } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';

export type RoleRecord = {
  id: number;
  name: string;
  automatic_start_shift: number;
  start_shift_time: string | null;
  automatic_logout_cashier: number;
  moduleIds: number[];
  otherModules: Array<{ id: number; usePin: boolean }>;
  userCount: number;
};

/** SQL of an owner's roles; every read is owner-scoped and every write one transaction. */
export function createRolesRepository(db: Kysely<Database>) {
  async function writeGrants(trx: Transaction<Database>, roleId: number, body: RoleWriteBody): Promise<void> {
    await trx.deleteFrom('role_module_accesses').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('role_other_modules').where('role_id', '=', roleId).execute();
    if (body.RoleModuleAccesses.length > 0) {
      await trx
        .insertInto('role_module_accesses')
        .values(body.RoleModuleAccesses.map((access) => ({ role_id: roleId, module_id: access.ModuleId })))
        .execute();
    }
    if (body.RoleOtherModules.length > 0) {
      await trx
        .insertInto('role_other_modules')
        .values(body.RoleOtherModules.map((other) => ({ role_id: roleId, other_module_id: other.OtherModuleId, use_pin: other.UsePin ? 1 : 0 })))
        .execute();
    }
  }

  function flagColumns(body: RoleWriteBody) {
    return {
      name: body.Name,
      automatic_start_shift: body.AutomaticStartShift ? 1 : 0,
      start_shift_time: body.StartShiftTime,
      automatic_logout_cashier: body.AutomaticLogoutChasier ? 1 : 0,
    } as const;
  }

  return {
    /** The owner's roles (or one of them) with grants and how many users hold each, by name. */
    async list(ownerId: number, onlyId?: number): Promise<RoleRecord[]> {
      let query = db
        .selectFrom('roles')
        .select(['id', 'name', 'automatic_start_shift', 'start_shift_time', 'automatic_logout_cashier'])
        .where('owner_id', '=', ownerId);
      if (onlyId !== undefined) query = query.where('id', '=', onlyId);
      const roles = await query.orderBy('name').orderBy('id').execute();
      if (roles.length === 0) return [];
      const ids = roles.map((role) => role.id);
      const [modules, others, counts] = await Promise.all([
        db.selectFrom('role_module_accesses').selectAll().where('role_id', 'in', ids).orderBy('module_id').execute(),
        db.selectFrom('role_other_modules').selectAll().where('role_id', 'in', ids).orderBy('other_module_id').execute(),
        db
          .selectFrom('users')
          .select((eb) => ['role_id', eb.fn.countAll<number | string>().as('count')])
          .where('role_id', 'in', ids)
          .groupBy('role_id')
          .execute(),
      ]);
      const records = new Map<number, RoleRecord>(roles.map((role) => [role.id, { ...role, moduleIds: [], otherModules: [], userCount: 0 }]));
      for (const row of modules) records.get(row.role_id)?.moduleIds.push(row.module_id);
      for (const row of others) records.get(row.role_id)?.otherModules.push({ id: row.other_module_id, usePin: row.use_pin === 1 });
      // PostgreSQL answers count(*) as a bigint string.
      for (const row of counts) if (row.role_id !== null) records.get(row.role_id)!.userCount = Number(row.count);
      return [...records.values()];
    },

    async findByName(ownerId: number, name: string): Promise<{ id: number } | undefined> {
      return db.selectFrom('roles').select('id').where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
    },

    async insert(ownerId: number, body: RoleWriteBody): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('roles')
          .values({ owner_id: ownerId, ...flagColumns(body) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeGrants(trx, row.id, body);
        return row.id;
      });
    },

    async update(roleId: number, body: RoleWriteBody): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('roles').set(flagColumns(body)).where('id', '=', roleId).execute();
        await writeGrants(trx, roleId, body);
      });
    },

    /**
     * Deletes a role no user holds; the count is read in the same transaction, so a user given
     * the role meanwhile keeps it (the delete answers the count instead and changes nothing).
     */
    async deleteIfUnused(roleId: number): Promise<{ userCount: number }> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('role_id', '=', roleId)
          .executeTakeFirstOrThrow();
        const userCount = Number(row.count);
        if (userCount > 0) return { userCount };
        await trx.deleteFrom('roles').where('id', '=', roleId).execute();
        return { userCount: 0 };
      });
    },

    async ownerOutletIds(ownerId: number): Promise<number[]> {
      const rows = await db.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).execute();
      return rows.map((row) => row.id);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
