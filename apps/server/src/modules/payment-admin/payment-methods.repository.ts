import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
type MethodsTable = Database['outlet_payment_methods'];
export type AdminMethodRow = Selectable<MethodsTable> & { type_name: string | null; is_used: boolean };

/** The tables whose rows keep a payment method's id: while any refers to it, it is archived, never deleted. */
const REFERRING_TABLES = ['payment_details', 'membership_payment_details', 'promo_payment_methods'] as const;

/** SQL of the back office's payment methods; callers scope every read to the owner's outlet first. */
export function createPaymentMethodsRepository() {
  const withUse = (executor: Executor) =>
    executor
      .selectFrom('outlet_payment_methods')
      .leftJoin('payment_method_types', 'payment_method_types.id', 'outlet_payment_methods.type')
      .selectAll('outlet_payment_methods')
      .select('payment_method_types.name as type_name')
      .select((eb) =>
        eb
          .or(REFERRING_TABLES.map((table) => eb.exists(eb.selectFrom(table).select('outlet_payment_method_id').whereRef(`${table}.outlet_payment_method_id`, '=', 'outlet_payment_methods.id'))))
          .as('is_used'),
      );
  const normalise = (row: Omit<AdminMethodRow, 'is_used'> & { is_used: unknown }): AdminMethodRow => ({
    ...row,
    default_value: row.default_value === null ? null : Number(row.default_value),
    max_point: row.max_point === null ? null : Number(row.max_point),
    is_used: row.is_used === true || Number(row.is_used) === 1,
  });

  return {
    async list(executor: Executor, outletId: number): Promise<AdminMethodRow[]> {
      const rows = await withUse(executor).where('outlet_payment_methods.outlet_id', '=', outletId).orderBy('outlet_payment_methods.is_active', 'desc').orderBy('outlet_payment_methods.position').orderBy('outlet_payment_methods.id').execute();
      return rows.map(normalise);
    },

    /** The method if it belongs to one of the owner's outlets. */
    async findForOwner(executor: Executor, ownerId: number, id: number): Promise<AdminMethodRow | undefined> {
      const row = await withUse(executor)
        .innerJoin('outlets', 'outlets.id', 'outlet_payment_methods.outlet_id')
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_payment_methods.id', '=', id)
        .executeTakeFirst();
      return row ? normalise(row) : undefined;
    },

    async findByRequestKey(executor: Executor, outletId: number, requestKey: string): Promise<number | undefined> {
      const row = await executor.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
      return row?.id;
    },

    /** Another live method of the outlet with this name, whatever its case. */
    async nameTaken(executor: Executor, outletId: number, name: string, exceptId: number | null): Promise<boolean> {
      let query = executor.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', outletId).where('is_active', '=', 1).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(executor: Executor, row: Insertable<MethodsTable>): Promise<number> {
      const inserted = await executor.insertInto('outlet_payment_methods').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async update(executor: Executor, id: number, values: Updateable<MethodsTable>): Promise<void> {
      await executor.updateTable('outlet_payment_methods').set(values).where('id', '=', id).execute();
    },

    async archive(executor: Executor, id: number): Promise<void> {
      await executor.updateTable('outlet_payment_methods').set({ is_active: 0 }).where('id', '=', id).execute();
    },

    async delete(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('outlet_payment_methods').where('id', '=', id).execute();
    },

    async findImage(executor: Executor, ownerId: number, imageId: number) {
      return executor.selectFrom('images').select(['id', 'file_name']).where('owner_id', '=', ownerId).where('id', '=', imageId).executeTakeFirst();
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
