import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, Flag, UsersTable } from '../../db/schema.ts';
import { compileOnce, fill, slot } from '../../db/compiled-query.ts';

export type UserRow = Selectable<UsersTable>;
export type RoleDetails = {
  id: number;
  name: string;
  moduleIds: number[];
  otherModules: Array<{ id: number; usePin: boolean }>;
  /** Spec §6 role flags (ADR 0022). */
  automaticStartShift: boolean;
  startShiftTime: string | null;
  automaticLogoutCashier: boolean;
};

/** SQL of users, their roles and the outlets their role reaches. Every read is owner-scoped. */
export function createUsersRepository(db: Kysely<Database>) {
  // Read on every order change (approvals): compiled once, run with this call's values.
  const findGrantsQuery = compileOnce(() =>
    db
      .selectFrom('users')
      .leftJoin('role_other_modules', 'role_other_modules.role_id', 'users.role_id')
      .select(['users.is_active', 'role_other_modules.other_module_id', 'role_other_modules.use_pin'])
      .where('users.owner_id', '=', slot<number>('ownerId'))
      .where('users.id', '=', slot<number>('userId')),
  );
  /**
   * Users with the role flags of their ROLE in the flag columns (ADR 0022: AutomaticStartShift,
   * StartShiftTime and AutomaticLogoutChasier are role flags; the users columns of the same names
   * are legacy and never read), so every reader of a UserRow (shifts' automatic start) follows the role.
   */
  function selectUsers() {
    return db
      .selectFrom('users')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .select((eb) => [
        'users.id',
        'users.owner_id',
        'users.role_id',
        'users.name',
        'users.username',
        'users.pin_hash',
        'users.is_active',
        'users.pin_locked_at',
        'users.created_at',
        'users.updated_at',
        eb.fn.coalesce('roles.automatic_start_shift', sql.lit<Flag>(0)).as('automatic_start_shift'),
        'roles.start_shift_time as start_shift_time',
        eb.fn.coalesce('roles.automatic_logout_cashier', sql.lit<Flag>(0)).as('automatic_logout_cashier'),
      ]);
  }

  return {
    async findById(ownerId: number, userId: number): Promise<UserRow | undefined> {
      return selectUsers().where('users.owner_id', '=', ownerId).where('users.id', '=', userId).executeTakeFirst();
    },

    async findByUsername(ownerId: number, username: string): Promise<UserRow | undefined> {
      return selectUsers().where('users.owner_id', '=', ownerId).where('users.username', '=', username).executeTakeFirst();
    },

    async listByOwner(ownerId: number, options: { nameLike?: string; onlyActive?: boolean; ids?: number[] } = {}): Promise<UserRow[]> {
      let query = selectUsers().where('users.owner_id', '=', ownerId);
      if (options.onlyActive) query = query.where('users.is_active', '=', 1);
      // lower() on both sides: LIKE is case-insensitive on SQLite but not on PostgreSQL.
      if (options.nameLike) query = query.where(sql<string>`lower(${sql.ref('users.name')})`, 'like', `%${options.nameLike.replace(/[%_]/g, '').toLowerCase()}%`);
      if (options.ids) {
        if (options.ids.length === 0) return [];
        query = query.where('users.id', 'in', options.ids);
      }
      return query.orderBy('users.name').execute();
    },

    async loadRoles(roleIds: number[]): Promise<Map<number, RoleDetails>> {
      const unique = [...new Set(roleIds)];
      const result = new Map<number, RoleDetails>();
      if (unique.length === 0) return result;
      const [roles, modules, others] = await Promise.all([
        db
          .selectFrom('roles')
          .select(['id', 'name', 'automatic_start_shift', 'start_shift_time', 'automatic_logout_cashier'])
          .where('id', 'in', unique)
          .execute(),
        db.selectFrom('role_module_accesses').selectAll().where('role_id', 'in', unique).execute(),
        db.selectFrom('role_other_modules').selectAll().where('role_id', 'in', unique).execute(),
      ]);
      for (const role of roles) {
        result.set(role.id, {
          id: role.id,
          name: role.name,
          moduleIds: [],
          otherModules: [],
          automaticStartShift: role.automatic_start_shift === 1,
          startShiftTime: role.start_shift_time,
          automaticLogoutCashier: role.automatic_logout_cashier === 1,
        });
      }
      for (const row of modules) result.get(row.role_id)?.moduleIds.push(row.module_id);
      for (const row of others) result.get(row.role_id)?.otherModules.push({ id: row.other_module_id, usePin: row.use_pin === 1 });
      return result;
    },

    /** Whether the user is active and the other-module grants of their role, in one read (approvals, on every order change). */
    async findGrants(ownerId: number, userId: number): Promise<{ isActive: boolean; grants: Array<{ id: number; usePin: boolean }> } | null> {
      const { rows } = await db.executeQuery(fill(findGrantsQuery(), { ownerId, userId }));
      if (rows.length === 0) return null;
      const grants = rows.flatMap((row) => (row.other_module_id === null ? [] : [{ id: row.other_module_id, usePin: row.use_pin === 1 }]));
      return { isActive: rows[0]!.is_active === 1, grants };
    },

    async findRole(ownerId: number, roleId: number) {
      return db.selectFrom('roles').select(['id', 'name']).where('owner_id', '=', ownerId).where('id', '=', roleId).executeTakeFirst();
    },

    async loadOutletIds(userIds: number[]): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return result;
      const rows = await db.selectFrom('user_role_outlets').selectAll().where('user_id', 'in', userIds).execute();
      for (const row of rows) result.get(row.user_id)?.push(row.outlet_id);
      return result;
    },

    async hasOutlet(userId: number, outletId: number): Promise<boolean> {
      const row = await db
        .selectFrom('user_role_outlets')
        .select('outlet_id')
        .where('user_id', '=', userId)
        .where('outlet_id', '=', outletId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setPinLocked(userId: number, atIso: string | null): Promise<void> {
      await db.updateTable('users').set({ pin_locked_at: atIso }).where('id', '=', userId).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
