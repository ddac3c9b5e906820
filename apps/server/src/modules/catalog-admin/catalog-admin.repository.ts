import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { SetReceipt } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Tables whose rows keep an outlet product's id: while any does, it is made inactive, never deleted. */
const OUTLET_PRODUCT_HISTORY = ['order_products', 'pending_order_products', 'order_bundle_details', 'outlet_product_bundle_details', 'promo_products'] as const;

const idList = (json: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : [];
  } catch {
    return [];
  }
};
const truthy = (value: unknown) => value === true || Number(value) === 1;

/** SQL of the owner's departments and categories; callers check the outlet is the owner's first. */
export function createStructureRepository() {
  return {
    listDepartments: (executor: Executor, outletId: number) =>
      executor.selectFrom('departments').selectAll().where('outlet_id', '=', outletId).where('archived_at', 'is', null).orderBy('name').orderBy('id').execute(),

    findDepartmentForOwner: (executor: Executor, ownerId: number, id: number) =>
      executor
        .selectFrom('departments')
        .innerJoin('outlets', 'outlets.id', 'departments.outlet_id')
        .selectAll('departments')
        .where('outlets.owner_id', '=', ownerId)
        .where('departments.id', '=', id)
        .executeTakeFirst(),

    findDepartmentByKey: (executor: Executor, outletId: number, key: string) =>
      executor.selectFrom('departments').select('id').where('outlet_id', '=', outletId).where('request_key', '=', key).executeTakeFirst(),

    async departmentNameTaken(executor: Executor, outletId: number, name: string, exceptId: number | null): Promise<boolean> {
      let query = executor.selectFrom('departments').select('id').where('outlet_id', '=', outletId).where('archived_at', 'is', null).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Categories naming the department: the live ones and all of them. */
    async departmentUse(executor: Executor, id: number): Promise<{ live: number; all: number }> {
      const row = await executor
        .selectFrom('product_categories')
        .select((eb) => [eb.fn.countAll().as('all'), eb.fn.sum(eb.case().when('archived_at', 'is', null).then(1).else(0).end()).as('live')])
        .where('department_id', '=', id)
        .executeTakeFirstOrThrow();
      return { live: Number(row.live ?? 0), all: Number(row.all) };
    },

    insertDepartment: async (executor: Executor, row: Insertable<Database['departments']>) =>
      (await executor.insertInto('departments').values(row).returning('id').executeTakeFirstOrThrow()).id,
    updateDepartment: (executor: Executor, id: number, values: Updateable<Database['departments']>) => executor.updateTable('departments').set(values).where('id', '=', id).execute(),
    deleteDepartment: (executor: Executor, id: number) => executor.deleteFrom('departments').where('id', '=', id).execute(),

    listCategories: (executor: Executor, outletId: number) =>
      executor
        .selectFrom('product_categories')
        .leftJoin('departments', 'departments.id', 'product_categories.department_id')
        .selectAll('product_categories')
        .select('departments.name as department_name')
        .select((eb) =>
          eb
            .selectFrom('outlet_products')
            .select(eb.fn.countAll().as('count'))
            .whereRef('outlet_products.product_category_id', '=', 'product_categories.id')
            .where('outlet_products.is_active', '=', 1)
            .as('product_count'),
        )
        .where('product_categories.outlet_id', '=', outletId)
        .where('product_categories.archived_at', 'is', null)
        .orderBy('product_categories.position')
        .orderBy('product_categories.id')
        .execute(),

    findCategoryForOwner: (executor: Executor, ownerId: number, id: number) =>
      executor
        .selectFrom('product_categories')
        .innerJoin('outlets', 'outlets.id', 'product_categories.outlet_id')
        .selectAll('product_categories')
        .where('outlets.owner_id', '=', ownerId)
        .where('product_categories.id', '=', id)
        .executeTakeFirst(),

    findCategoryByKey: (executor: Executor, outletId: number, key: string) =>
      executor.selectFrom('product_categories').select('id').where('outlet_id', '=', outletId).where('request_key', '=', key).executeTakeFirst(),

    /** Live products and bundles in the category (refuse), and whether anything at all names it (archive). */
    async categoryUse(executor: Executor, id: number): Promise<{ live: number; named: boolean }> {
      const [products, bundles, promos] = await Promise.all([
        executor.selectFrom('outlet_products').select((eb) => [eb.fn.countAll().as('all'), eb.fn.sum(eb.case().when('is_active', '=', 1).then(1).else(0).end()).as('live')]).where('product_category_id', '=', id).executeTakeFirstOrThrow(),
        executor.selectFrom('outlet_product_bundles').select((eb) => [eb.fn.countAll().as('all'), eb.fn.sum(eb.case().when('is_active', '=', 1).then(1).else(0).end()).as('live')]).where('product_category_id', '=', id).executeTakeFirstOrThrow(),
        executor.selectFrom('promo_products').select((eb) => eb.fn.countAll().as('all')).where('product_category_id', '=', id).executeTakeFirstOrThrow(),
      ]);
      const live = Number(products.live ?? 0) + Number(bundles.live ?? 0);
      return { live, named: Number(products.all) + Number(bundles.all) + Number(promos.all) > 0 };
    },

    insertCategory: async (executor: Executor, row: Insertable<Database['product_categories']>) =>
      (await executor.insertInto('product_categories').values(row).returning('id').executeTakeFirstOrThrow()).id,
    updateCategory: (executor: Executor, id: number, values: Updateable<Database['product_categories']>) => executor.updateTable('product_categories').set(values).where('id', '=', id).execute(),
    deleteCategory: (executor: Executor, id: number) => executor.deleteFrom('product_categories').where('id', '=', id).execute(),

    /** The live department of the outlet, or undefined. */
    findLiveDepartmentOfOutlet: (executor: Executor, outletId: number, id: number) =>
      executor.selectFrom('departments').select('id').where('outlet_id', '=', outletId).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst(),
  };
}

/** The kitchen routing lists (department_ids) of the outlet's ORDER print set devices. */
export function createKitchenRoutingRepository() {
  const orderLinks = (executor: Executor, outletId: number) =>
    executor
      .selectFrom('outlet_receipt_devices')
      .innerJoin('outlet_receipts', 'outlet_receipts.id', 'outlet_receipt_devices.outlet_receipt_id')
      .select(['outlet_receipt_devices.id', 'outlet_receipt_devices.device_id', 'outlet_receipt_devices.department_ids', 'outlet_receipt_devices.category_ids', 'outlet_receipt_devices.product_ids'])
      .where('outlet_receipts.outlet_id', '=', outletId)
      .where('outlet_receipts.set_receipt_id', '=', SetReceipt.ORDER)
      .orderBy('outlet_receipt_devices.position')
      .orderBy('outlet_receipt_devices.id')
      .execute();

  return {
    /**
     * The devices of the outlet's ORDER print set, once each. A catch-all device (its routing lists
     * name nothing) prints every line no other device takes (domain kitchen-routing.ts).
     */
    async listKitchenPrinters(executor: Executor, outletId: number) {
      const links = await orderLinks(executor, outletId);
      const ids = [...new Set(links.map((link) => link.device_id))];
      if (ids.length === 0) return [];
      const devices = await executor.selectFrom('devices').select(['id', 'name', 'ip', 'port']).where('outlet_id', '=', outletId).where('id', 'in', ids).execute();
      const namesNothing = (link: (typeof links)[number]) => idList(link.department_ids).length === 0 && idList(link.category_ids).length === 0 && idList(link.product_ids).length === 0;
      return ids
        .map((id) => devices.find((device) => device.id === id))
        .filter((device) => device !== undefined)
        .map((device) => ({ ...device, isCatchAll: links.filter((link) => link.device_id === device.id).every(namesNothing) }));
    },

    /** Department id → the devices whose ORDER routing lists it. */
    async printersByDepartment(executor: Executor, outletId: number): Promise<Map<number, number[]>> {
      const byDepartment = new Map<number, number[]>();
      for (const link of await orderLinks(executor, outletId)) {
        for (const departmentId of idList(link.department_ids)) {
          const devices = byDepartment.get(departmentId) ?? [];
          if (!devices.includes(link.device_id)) devices.push(link.device_id);
          byDepartment.set(departmentId, devices);
        }
      }
      return byDepartment;
    },

    /** Makes exactly these devices' ORDER routing lists name the department (the others stop naming it). */
    async setDepartmentPrinters(executor: Executor, outletId: number, departmentId: number, deviceIds: readonly number[]): Promise<void> {
      for (const link of await orderLinks(executor, outletId)) {
        const current = idList(link.department_ids);
        const wanted = deviceIds.includes(link.device_id);
        const has = current.includes(departmentId);
        if (wanted === has) continue;
        const next = wanted ? [...current, departmentId] : current.filter((id) => id !== departmentId);
        await executor.updateTable('outlet_receipt_devices').set({ department_ids: JSON.stringify(next) }).where('id', '=', link.id).execute();
      }
    },
  };
}

/** SQL of the owner's products and the outlet rows that sell them. */
export function createProductsRepository() {
  return {
    listProducts: (executor: Executor, ownerId: number) =>
      executor.selectFrom('products').selectAll().where('owner_id', '=', ownerId).where('archived_at', 'is', null).orderBy('name').orderBy('id').execute(),

    findProduct: (executor: Executor, ownerId: number, id: number) =>
      executor.selectFrom('products').selectAll().where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst(),

    findProductByKey: (executor: Executor, ownerId: number, key: string) =>
      executor.selectFrom('products').select('id').where('owner_id', '=', ownerId).where('request_key', '=', key).executeTakeFirst(),

    async productNameTaken(executor: Executor, ownerId: number, name: string, exceptId: number | null): Promise<boolean> {
      let query = executor.selectFrom('products').select('id').where('owner_id', '=', ownerId).where('archived_at', 'is', null).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insertProduct: async (executor: Executor, row: Insertable<Database['products']>) => (await executor.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id,
    updateProduct: (executor: Executor, id: number, values: Updateable<Database['products']>) => executor.updateTable('products').set(values).where('id', '=', id).execute(),
    deleteProduct: (executor: Executor, id: number) => executor.deleteFrom('products').where('id', '=', id).execute(),

    listOwnerOutlets: (executor: Executor, ownerId: number) => executor.selectFrom('outlets').select(['id', 'name']).where('owner_id', '=', ownerId).orderBy('id').execute(),

    /** Outlet rows of these products, with their category's name. */
    listOutletRows: (executor: Executor, productIds: readonly number[]) =>
      productIds.length === 0
        ? Promise.resolve([])
        : executor
            .selectFrom('outlet_products')
            .leftJoin('product_categories', 'product_categories.id', 'outlet_products.product_category_id')
            .selectAll('outlet_products')
            .select('product_categories.name as category_name')
            .where('outlet_products.product_id', 'in', [...productIds])
            .orderBy('outlet_products.id')
            .execute(),

    /** The live (not archived) category of the outlet, or undefined. */
    findLiveCategoryOfOutlet: (executor: Executor, outletId: number, id: number) =>
      executor.selectFrom('product_categories').select('id').where('outlet_id', '=', outletId).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst(),

    imageIsOwners: async (executor: Executor, ownerId: number, fileName: string) =>
      (await executor.selectFrom('images').select('id').where('owner_id', '=', ownerId).where('file_name', '=', fileName).executeTakeFirst()) !== undefined,

    /** True when an order, pending item, bundle or promo names the outlet product. */
    async outletProductIsNamed(executor: Executor, outletProductId: number): Promise<boolean> {
      const row = await executor
        .selectNoFrom((eb) => eb.or(OUTLET_PRODUCT_HISTORY.map((table) => eb.exists(eb.selectFrom(table).select(sql<number>`1`.as('one')).where(`${table}.outlet_product_id`, '=', outletProductId)))).as('named'))
        .executeTakeFirstOrThrow();
      return truthy(row.named);
    },

    insertOutletRow: async (executor: Executor, row: Insertable<Database['outlet_products']>) => (await executor.insertInto('outlet_products').values(row).returning('id').executeTakeFirstOrThrow()).id,
    updateOutletRow: (executor: Executor, id: number, values: Updateable<Database['outlet_products']>) => executor.updateTable('outlet_products').set(values).where('id', '=', id).execute(),
    deleteOutletRow: (executor: Executor, id: number) => executor.deleteFrom('outlet_products').where('id', '=', id).execute(),
  };
}

export type StructureRepository = ReturnType<typeof createStructureRepository>;
export type KitchenRoutingRepository = ReturnType<typeof createKitchenRoutingRepository>;
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
