import type { Kysely } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema.ts';
import { compileOnce, fill, slot } from '../../db/compiled-query.ts';

export type SessionRow = Omit<SessionsTable, 'is_locked'> & { is_locked: number };

export type ActiveSession = SessionRow & { user_is_active: number | null };

/** SQL of the sessions table: who is signed in, under which owner session, locked or not. */
export function createSessionsRepository(db: Kysely<Database>) {
  // Read on every authenticated request: compiled once, run with this request's values. The
  // expiry is checked here rather than in SQL, so the same read repeats and SQLite's reference
  // read cache (db/reference-read-cache.ts) can answer it.
  const findActiveQuery = compileOnce(() =>
    db
      .selectFrom('sessions')
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('sessions')
      .select('users.is_active as user_is_active')
      .where('sessions.id', '=', slot<string>('id'))
      .where('sessions.revoked_at', 'is', null),
  );
  return {
    async insert(row: SessionsTable): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    /** The session if it is neither revoked nor expired, with its user's active flag. */
    async findActive(id: string, nowIso: string): Promise<ActiveSession | undefined> {
      const { rows } = await db.executeQuery(fill(findActiveQuery(), { id }));
      const session = rows[0];
      // ISO-8601 instants in UTC compare as text, as SQL compared them.
      return session && session.expires_at > nowIso ? session : undefined;
    },

    async setLocked(id: string, isLocked: boolean): Promise<void> {
      await db.updateTable('sessions').set({ is_locked: isLocked ? 1 : 0 }).where('id', '=', id).execute();
    },

    /** Revokes the sessions and every cashier session opened under them; returns all revoked ids. */
    async revokeWithChildren(ids: string[], nowIso: string): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    async revokeAllOfUser(userId: number, nowIso: string): Promise<string[]> {
      const rows = await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('revoked_at', 'is', null)
        .where('user_id', '=', userId)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Users of an owner with a live cashier session (GET /user/activeCashier). */
    async listActiveCashierUserIds(ownerId: number, nowIso: string): Promise<number[]> {
      const rows = await db
        .selectFrom('sessions')
        .select('user_id')
        .distinct()
        .where('owner_id', '=', ownerId)
        .where('kind', '=', 'cashier')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .execute();
      return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
