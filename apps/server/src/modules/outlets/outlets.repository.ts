import type { Kysely, Selectable } from 'kysely';
import type { Database, OutletsTable } from '../../db/schema.ts';

export type OutletRow = Selectable<OutletsTable>;

/** SQL of outlets; every read is scoped to an owner. */
export function createOutletsRepository(db: Kysely<Database>) {
  return {
    async findById(ownerId: number, outletId: number): Promise<OutletRow | undefined> {
      return db.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).where('id', '=', outletId).executeTakeFirst();
    },

    async listByIds(ownerId: number, ids: number[], options: { hideSuspended: boolean }): Promise<OutletRow[]> {
      if (ids.length === 0) return [];
      let query = db.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).where('id', 'in', ids);
      if (options.hideSuspended) query = query.where('is_suspend', '=', 0);
      return query.orderBy('id').execute();
    },

    async listByOwner(ownerId: number): Promise<OutletRow[]> {
      return db.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute();
    },
  };
}

export type OutletsRepository = ReturnType<typeof createOutletsRepository>;
