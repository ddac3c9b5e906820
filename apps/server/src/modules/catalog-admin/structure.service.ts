import type { Kysely } from 'kysely';
import { ServerMessage, fillMessage } from '@kasir/domain';
import { CatalogPart, type AdminDepartment, type AdminProductCategory, type DepartmentInput, type KitchenPrinter, type ProductCategoryInput, type RemovalResult } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import { requireOwnerOutlet } from '../payment-admin/owner-outlet.ts';
import type { Executor, KitchenRoutingRepository, StructureRepository } from './catalog-admin.repository.ts';
import { presentCategory, presentDepartment } from './catalog-admin.presenter.ts';

type Deps = { db: Kysely<Database>; structure: StructureRepository; routing: KitchenRoutingRepository; broadcaster: Broadcaster };

/**
 * The owner's departments (with the kitchen printers their tickets go to) and product categories
 * of one outlet. Each write is one transaction; the outlet's tills hear of it after commit.
 */
export function createStructureService(deps: Deps) {
  const { db, structure, routing } = deps;
  const now = () => new Date().toISOString();

  async function readDepartment(executor: Executor, auth: AuthContext, id: number): Promise<AdminDepartment> {
    const row = await structure.findDepartmentForOwner(executor, auth.ownerId, id);
    if (!row) throw notFound('Department');
    return presentDepartment(row, (await routing.printersByDepartment(executor, row.outlet_id)).get(row.id) ?? []);
  }

  async function readCategory(auth: AuthContext, id: number): Promise<AdminProductCategory> {
    const row = await structure.findCategoryForOwner(db, auth.ownerId, id);
    if (!row) throw notFound('Category');
    const listed = (await structure.listCategories(db, row.outlet_id)).find((category) => category.id === id);
    return presentCategory(listed ?? { ...row, department_name: null, product_count: 0 });
  }

  /**
   * Every chosen printer must be a device of the outlet's ORDER print set, and not a catch-all one:
   * naming a department on it would make it print only that department, so every other line it
   * caught would silently stop reaching the kitchen. It already prints a department no other printer takes.
   */
  async function checkPrinters(executor: Executor, outletId: number, deviceIds: readonly number[]) {
    const printers = await routing.listKitchenPrinters(executor, outletId);
    const foreign = deviceIds.filter((id) => !printers.some((device) => device.id === id));
    if (foreign.length > 0) throw invalidField('PrinterDeviceIds', fillMessage(ServerMessage.MUST_BE_KITCHEN_PRINTER_OF_OUTLET, { ids: foreign.join(', ') }));
    const catchAll = printers.filter((device) => device.isCatchAll && deviceIds.includes(device.id));
    if (catchAll.length > 0) throw invalidField('PrinterDeviceIds', fillMessage(ServerMessage.KITCHEN_PRINTER_CATCHES_ALL, { names: catchAll.map((device) => device.name).join(', ') }));
  }

  async function checkDepartment(executor: Executor, outletId: number, departmentId: number | null) {
    if (departmentId !== null && !(await structure.findLiveDepartmentOfOutlet(executor, outletId, departmentId))) throw invalidField('DepartmentId', ServerMessage.MUST_BE_DEPARTMENT_OF_OUTLET);
  }

  const departmentNameRace = (error: unknown): never => {
    if (isUniqueViolation(error)) throw invalidField('Name', ServerMessage.DEPARTMENT_NAME_TAKEN);
    throw error;
  };

  return {
    async listKitchenPrinters(auth: AuthContext, outletId: number): Promise<KitchenPrinter[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      return (await routing.listKitchenPrinters(db, outletId)).map((device) => ({ DeviceId: device.id, Name: device.name, Ip: device.ip, Port: device.port, IsCatchAll: device.isCatchAll }));
    },

    async listDepartments(auth: AuthContext, outletId: number): Promise<AdminDepartment[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      const [rows, printers] = await Promise.all([structure.listDepartments(db, outletId), routing.printersByDepartment(db, outletId)]);
      return rows.map((row) => presentDepartment(row, printers.get(row.id) ?? []));
    },

    /** With an Idempotency-Key, a retry answers the department the first call made. */
    async createDepartment(auth: AuthContext, body: DepartmentInput, requestKey: string | null): Promise<AdminDepartment> {
      await requireOwnerOutlet(db, auth.ownerId, body.OutletId);
      if (requestKey !== null) {
        const existing = await structure.findDepartmentByKey(db, body.OutletId, requestKey);
        if (existing) return readDepartment(db, auth, existing.id);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (await structure.departmentNameTaken(trx, body.OutletId, body.Name, null)) throw invalidField('Name', ServerMessage.DEPARTMENT_NAME_TAKEN);
          await checkPrinters(trx, body.OutletId, body.PrinterDeviceIds);
          const created = await structure.insertDepartment(trx, { outlet_id: body.OutletId, name: body.Name, request_key: requestKey });
          await routing.setDepartmentPrinters(trx, body.OutletId, created, body.PrinterDeviceIds);
          return created;
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await structure.findDepartmentByKey(db, body.OutletId, requestKey) : undefined;
        if (raced) return readDepartment(db, auth, raced.id);
        return departmentNameRace(error);
      }
      await announceCatalogChange(deps.broadcaster, [body.OutletId], [CatalogPart.DEPARTMENTS]);
      return readDepartment(db, auth, id);
    },

    async updateDepartment(auth: AuthContext, id: number, body: DepartmentInput): Promise<AdminDepartment> {
      const current = await structure.findDepartmentForOwner(db, auth.ownerId, id);
      if (!current) throw notFound('Department');
      if (body.OutletId !== current.outlet_id) throw invalidField('OutletId', ServerMessage.MUST_BE_OUTLET_OF_ROW);
      if (current.archived_at !== null) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current.name }));
      await db.transaction().execute(async (trx) => {
        if (await structure.departmentNameTaken(trx, current.outlet_id, body.Name, id)) throw invalidField('Name', ServerMessage.DEPARTMENT_NAME_TAKEN);
        await checkPrinters(trx, current.outlet_id, body.PrinterDeviceIds);
        await structure.updateDepartment(trx, id, { name: body.Name });
        await routing.setDepartmentPrinters(trx, current.outlet_id, id, body.PrinterDeviceIds);
      });
      await announceCatalogChange(deps.broadcaster, [current.outlet_id], [CatalogPart.DEPARTMENTS, CatalogPart.CATEGORIES]);
      return readDepartment(db, auth, id);
    },

    /** Refused while live categories are in it; archived when an archived category names it; deleted otherwise. */
    async removeDepartment(auth: AuthContext, id: number): Promise<RemovalResult> {
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await structure.findDepartmentForOwner(trx, auth.ownerId, id);
        if (!current) throw notFound('Department');
        const use = await structure.departmentUse(trx, id);
        if (use.live > 0) throw new AppError('CONFLICT', fillMessage(ServerMessage.DEPARTMENT_HAS_CATEGORIES, { name: current.name, count: String(use.live) }));
        await routing.setDepartmentPrinters(trx, current.outlet_id, id, []);
        const archived = use.all > 0;
        if (archived) await structure.updateDepartment(trx, id, { archived_at: current.archived_at ?? now() });
        else await structure.deleteDepartment(trx, id);
        return { outletId: current.outlet_id, archived };
      });
      await announceCatalogChange(deps.broadcaster, [outcome.outletId], [CatalogPart.DEPARTMENTS]);
      return { Id: id, Archived: outcome.archived };
    },

    async listCategories(auth: AuthContext, outletId: number): Promise<AdminProductCategory[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      return (await structure.listCategories(db, outletId)).map(presentCategory);
    },

    async createCategory(auth: AuthContext, body: ProductCategoryInput, requestKey: string | null): Promise<AdminProductCategory> {
      await requireOwnerOutlet(db, auth.ownerId, body.OutletId);
      if (requestKey !== null) {
        const existing = await structure.findCategoryByKey(db, body.OutletId, requestKey);
        if (existing) return readCategory(auth, existing.id);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          await checkDepartment(trx, body.OutletId, body.DepartmentId);
          return structure.insertCategory(trx, { outlet_id: body.OutletId, name: body.Name, department_id: body.DepartmentId, position: body.Position, request_key: requestKey });
        });
      } catch (error) {
        const raced = requestKey !== null && isUniqueViolation(error) ? await structure.findCategoryByKey(db, body.OutletId, requestKey) : undefined;
        if (raced) return readCategory(auth, raced.id);
        throw error;
      }
      await announceCatalogChange(deps.broadcaster, [body.OutletId], [CatalogPart.CATEGORIES]);
      return readCategory(auth, id);
    },

    async updateCategory(auth: AuthContext, id: number, body: ProductCategoryInput): Promise<AdminProductCategory> {
      const current = await structure.findCategoryForOwner(db, auth.ownerId, id);
      if (!current) throw notFound('Category');
      if (body.OutletId !== current.outlet_id) throw invalidField('OutletId', ServerMessage.MUST_BE_OUTLET_OF_ROW);
      if (current.archived_at !== null) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current.name }));
      await db.transaction().execute(async (trx) => {
        await checkDepartment(trx, current.outlet_id, body.DepartmentId);
        await structure.updateCategory(trx, id, { name: body.Name, department_id: body.DepartmentId, position: body.Position });
      });
      await announceCatalogChange(deps.broadcaster, [current.outlet_id], [CatalogPart.CATEGORIES, CatalogPart.PRODUCTS]);
      return readCategory(auth, id);
    },

    /** Refused (naming it) while live products are in it; archived when history names it; deleted otherwise. */
    async removeCategory(auth: AuthContext, id: number): Promise<RemovalResult> {
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await structure.findCategoryForOwner(trx, auth.ownerId, id);
        if (!current) throw notFound('Category');
        const use = await structure.categoryUse(trx, id);
        if (use.live > 0) throw new AppError('CONFLICT', fillMessage(ServerMessage.CATEGORY_HAS_PRODUCTS, { name: current.name, count: String(use.live) }));
        if (use.named) await structure.updateCategory(trx, id, { archived_at: current.archived_at ?? now() });
        else await structure.deleteCategory(trx, id);
        return { outletId: current.outlet_id, archived: use.named };
      });
      await announceCatalogChange(deps.broadcaster, [outcome.outletId], [CatalogPart.CATEGORIES]);
      return { Id: id, Archived: outcome.archived };
    },
  };
}

export type StructureService = ReturnType<typeof createStructureService>;
