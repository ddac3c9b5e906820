import type { Kysely, Transaction } from 'kysely';
import { CatalogPart, type CatalogPartValue, type MenuImportPreview, type MenuImportResult } from '@kasir/contracts';
import { readMenuCsv, sortLevels, toDecimalRupiah, writeMenuCsv, ServerMessage, fillMessage, type MenuCsvProblem } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/access.ts';
import { AppError } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import { requireOwnerOutlet } from '../payment-admin/owner-outlet.ts';
import { exportProducts, planMenuImport, RowAction, type MenuImportPlan } from './menu-import.plan.ts';
import { writeLevelPrices, type MenuImportRepository } from './menu-import.repository.ts';

interface Deps {
  db: Kysely<Database>;
  repository: MenuImportRepository;
  broadcaster: Broadcaster;
}

const problemsOf = (plan: MenuImportPlan | null, fileProblems: MenuCsvProblem[]) => [...fileProblems, ...(plan?.problems ?? [])].sort((left, right) => left.Row - right.Row);

/** The owner's CSV export and import of one outlet's menu (issue 21, docs/menu-csv.md). */
export function createMenuImportService({ db, repository, broadcaster }: Deps) {
  const ownerIdOf = (auth: AuthContext) => auth.ownerId;

  async function planFor(executor: Kysely<Database> | Transaction<Database>, ownerId: number, outletId: number, csv: string) {
    await requireOwnerOutlet(executor, ownerId, outletId);
    const read = readMenuCsv(csv);
    const menu = await repository.loadOutletMenu(executor, ownerId, outletId);
    const plan = read.problems.length > 0 && read.rows.length === 0 && read.addOnCells.length === 0 ? null : planMenuImport(menu, read.rows, read.addOnCells);
    return { read, menu, plan, problems: problemsOf(plan, read.problems) };
  }

  async function apply(trx: Transaction<Database>, ownerId: number, outletId: number, plan: MenuImportPlan, menu: Awaited<ReturnType<MenuImportRepository['loadOutletMenu']>>) {
    const at = new Date().toISOString();
    const parts = new Set<CatalogPartValue>();
    const departmentIds = new Map(menu.departments.map((department) => [department.name.toLowerCase(), department.id]));
    for (const [departmentKey, name] of plan.newDepartments) {
      departmentIds.set(departmentKey, await repository.insertDepartment(trx, outletId, name));
      parts.add(CatalogPart.DEPARTMENTS);
    }
    const categoryIds = new Map(menu.categories.map((category) => [category.name.toLowerCase(), category.id]));
    let categoryPosition = Math.max(0, ...menu.categories.map((category) => category.position));
    for (const [categoryKey, category] of plan.newCategories) {
      categoryPosition += 1;
      const departmentId = category.departmentKey === null ? null : (departmentIds.get(category.departmentKey) ?? null);
      categoryIds.set(categoryKey, await repository.insertCategory(trx, { outletId, name: category.name, departmentId, position: categoryPosition }));
      parts.add(CatalogPart.CATEGORIES);
    }
    for (const [categoryId, departmentKey] of plan.movedCategories) {
      const departmentId = departmentIds.get(departmentKey);
      if (departmentId === undefined) continue;
      await repository.setCategoryDepartment(trx, categoryId, departmentId);
      parts.add(CatalogPart.CATEGORIES);
    }
    const ownerProducts = new Map(menu.ownerProducts.map((product) => [product.id, product]));
    let productPosition = Math.max(0, ...menu.products.map((product) => product.position));
    const counts = { Created: 0, Updated: 0, Unchanged: 0 };
    for (const row of plan.rows) {
      if (row.action === RowAction.UNCHANGED) {
        counts.Unchanged += 1;
        continue;
      }
      parts.add(CatalogPart.PRODUCTS);
      const { product } = row;
      const categoryId = categoryIds.get(row.categoryKey);
      if (categoryId === undefined) throw new Error(`Category ${product.Category} was not planned`);
      const levelPrices = writeLevelPrices(product.LevelPrices, sortLevels(Object.keys(product.LevelPrices)));
      let productId = row.ownerProductId;
      if (productId === null) {
        productId = await repository.insertProduct(trx, { ownerId, name: product.Name, description: product.Description, sellPrice: product.SellPrice, levelPrices, at });
      } else {
        const owned = ownerProducts.get(productId);
        if (owned && (owned.name !== product.Name || owned.description !== product.Description)) await repository.updateProduct(trx, productId, { name: product.Name, description: product.Description, at });
      }
      const values = { productId, categoryId, name: product.Name, sellPrice: product.SellPrice, levelPrices, stock: product.Stock, soldOut: product.SoldOut, at };
      if (row.existing === null) {
        productPosition += 1;
        const imageFileName = ownerProducts.get(productId)?.imageFileName ?? null;
        const outletProductId = await repository.insertOutletProduct(trx, { ...values, outletId, imageFileName, position: productPosition });
        if (row.addOnIds.length > 0) await repository.replaceAddOnLinks(trx, outletProductId, row.addOnIds);
        counts.Created += 1;
      } else {
        await repository.updateOutletProduct(trx, row.existing.outletProductId, values);
        if (row.addOnsChanged) await repository.replaceAddOnLinks(trx, row.existing.outletProductId, row.addOnIds);
        counts.Updated += 1;
      }
    }
    return {
      result: { ...counts, DepartmentsCreated: plan.newDepartments.size, CategoriesCreated: plan.newCategories.size, CategoriesMoved: plan.movedCategories.size },
      parts: [...parts],
    };
  }

  return {
    async exportCsv(auth: AuthContext, outletId: number): Promise<{ csv: string; fileName: string }> {
      const ownerId = ownerIdOf(auth);
      const outlet = await requireOwnerOutlet(db, ownerId, outletId);
      const menu = await repository.loadOutletMenu(db, ownerId, outletId);
      const slug = outlet.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `outlet-${outletId}`;
      return { csv: writeMenuCsv(exportProducts(menu)), fileName: `menu-${slug}.csv` };
    },

    async preview(auth: AuthContext, outletId: number, csv: string): Promise<MenuImportPreview> {
      const { plan, problems } = await planFor(db, ownerIdOf(auth), outletId, csv);
      const rows = (plan?.rows ?? []).map((row) => ({
        Row: row.Row,
        Name: row.product.Name,
        Category: row.product.Category,
        SellPrice: toDecimalRupiah(row.product.SellPrice),
        Action: row.action,
      }));
      const count = (action: string) => rows.filter((row) => row.Action === action).length;
      return {
        Rows: rows,
        Problems: problems,
        Create: count(RowAction.CREATE),
        Update: count(RowAction.UPDATE),
        Unchanged: count(RowAction.UNCHANGED),
        NewCategories: [...(plan?.newCategories.values() ?? [])].map((category) => category.name),
        NewDepartments: [...(plan?.newDepartments.values() ?? [])],
      };
    },

    async importCsv(auth: AuthContext, outletId: number, csv: string): Promise<MenuImportResult> {
      const ownerId = ownerIdOf(auth);
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const { plan, problems, menu } = await planFor(trx, ownerId, outletId, csv);
          if (problems.length > 0 || plan === null) {
            const fields = problems.map((problem) => ({ field: `Row ${problem.Row}${problem.Column === null ? '' : ` ${problem.Column}`}`, error: problem.Message }));
            throw new AppError('VALIDATION_ERROR', fillMessage(ServerMessage.MENU_CSV_HAS_ERRORS, { count: problems.length }), fields);
          }
          return apply(trx, ownerId, outletId, plan, menu);
        })
        .catch((error: unknown) => {
          // Another import or a back-office edit took the same name first: the whole file rolled back.
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', ServerMessage.MENU_CSV_CHANGED_MEANWHILE);
          throw error;
        });
      await announceCatalogChange(broadcaster, [outletId], outcome.parts);
      return outcome.result;
    },
  };
}

export type MenuImportService = ReturnType<typeof createMenuImportService>;
