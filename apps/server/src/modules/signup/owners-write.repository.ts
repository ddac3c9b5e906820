import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Owner rows for sign-up: the username lookup ignores letter case, as the unique index does. */
export function createOwnersWriteRepository(db: Kysely<Database>) {
  return {
    findByUsernameAnyCase: (username: string, executor: Kysely<Database> = db) =>
      executor
        .selectFrom('owners')
        .select(['id', 'username'])
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst(),
    insert: (row: { name: string; username: string; passwordHash: string; createdAt: string }, executor: Kysely<Database> = db) =>
      executor
        .insertInto('owners')
        .values({ name: row.name, username: row.username, password_hash: row.passwordHash, created_at: row.createdAt })
        .returning(['id', 'name', 'username'])
        .executeTakeFirstOrThrow(),
    count: async () => {
      const row = await db.selectFrom('owners').select(sql<number>`count(*)`.as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type OwnersWriteRepository = ReturnType<typeof createOwnersWriteRepository>;
