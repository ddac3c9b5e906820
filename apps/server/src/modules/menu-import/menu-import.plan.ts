import { menuCsvProblem, sortAddOnNames, sortLevels, MenuCsvColumn, type MenuCsvProblem, type MenuCsvProduct, type MenuCsvRow } from '@kasir/domain';
import type { OutletMenu, OutletMenuProduct } from './menu-import.repository.ts';

/**
 * What importing a menu file into an outlet would do, decided without writing: each row is a
 * create, an update or unchanged; new departments and categories by name; every problem the
 * outlet's own data adds to the file's (an add-on the outlet does not have).
 */

export const RowAction = { CREATE: 'create', UPDATE: 'update', UNCHANGED: 'unchanged' } as const;
export type RowActionValue = (typeof RowAction)[keyof typeof RowAction];

export interface PlannedRow {
  Row: number;
  product: MenuCsvProduct;
  action: RowActionValue;
  /** The outlet's row it updates (update and unchanged). */
  existing: OutletMenuProduct | null;
  /** The owner's product a create links to, when the owner already has one of that name. */
  ownerProductId: number | null;
  categoryKey: string;
  addOnIds: number[];
  addOnsChanged: boolean;
}

export interface MenuImportPlan {
  rows: PlannedRow[];
  problems: MenuCsvProblem[];
  /** Lower-case name → name as the file spells it. */
  newDepartments: Map<string, string>;
  /** Lower-case category name → name and department name (lower-case), for categories the outlet lacks. */
  newCategories: Map<string, { name: string; departmentKey: string | null }>;
  /** Existing category id → department (lower-case name) the file moves it to. */
  movedCategories: Map<number, string>;
}

const key = (name: string) => name.toLowerCase();
const sameSet = (left: readonly number[], right: readonly number[]) => left.length === right.length && [...left].sort((a, b) => a - b).every((id, index) => id === [...right].sort((a, b) => a - b)[index]);
const sameLevels = (left: Record<string, number>, right: Record<string, number>) => {
  const levels = sortLevels([...Object.keys(left), ...Object.keys(right)]);
  return levels.every((level) => left[level] === right[level]);
};

/** The file's products as the outlet would hold them, for the CSV export. */
export function exportProducts(menu: OutletMenu): MenuCsvProduct[] {
  const categories = new Map(menu.categories.map((category) => [category.id, category]));
  const departments = new Map(menu.departments.map((department) => [department.id, department.name]));
  const addOns = new Map(menu.addOns.map((addOn) => [addOn.id, addOn.name]));
  const owned = new Map(menu.ownerProducts.map((product) => [product.id, product]));
  const categoryOrder = new Map(menu.categories.map((category, index) => [category.id, index]));
  return [...menu.products]
    .filter((product) => categories.has(product.categoryId))
    .sort((left, right) => (categoryOrder.get(left.categoryId) ?? 0) - (categoryOrder.get(right.categoryId) ?? 0) || left.position - right.position || left.outletProductId - right.outletProductId)
    .map((product) => {
      const category = categories.get(product.categoryId);
      const departmentId = category?.departmentId ?? null;
      return {
        Name: product.name,
        Category: category?.name ?? '',
        Department: departmentId === null ? null : (departments.get(departmentId) ?? null),
        SellPrice: product.sellPrice as MenuCsvProduct['SellPrice'],
        LevelPrices: product.levelPrices as MenuCsvProduct['LevelPrices'],
        Stock: product.stock,
        SoldOut: product.soldOut,
        AddOns: sortAddOnNames(product.addOnIds.flatMap((id) => addOns.get(id) ?? [])),
        Description: product.productId === null ? null : (owned.get(product.productId)?.description ?? null),
      };
    });
}

