import type { Kysely } from 'kysely';
import type { HelpMessage } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';

export type NewHelpMessage = {
  ownerId: number;
  outletId: number;
  userId: number;
  subject: string | null;
  message: string;
  createdAt: string;
  outletDate: string;
  idempotencyKey: string | null;
};

/** SQL of help messages; every read names the owner, so another owner's id is simply not found. */
export function createHelpRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('help_messages')
      .innerJoin('outlets', 'outlets.id', 'help_messages.outlet_id')
      .innerJoin('users', 'users.id', 'help_messages.user_id')
      .select([
        'help_messages.id',
        'help_messages.owner_id',
        'help_messages.subject',
        'help_messages.message',
        'help_messages.outlet_id',
        'outlets.name as outlet_name',
        'help_messages.user_id',
        'users.name as user_name',
        'help_messages.created_at',
        'help_messages.outlet_date',
        'help_messages.read_at',
        'help_messages.emailed_at',
      ]);

  return {
    insert: async (row: NewHelpMessage): Promise<number> => {
      const inserted = await db
        .insertInto('help_messages')
        .values({
          owner_id: row.ownerId,
          outlet_id: row.outletId,
          user_id: row.userId,
          subject: row.subject,
          message: row.message,
          created_at: row.createdAt,
          outlet_date: row.outletDate,
          read_at: null,
          emailed_at: null,
          idempotency_key: row.idempotencyKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    findIdByKey: async (ownerId: number, userId: number, key: string): Promise<number | undefined> =>
      (
        await db
          .selectFrom('help_messages')
          .select('id')
          .where('owner_id', '=', ownerId)
          .where('user_id', '=', userId)
          .where('idempotency_key', '=', key)
          .executeTakeFirst()
      )?.id,

    findOne: (ownerId: number, id: number) => withNames().where('help_messages.owner_id', '=', ownerId).where('help_messages.id', '=', id).executeTakeFirst(),

    listForOwner: (ownerId: number, filter: { fromDate?: string; toDate?: string; outletId?: number; limit: number }) => {
      let query = withNames().where('help_messages.owner_id', '=', ownerId);
      if (filter.fromDate) query = query.where('help_messages.outlet_date', '>=', filter.fromDate);
      if (filter.toDate) query = query.where('help_messages.outlet_date', '<=', filter.toDate);
      if (filter.outletId !== undefined) query = query.where('help_messages.outlet_id', '=', filter.outletId);
      return query.orderBy('help_messages.id', 'desc').limit(filter.limit).execute();
    },

    listForUser: (ownerId: number, userId: number, limit: number) =>
      withNames()
        .where('help_messages.owner_id', '=', ownerId)
        .where('help_messages.user_id', '=', userId)
        .orderBy('help_messages.id', 'desc')
        .limit(limit)
        .execute(),

    ownerHasOutlet: async (ownerId: number, outletId: number): Promise<boolean> =>
      (await db.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).where('id', '=', outletId).executeTakeFirst()) !== undefined,

    ownerEmail: async (ownerId: number): Promise<string | undefined> =>
      (await db.selectFrom('owners').select('username').where('id', '=', ownerId).executeTakeFirst())?.username,

    markRead: async (ownerId: number, id: number, at: string): Promise<void> => {
      // Only the first read counts: read_at says when the owner first saw it.
      await db.updateTable('help_messages').set({ read_at: at }).where('owner_id', '=', ownerId).where('id', '=', id).where('read_at', 'is', null).execute();
    },

    markEmailed: async (id: number, at: string): Promise<void> => {
      await db.updateTable('help_messages').set({ emailed_at: at }).where('id', '=', id).execute();
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
export type HelpMessageRow = NonNullable<Awaited<ReturnType<HelpRepository['findOne']>>>;

export function presentHelpMessage(row: HelpMessageRow): HelpMessage {
  return {
    Id: row.id,
    Subject: row.subject,
    Message: row.message,
    OutletId: row.outlet_id,
    OutletName: row.outlet_name,
    UserId: row.user_id,
    UserName: row.user_name,
    CreatedAt: row.created_at,
    OutletDate: row.outlet_date,
    ReadAt: row.read_at,
    IsEmailed: row.emailed_at !== null,
  };
}
