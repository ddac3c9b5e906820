/**
 * Kitchen routing (spec §3 Receipt/print set): each device of the ORDER print set lists the
 * departments, categories and products it prints, and optionally the areas it serves. A line
 * goes to the devices that name its product; failing that, its category; failing that, its
 * department; failing that, to devices that list nothing (a catch-all printer). A line no
 * device takes is reported by name ('Produk {list} belum memiliki printer yang diset').
 */

export type RoutingTarget = {
  deviceId: number;
  /** Copies of each ticket (Quantity of the print set's device, at least 1). */
  quantity: number;
  areaIds: readonly number[];
  departmentIds: readonly number[];
  categoryIds: readonly number[];
  productIds: readonly number[];
};

export type RoutableItem = {
  key: string;
  name: string;
  outletProductId: number | null;
  categoryId: number | null;
  departmentId: number | null;
};

export type KitchenRoute = { target: RoutingTarget; keys: string[] };
export type KitchenRouting = { routes: KitchenRoute[]; missingNames: string[] };

function servesArea(target: RoutingTarget, areaId: number | null): boolean {
  if (target.areaIds.length === 0) return true;
  return areaId !== null && target.areaIds.includes(areaId);
}

function isCatchAll(target: RoutingTarget): boolean {
  return target.departmentIds.length === 0 && target.categoryIds.length === 0 && target.productIds.length === 0;
}

/** Devices for one item, by the most specific list that names it. */
export function targetsForItem(targets: readonly RoutingTarget[], item: RoutableItem): RoutingTarget[] {
  const byProduct = item.outletProductId === null ? [] : targets.filter((target) => target.productIds.includes(item.outletProductId!));
  if (byProduct.length > 0) return byProduct;
  const byCategory = item.categoryId === null ? [] : targets.filter((target) => target.categoryIds.includes(item.categoryId!));
  if (byCategory.length > 0) return byCategory;
  const byDepartment = item.departmentId === null ? [] : targets.filter((target) => target.departmentIds.includes(item.departmentId!));
  if (byDepartment.length > 0) return byDepartment;
  return targets.filter(isCatchAll);
}

/** Splits items over devices, in the order the devices are listed; each item may go to several. */
export function routeKitchenItems(targets: readonly RoutingTarget[], items: readonly RoutableItem[], areaId: number | null): KitchenRouting {
  const serving = targets.filter((target) => servesArea(target, areaId));
  const routes = new Map<number, KitchenRoute>();
  const missingNames: string[] = [];
  for (const item of items) {
    const chosen = targetsForItem(serving, item);
    if (chosen.length === 0) {
      if (!missingNames.includes(item.name)) missingNames.push(item.name);
      continue;
    }
    for (const target of chosen) {
      const route = routes.get(target.deviceId) ?? { target, keys: [] };
      route.keys.push(item.key);
      routes.set(target.deviceId, route);
    }
  }
  const ordered = serving.map((target) => routes.get(target.deviceId)).filter((route): route is KitchenRoute => route !== undefined);
  return { routes: ordered.filter((route, index) => ordered.findIndex((other) => other.target.deviceId === route.target.deviceId) === index), missingNames };
}
