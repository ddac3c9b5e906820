/**
 * Menu filtering for thousands of products as fast as one types: names are normalised once per
 * menu (buildMenuIndex), and each keystroke is one pass of `includes` over the prepared text.
 */
export interface MenuItem {
  readonly Id: number;
  readonly Name: string;
  readonly ProductCategoryId: number;
}

export interface MenuIndex<T extends MenuItem> {
  readonly entries: ReadonlyArray<{ readonly item: T; readonly text: string }>;
}

export interface MenuFilter {
  /** null: every category. */
  readonly categoryId?: number | null;
  readonly query?: string;
  /** When given, only these product ids (the favourites screen). */
  readonly onlyIds?: ReadonlySet<number> | null;
}

/** Lower case without accents and extra spaces, so "kopi" finds "Kopi" and "cafe" finds "Café". */
export function normaliseSearchText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

export function buildMenuIndex<T extends MenuItem>(items: readonly T[]): MenuIndex<T> {
  return { entries: items.map((item) => ({ item, text: normaliseSearchText(item.Name) })) };
}

/** Every word of the query must appear in the name, in any order; order of the menu is kept. */
export function filterMenu<T extends MenuItem>(index: MenuIndex<T>, filter: MenuFilter): T[] {
  const words = normaliseSearchText(filter.query ?? '').split(' ').filter((word) => word !== '');
  const categoryId = filter.categoryId ?? null;
  const onlyIds = filter.onlyIds ?? null;
  const result: T[] = [];
  for (const entry of index.entries) {
    if (categoryId !== null && entry.item.ProductCategoryId !== categoryId) continue;
    if (onlyIds !== null && !onlyIds.has(entry.item.Id)) continue;
    if (words.every((word) => entry.text.includes(word))) result.push(entry.item);
  }
  return result;
}
