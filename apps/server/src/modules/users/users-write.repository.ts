import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CashierWriteBody } from '@kasir/contracts';
import type { Database, UsersTable } from '../../db/schema.ts';

/** The row of a new user: every column, with the defaults a new cashier starts with. */
export function newUserRow(user: { ownerId: number; roleId: number | null; name: string; username: string; pinHash: string; isActive?: boolean }): Insertable<UsersTable> {
  const now = new Date().toISOString();
  return {
    owner_id: user.ownerId,
    role_id: user.roleId,
    name: user.name,
    username: user.username,
    pin_hash: user.pinHash,
    is_active: user.isActive === false ? 0 : 1,
    automatic_start_shift: 0,
    start_shift_time: null,
    automatic_logout_cashier: 0,
    pin_locked_at: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * No lockout left for a user: the hard lock (pin_locked_at) and their wrong attempts, which the
 * 15-minute soft lock counts (pin-guard); the owner who set or reset the PIN vouches for them.
 */
async function clearLockout(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.updateTable('users').set({ pin_locked_at: null }).where('id', '=', userId).execute();
  await trx.deleteFrom('pin_attempts').where('user_id', '=', userId).where('succeeded', '=', 0).execute();
}

/** SQL of the owner's changes to users; each change is one transaction. */
export function createUsersWriteRepository(db: Kysely<Database>) {
  return {
    async ownedOutletIds(ownerId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
      return rows.map((row) => row.id);
    },

    async insert(ownerId: number, body: CashierWriteBody, pinHash: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values(newUserRow({ ownerId, roleId: body.RoleId, name: body.Name, username: body.Username, pinHash, isActive: body.IsActive !== false }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('user_role_outlets').values(body.OutletIds.map((outletId) => ({ user_id: row.id, outlet_id: outletId }))).execute();
        return row.id;
      });
    },

    async update(userId: number, body: CashierWriteBody, pinHash: string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            name: body.Name,
            username: body.Username,
            role_id: body.RoleId,
            ...(body.IsActive === undefined ? {} : { is_active: body.IsActive ? 1 : 0 }),
            ...(pinHash ? { pin_hash: pinHash } : {}),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', userId)
          .execute();
        if (pinHash) await clearLockout(trx, userId);
        await trx.deleteFrom('user_role_outlets').where('user_id', '=', userId).execute();
        await trx.insertInto('user_role_outlets').values(body.OutletIds.map((outletId) => ({ user_id: userId, outlet_id: outletId }))).execute();
      });
    },

    /** Every outlet of the owner, suspended ones too: where a change of their staff is announced. */
    async allOutletIds(ownerId: number): Promise<number[]> {
      const rows = await db.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Deletes a user nothing in history refers to, with their sessions, PIN attempts and outlet
     * links, in one transaction. Any other row naming them (shift, order, payment, audit, table
     * lock …) makes the database refuse: then nothing changed and false is answered, so the
     * caller archives instead. Asking the database rather than listing the tables here keeps
     * this right when a later table refers to users too.
     */
    async deleteIfUnreferenced(userId: number): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
          await trx.deleteFrom('pin_attempts').where('user_id', '=', userId).execute();
          await trx.deleteFrom('user_role_outlets').where('user_id', '=', userId).execute();
          await trx.deleteFrom('users').where('id', '=', userId).execute();
        });
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    /** POST /cashiers/{id}/resetPin: a new PIN and no lockout, in one transaction. */
    async setPin(userId: number, pinHash: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ pin_hash: pinHash, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
        await clearLockout(trx, userId);
      });
    },

    /** POST /cashiers/{id}/resetPinLock: the same PIN, no lockout. */
    async clearLockout(userId: number): Promise<void> {
      await db.transaction().execute((trx) => clearLockout(trx, userId));
    },

    async setActive(userId: number, isActive: boolean): Promise<void> {
      await db.updateTable('users').set({ is_active: isActive ? 1 : 0, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
    },
  };
}

export type UsersWriteRepository = ReturnType<typeof createUsersWriteRepository>;

/** True when a write failed because another row still refers to the one written, on SQLite or PostgreSQL. */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
