import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type RoutingFacts = { categoryId: number | null; departmentId: number | null };

/** What tickets need beyond the order: product routing facts, table names, the shift (its figures come from modules/reports). */
export function createPrintSourcesRepository(db: Kysely<Database>) {
  return {
    async productRouting(outletId: number, productIds: readonly number[]): Promise<Map<number, RoutingFacts>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('outlet_products')
        .leftJoin('product_categories', 'product_categories.id', 'outlet_products.product_category_id')
        .select(['outlet_products.id', 'outlet_products.product_category_id', 'product_categories.department_id'])
        .where('outlet_products.outlet_id', '=', outletId)
        .where('outlet_products.id', 'in', [...new Set(productIds)])
        .execute();
      return new Map(rows.map((row) => [row.id, { categoryId: row.product_category_id, departmentId: row.department_id ?? null }]));
    },

    async bundleRouting(outletId: number, bundleIds: readonly number[]): Promise<Map<number, RoutingFacts>> {
      if (bundleIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('outlet_product_bundles')
        .leftJoin('product_categories', 'product_categories.id', 'outlet_product_bundles.product_category_id')
        .select(['outlet_product_bundles.id', 'outlet_product_bundles.product_category_id', 'product_categories.department_id'])
        .where('outlet_product_bundles.outlet_id', '=', outletId)
        .where('outlet_product_bundles.id', 'in', [...new Set(bundleIds)])
        .execute();
      return new Map(rows.map((row) => [row.id, { categoryId: row.product_category_id, departmentId: row.department_id ?? null }]));
    },

    async tables(outletId: number, tableIds: readonly number[]): Promise<Array<{ id: number; name: string; areaId: number; areaName: string }>> {
      if (tableIds.length === 0) return [];
      const rows = await db
        .selectFrom('outlet_tables')
        .innerJoin('outlet_areas', 'outlet_areas.id', 'outlet_tables.outlet_area_id')
        .select(['outlet_tables.id', 'outlet_tables.table_name', 'outlet_tables.outlet_area_id', 'outlet_areas.name as area_name'])
        .where('outlet_tables.outlet_id', '=', outletId)
        .where('outlet_tables.id', 'in', [...tableIds])
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.table_name, areaId: row.outlet_area_id, areaName: row.area_name }));
    },

    async memberPoints(ownerId: number, memberId: number): Promise<number | null> {
      const row = await db.selectFrom('members').select('point_balance').where('owner_id', '=', ownerId).where('id', '=', memberId).executeTakeFirst();
      return row ? Number(row.point_balance) : null;
    },

    async findShift(outletId: number, shiftId: number) {
      return db
        .selectFrom('shifts')
        .innerJoin('users', 'users.id', 'shifts.user_id')
        .select(['shifts.id', 'shifts.start_cash', 'shifts.end_cash', 'shifts.expected_cash', 'shifts.started_at', 'shifts.ended_at', 'users.name as user_name'])
        .where('shifts.outlet_id', '=', outletId)
        .where('shifts.id', '=', shiftId)
        .executeTakeFirst();
    },
  };
}

export type PrintSourcesRepository = ReturnType<typeof createPrintSourcesRepository>;
