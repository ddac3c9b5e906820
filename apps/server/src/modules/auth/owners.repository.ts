import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createOwnersRepository(db: Kysely<Database>) {
  return {
    findByUsername: (username: string) =>
      db.selectFrom('owners').selectAll().where('username', '=', username).executeTakeFirst(),
    findById: (id: number) => db.selectFrom('owners').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
