import type { Kysely, Selectable } from 'kysely';
import type { Database, OutletsTable } from '../../db/schema.ts';
import { compileOnce, fill, slot } from '../../db/compiled-query.ts';

export type OutletRow = Selectable<OutletsTable>;

/** SQL of outlets; every read is scoped to an owner. */
export function createOutletsRepository(db: Kysely<Database>) {
  // resolveOutlet's read, on every cashier call: compiled once, run with this call's values.
  const findForUserQuery = compileOnce(() =>
    db
      .selectFrom('outlets')
      .selectAll('outlets')
      .select((eb) =>
        eb
          .exists(eb.selectFrom('user_role_outlets').select('user_role_outlets.outlet_id').where('user_role_outlets.user_id', '=', slot<number>('userId')).whereRef('user_role_outlets.outlet_id', '=', 'outlets.id'))
          .as('is_reachable'),
      )
      .where('outlets.owner_id', '=', slot<number>('ownerId'))
      .where('outlets.id', '=', slot<number>('outletId')),
  );
  return {
    async findById(ownerId: number, outletId: number): Promise<OutletRow | undefined> {
      return db.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).where('id', '=', outletId).executeTakeFirst();
    },

    /** The outlet and whether the user's role reaches it, in one read (resolveOutlet runs on every cashier call). */
    /** The outlets where the user has a shift open now (one per outlet at most: shifts_one_open_per_user_outlet). */
    async listOpenShiftOutletIds(ownerId: number, userId: number): Promise<number[]> {
      const rows = await db.selectFrom('shifts').select('outlet_id').where('owner_id', '=', ownerId).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
      return rows.map((row) => row.outlet_id);
    },

    async findForUser(ownerId: number, outletId: number, userId: number): Promise<{ outlet: OutletRow; isReachable: boolean } | undefined> {
      const row = (await db.executeQuery(fill(findForUserQuery(), { ownerId, outletId, userId }))).rows[0];
      if (!row) return undefined;
      const { is_reachable: isReachable, ...outlet } = row;
      // EXISTS is 0/1 on SQLite and a boolean on PostgreSQL.
      return { outlet, isReachable: Number(isReachable) === 1 };
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
