import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
type ChargesTable = Database['outlet_charges'];
export type AdminChargeRow = Selectable<ChargesTable> & { order_type_ids: number[] };

/** SQL of the back office's charges; callers scope every read to the owner's outlet first. */
export function createChargesRepository() {
  async function withOrderTypes(executor: Executor, rows: Array<Selectable<ChargesTable>>): Promise<AdminChargeRow[]> {
    if (rows.length === 0) return [];
    const links = await executor
      .selectFrom('outlet_order_type_charges')
      .select(['outlet_charge_id', 'outlet_order_type_id'])
      .where(
        'outlet_charge_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('outlet_order_type_id')
      .execute();
    return rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      order_type_ids: links.filter((link) => link.outlet_charge_id === row.id).map((link) => link.outlet_order_type_id),
    }));
  }

  return {
    async list(executor: Executor, outletId: number): Promise<AdminChargeRow[]> {
      const rows = await executor.selectFrom('outlet_charges').selectAll().where('outlet_id', '=', outletId).orderBy('archived_at', 'desc').orderBy('id').execute();
      // Live charges first, the archived after them.
      const sorted = [...rows.filter((row) => row.archived_at === null), ...rows.filter((row) => row.archived_at !== null)];
      return withOrderTypes(executor, sorted);
    },

    async findForOwner(executor: Executor, ownerId: number, id: number): Promise<AdminChargeRow | undefined> {
      const row = await executor
        .selectFrom('outlet_charges')
        .innerJoin('outlets', 'outlets.id', 'outlet_charges.outlet_id')
        .selectAll('outlet_charges')
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_charges.id', '=', id)
        .executeTakeFirst();
      return row ? (await withOrderTypes(executor, [row]))[0] : undefined;
    },

    async findByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor.selectFrom('outlet_charges').select('id').where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
      return row?.id;
    },

    /** The outlet's order types among these ids (another outlet's or owner's are left out). */
    async outletOrderTypeIds(executor: Executor, outletId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await executor.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', outletId).where('id', 'in', [...ids]).execute();
      return rows.map((row) => row.id);
    },

    /** True when an order was made with an order type this charge applies to: its prices counted it. */
    async isUsedByOrders(executor: Executor, chargeId: number): Promise<boolean> {
      const row = await executor
        .selectFrom('orders')
        .select('orders.id')
        .where('orders.outlet_order_type_id', 'in', (eb) => eb.selectFrom('outlet_order_type_charges').select('outlet_order_type_id').where('outlet_charge_id', '=', chargeId))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(executor: Executor, row: Insertable<ChargesTable>): Promise<number> {
      return (await executor.insertInto('outlet_charges').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(executor: Executor, id: number, values: Updateable<ChargesTable>): Promise<void> {
      await executor.updateTable('outlet_charges').set(values).where('id', '=', id).execute();
    },

    async replaceOrderTypes(executor: Executor, chargeId: number, orderTypeIds: readonly number[]): Promise<void> {
      await executor.deleteFrom('outlet_order_type_charges').where('outlet_charge_id', '=', chargeId).execute();
      if (orderTypeIds.length > 0) {
        await executor
          .insertInto('outlet_order_type_charges')
          .values(orderTypeIds.map((orderTypeId) => ({ outlet_charge_id: chargeId, outlet_order_type_id: orderTypeId })))
          .execute();
      }
    },

    async archive(executor: Executor, id: number, nowIso: string): Promise<void> {
      await executor.updateTable('outlet_charges').set({ is_active: 0, archived_at: nowIso }).where('id', '=', id).execute();
    },

    async delete(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('outlet_order_type_charges').where('outlet_charge_id', '=', id).execute();
      await executor.deleteFrom('outlet_charges').where('id', '=', id).execute();
    },
  };
}

export type ChargesRepository = ReturnType<typeof createChargesRepository>;
