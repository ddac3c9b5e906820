import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createOwnersRepository(db: Kysely<Database>) {
  return {
    /** Usernames are e-mail addresses, unique whatever their letter case (migration 0016): so is sign-in. */
    findByUsername: (username: string) =>
      db
        .selectFrom('owners')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .executeTakeFirst(),
    findById: (id: number) => db.selectFrom('owners').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
