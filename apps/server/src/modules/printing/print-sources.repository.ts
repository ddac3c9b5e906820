import { sql, type Kysely } from 'kysely';
import { CashFlowType, OrderStatus } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';

export type RoutingFacts = { categoryId: number | null; departmentId: number | null };

const toNumber = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

/** What tickets need beyond the order: product routing facts, table names, shift figures. */
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

    /** The figures of a shift report, every amount in hundredths. */
    async shiftFigures(outletId: number, shiftId: number) {
      const cash = await db
        .selectFrom('cash_in_outs')
        .select(['type', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
        .where('shift_id', '=', shiftId)
        .groupBy('type')
        .execute();
      // Revenue counts settled orders; a partly paid one is still outstanding.
      const paidStatuses = [OrderStatus.PAID];
      const revenue = await db
        .selectFrom('orders')
        .select([
          (eb) => eb.fn.countAll<number | string>().as('orders'),
          (eb) => eb.fn.sum<number | string>('subtotal').as('subtotal'),
          (eb) => eb.fn.sum<number | string>('discount_amount').as('discount'),
          (eb) => eb.fn.sum<number | string>('charge_total').as('charges'),
          (eb) => eb.fn.sum<number | string>('rounding').as('rounding'),
          (eb) => eb.fn.sum<number | string>('total').as('total'),
          (eb) => eb.fn.sum<number | string>('pax').as('pax'),
        ])
        .where('outlet_id', '=', outletId)
        .where('shift_id', '=', shiftId)
        .where('status', 'in', paidStatuses)
        .executeTakeFirst();
      const outstanding = await db
        .selectFrom('orders')
        .select([(eb) => eb.fn.countAll<number | string>().as('orders'), (eb) => eb.fn.sum<number | string>('total').as('total')])
        .where('outlet_id', '=', outletId)
        .where('shift_id', '=', shiftId)
        .where('status', 'in', [OrderStatus.ORDERED, OrderStatus.PENDING, OrderStatus.PARTIALLY_PAID])
        .executeTakeFirst();
      const payments = await db
        .selectFrom('payment_details')
        .innerJoin('payments', 'payments.id', 'payment_details.payment_id')
        .select(['payment_details.method_name', 'payment_details.is_no_sales', (eb) => eb.fn.countAll<number | string>().as('count'), (eb) => eb.fn.sum<number | string>('payment_details.amount').as('amount')])
        .where('payments.outlet_id', '=', outletId)
        .where('payments.shift_id', '=', shiftId)
        .groupBy(['payment_details.method_name', 'payment_details.is_no_sales'])
        .orderBy('payment_details.method_name')
        .execute();
      const categories = await db
        .selectFrom('order_products')
        .innerJoin('orders', 'orders.id', 'order_products.order_id')
        .innerJoin('outlet_products', 'outlet_products.id', 'order_products.outlet_product_id')
        .innerJoin('product_categories', 'product_categories.id', 'outlet_products.product_category_id')
        .leftJoin('departments', 'departments.id', 'product_categories.department_id')
        .select([
          'product_categories.name as category',
          'departments.name as department',
          (eb) => eb.fn.sum<number | string>('order_products.quantity').as('quantity'),
          (eb) => eb.fn.sum<number | string>(sql<number>`order_products.quantity * coalesce(order_products.price_override, order_products.sell_price)`).as('amount'),
        ])
        .where('orders.outlet_id', '=', outletId)
        .where('orders.shift_id', '=', shiftId)
        .where('orders.status', 'in', paidStatuses)
        .groupBy(['product_categories.name', 'departments.name'])
        .orderBy('product_categories.name')
        .execute();
      return {
        cashIn: toNumber(cash.find((row) => row.type === CashFlowType.IN)?.amount),
        cashOut: toNumber(cash.find((row) => row.type === CashFlowType.OUT)?.amount),
        revenue: {
          orders: toNumber(revenue?.orders),
          subtotal: toNumber(revenue?.subtotal),
          discount: toNumber(revenue?.discount),
          charges: toNumber(revenue?.charges),
          rounding: toNumber(revenue?.rounding),
          total: toNumber(revenue?.total),
          pax: toNumber(revenue?.pax),
        },
        outstanding: { orders: toNumber(outstanding?.orders), total: toNumber(outstanding?.total) },
        payments: payments.map((row) => ({ name: row.method_name, isNoSales: row.is_no_sales === 1, count: toNumber(row.count), amount: toNumber(row.amount) })),
        categories: categories.map((row) => ({ category: row.category, department: row.department ?? '-', quantity: toNumber(row.quantity), amount: toNumber(row.amount) })),
      };
    },
  };
}

export type PrintSourcesRepository = ReturnType<typeof createPrintSourcesRepository>;