export function planMenuImport(menu: OutletMenu, rows: readonly MenuCsvRow[], addOnCells: ReadonlyArray<{ Row: number; Names: string[] }> = []): MenuImportPlan {
  const problems: MenuCsvProblem[] = [];
  const departmentsByName = new Map(menu.departments.map((department) => [key(department.name), department]));
  const categoriesByName = new Map(menu.categories.map((category) => [key(category.name), category]));
  const departmentNames = new Map(menu.departments.map((department) => [department.id, key(department.name)]));
  const addOnsByName = new Map(menu.addOns.map((addOn) => [key(addOn.name), addOn.id]));
  const outletProducts = new Map(menu.products.map((product) => [key(product.name), product]));
  const ownerProducts = new Map(menu.ownerProducts.map((product) => [key(product.name), product]));
  const newDepartments = new Map<string, string>();
  const newCategories = new Map<string, { name: string; departmentKey: string | null }>();
  const movedCategories = new Map<number, string>();
  const planned: PlannedRow[] = [];
  // Unknown add-ons are named in every row that has them, a row with other problems too.
  const named = new Set<string>();
  for (const { Row, Names } of addOnCells) {
    for (const name of Names) {
      if (addOnsByName.has(key(name)) || named.has(`${Row}:${key(name)}`)) continue;
      named.add(`${Row}:${key(name)}`);
      problems.push(menuCsvProblem(Row, MenuCsvColumn.ADD_ONS, 'MENU_CSV_ADD_ON_UNKNOWN', { name }));
    }
  }

  for (const { Row, Product } of rows) {
    const departmentKey = Product.Department === null ? null : key(Product.Department);
    if (departmentKey !== null && Product.Department !== null && !departmentsByName.has(departmentKey) && !newDepartments.has(departmentKey)) newDepartments.set(departmentKey, Product.Department);
    const categoryKey = key(Product.Category);
    const category = categoriesByName.get(categoryKey);
    if (!category) {
      if (!newCategories.has(categoryKey) || departmentKey !== null) newCategories.set(categoryKey, { name: newCategories.get(categoryKey)?.name ?? Product.Category, departmentKey });
    } else if (departmentKey !== null && (category.departmentId === null || departmentNames.get(category.departmentId) !== departmentKey)) {
      movedCategories.set(category.id, departmentKey);
    }

    const addOnIds: number[] = [];
    for (const name of Product.AddOns) {
      const id = addOnsByName.get(key(name));
      if (id === undefined) {
        if (!named.has(`${Row}:${key(name)}`)) problems.push(menuCsvProblem(Row, MenuCsvColumn.ADD_ONS, 'MENU_CSV_ADD_ON_UNKNOWN', { name }));
      } else addOnIds.push(id);
    }

    const existing = outletProducts.get(key(Product.Name)) ?? null;
    const owner = ownerProducts.get(key(Product.Name)) ?? null;
    if (!existing) {
      planned.push({ Row, product: Product, action: RowAction.CREATE, existing: null, ownerProductId: owner?.id ?? null, categoryKey, addOnIds, addOnsChanged: addOnIds.length > 0 });
      continue;
    }
    const linked = existing.productId === null ? null : (menu.ownerProducts.find((product) => product.id === existing.productId) ?? null);
    const addOnsChanged = !sameSet(existing.addOnIds, addOnIds);
    const same =
      existing.name === Product.Name &&
      category !== undefined &&
      existing.categoryId === category.id &&
      existing.sellPrice === Product.SellPrice &&
      sameLevels(existing.levelPrices, Product.LevelPrices) &&
      existing.stock === Product.Stock &&
      existing.soldOut === Product.SoldOut &&
      linked !== null &&
      linked.name === Product.Name &&
      (linked.description ?? null) === Product.Description &&
      !addOnsChanged;
    planned.push({ Row, product: Product, action: same ? RowAction.UNCHANGED : RowAction.UPDATE, existing, ownerProductId: linked?.id ?? owner?.id ?? null, categoryKey, addOnIds, addOnsChanged });
  }
  return { rows: planned, problems, newDepartments, newCategories, movedCategories };
}
