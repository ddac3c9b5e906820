import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, OutletsTable } from '../../db/schema.ts';
import type { OutletOrderTypesTable } from '../../db/schema-catalog.ts';

export type AdminOutletRow = Selectable<OutletsTable>;
export type AdminOrderTypeRow = Selectable<OutletOrderTypesTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * SQL of the owner's outlets, their order types and the charges those apply. Every read names
 * the owner, so another owner's id is simply not found. Suspended outlets are read like any
 * other: the back office edits them (outlets.service resolveOutlet refuses them, for cashiers).
 */
export function createOutletAdminRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    listByOwner: (ownerId: number): Promise<AdminOutletRow[]> =>
      db.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute(),

    findById: (ownerId: number, outletId: number, executor: Executor = db): Promise<AdminOutletRow | undefined> =>
      executor.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).where('id', '=', outletId).executeTakeFirst(),

    findByIdempotencyKey: (ownerId: number, key: string): Promise<AdminOutletRow | undefined> =>
      db.selectFrom('outlets').selectAll().where('owner_id', '=', ownerId).where('idempotency_key', '=', key).executeTakeFirst(),

    /** Another outlet of the owner with this name, ignoring case and the outlet itself. */
    async hasNameTaken(ownerId: number, name: string, exceptOutletId: number | null, executor: Executor = db): Promise<boolean> {
      let query = executor.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).where(sql<string>`lower(name)`, '=', name.toLowerCase());
      if (exceptOutletId !== null) query = query.where('id', '!=', exceptOutletId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insertOutlet: (trx: Transaction<Database>, row: Insertable<OutletsTable>): Promise<{ id: number }> =>
      trx.insertInto('outlets').values(row).returning('id').executeTakeFirstOrThrow(),

    async updateOutlet(trx: Transaction<Database>, ownerId: number, outletId: number, patch: Updateable<OutletsTable>): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await trx.updateTable('outlets').set(patch).where('owner_id', '=', ownerId).where('id', '=', outletId).execute();
    },

    async insertOrderTypes(trx: Transaction<Database>, rows: Array<Insertable<OutletOrderTypesTable>>): Promise<void> {
      if (rows.length > 0) await trx.insertInto('outlet_order_types').values(rows).execute();
    },

    listOrderTypes: (outletId: number): Promise<AdminOrderTypeRow[]> =>
      db.selectFrom('outlet_order_types').selectAll().where('outlet_id', '=', outletId).orderBy('position').orderBy('id').execute(),

    /** The order type when its outlet belongs to the owner. */
    findOrderTypeForOwner: (ownerId: number, orderTypeId: number, executor: Executor = db): Promise<AdminOrderTypeRow | undefined> =>
      executor
        .selectFrom('outlet_order_types')
        .innerJoin('outlets', 'outlets.id', 'outlet_order_types.outlet_id')
        .selectAll('outlet_order_types')
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_order_types.id', '=', orderTypeId)
        .executeTakeFirst(),

    async chargeIdsByOrderType(orderTypeIds: readonly number[], executor: Executor = db): Promise<Map<number, number[]>> {
      const byType = new Map<number, number[]>();
      if (orderTypeIds.length === 0) return byType;
      const rows = await executor
        .selectFrom('outlet_order_type_charges')
        .select(['outlet_order_type_id', 'outlet_charge_id'])
        .where('outlet_order_type_id', 'in', [...orderTypeIds])
        .orderBy('outlet_charge_id')
        .execute();
      for (const row of rows) byType.set(row.outlet_order_type_id, [...(byType.get(row.outlet_order_type_id) ?? []), row.outlet_charge_id]);
      return byType;
    },

    listCharges: (outletId: number, executor: Executor = db) =>
      executor.selectFrom('outlet_charges').select(['id', 'name', 'is_active']).where('outlet_id', '=', outletId).orderBy('id').execute(),

    async updateOrderType(trx: Transaction<Database>, orderTypeId: number, patch: Updateable<OutletOrderTypesTable>): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await trx.updateTable('outlet_order_types').set(patch).where('id', '=', orderTypeId).execute();
    },

    async replaceOrderTypeCharges(trx: Transaction<Database>, orderTypeId: number, chargeIds: readonly number[]): Promise<void> {
      await trx.deleteFrom('outlet_order_type_charges').where('outlet_order_type_id', '=', orderTypeId).execute();
      if (chargeIds.length > 0) {
        await trx.insertInto('outlet_order_type_charges').values(chargeIds.map((id) => ({ outlet_order_type_id: orderTypeId, outlet_charge_id: id }))).execute();
      }
    },
  };
}

export type OutletAdminRepository = ReturnType<typeof createOutletAdminRepository>;
