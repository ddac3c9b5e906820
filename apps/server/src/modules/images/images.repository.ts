import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** SQL of uploaded images; every read is scoped to the owner. */
export function createImagesRepository(db: Kysely<Database>) {
  return {
    async insert(row: { ownerId: number; fileName: string; contentType: string; byteSize: number; nowIso: string }): Promise<number> {
      const inserted = await db
        .insertInto('images')
        .values({ owner_id: row.ownerId, file_name: row.fileName, content_type: row.contentType, byte_size: row.byteSize, created_at: row.nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    findForOwner: (executor: Executor, ownerId: number, id: number) =>
      executor.selectFrom('images').select(['id', 'file_name']).where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst(),

    findByFileName: (fileName: string) => db.selectFrom('images').select(['file_name', 'content_type']).where('file_name', '=', fileName).executeTakeFirst(),

    /** The image leaves the payment methods that showed it, then goes; one transaction. */
    async delete(executor: Executor, id: number): Promise<number[]> {
      const outlets = await executor.selectFrom('outlet_payment_methods').select('outlet_id').distinct().where('image_id', '=', id).execute();
      await executor.updateTable('outlet_payment_methods').set({ image_id: null, image: null }).where('image_id', '=', id).execute();
      await executor.deleteFrom('images').where('id', '=', id).execute();
      return outlets.map((row) => row.outlet_id);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
