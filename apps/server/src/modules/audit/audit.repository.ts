import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AuditFilter = { ownerId: number; outletId: number | null; actions: readonly string[]; fromIso: string; toExclusiveIso: string; limit: number; offset: number };

/**
 * Reads of the order audit trail the tills write (orders, pending items, bills, payments):
 * scoped to the owner through the order's outlet, newest first.
 */
export function createAuditRepository(db: Kysely<Database>) {
  const filtered = (filter: AuditFilter) => {
    let query = db
      .selectFrom('order_audits')
      .innerJoin('orders', 'orders.id', 'order_audits.order_id')
      .innerJoin('outlets', 'outlets.id', 'orders.outlet_id')
      .where('outlets.owner_id', '=', filter.ownerId)
      .where('order_audits.action', 'in', [...filter.actions])
      .where('order_audits.created_at', '>=', filter.fromIso)
      .where('order_audits.created_at', '<', filter.toExclusiveIso);
    if (filter.outletId !== null) query = query.where('orders.outlet_id', '=', filter.outletId);
    return query;
  };

  return {
    async page(filter: AuditFilter) {
      return filtered(filter)
        .leftJoin('users as actor', 'actor.id', 'order_audits.actor_user_id')
        .leftJoin('users as approver', 'approver.id', 'order_audits.approver_user_id')
        .select([
          'order_audits.id',
          'order_audits.action',
          'order_audits.reason',
          'order_audits.before_json',
          'order_audits.after_json',
          'order_audits.created_at',
          'orders.id as order_id',
          'orders.order_no',
          'orders.outlet_id',
          'outlets.name as outlet_name',
          'actor.name as actor_name',
          'approver.name as approver_name',
        ])
        .orderBy('order_audits.created_at', 'desc')
        .orderBy('order_audits.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
    },

    async count(filter: AuditFilter): Promise<number> {
      const row = await filtered(filter).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Names of payment methods, archived ones too: a changed payment names the methods it moved to. */
    async methodNames(ownerId: number, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('outlet_payment_methods')
        .innerJoin('outlets', 'outlets.id', 'outlet_payment_methods.outlet_id')
        .select(['outlet_payment_methods.id', 'outlet_payment_methods.name'])
        .where('outlets.owner_id', '=', ownerId)
        .where('outlet_payment_methods.id', 'in', [...ids])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The outlet whose clock reads the dates: the one asked for, else the owner's first. */
    async outletForDates(ownerId: number, outletId: number | null) {
      let query = db.selectFrom('outlets').select(['id', 'time_zone']).where('owner_id', '=', ownerId);
      if (outletId !== null) query = query.where('id', '=', outletId);
      return query.orderBy('id').executeTakeFirst();
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['page']>>[number];
