import type { Selectable } from 'kysely';
import type { AdminDepartment, AdminProduct, AdminProductCategory, AdminProductOutlet } from '@kasir/contracts';
import { levelPricesFromWire, levelPricesToWire, moneyFromDecimalRupiah, moneyFromHundredths, parseStoredLevelPrices, serializeLevelPrices, toDecimalRupiah, toHundredths } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';

/** Rupiah with at most two decimals → stored hundredths, read exactly. */
export const toStoredHundredths = (value: number): number => toHundredths(moneyFromDecimalRupiah(value));
/** Stored hundredths (a string from PostgreSQL's BIGINT) → rupiah on the wire. */
export const fromStoredHundredths = (value: number | string): number => toDecimalRupiah(moneyFromHundredths(Number(value)));
/** Wire LevelPrices (rupiah) → the stored JSON text of hundredths, or null when there are none. */
export const toStoredLevelPrices = (wire: Readonly<Record<string, number>> | null): string | null => serializeLevelPrices(levelPricesFromWire(wire));
export const fromStoredLevelPrices = (json: string | null): Record<string, number> | null => levelPricesToWire(parseStoredLevelPrices(json));

export function presentDepartment(row: Selectable<Database['departments']>, printerDeviceIds: number[]): AdminDepartment {
  return { Id: row.id, OutletId: row.outlet_id, Name: row.name, PrinterDeviceIds: printerDeviceIds, IsArchived: row.archived_at !== null };
}

type CategoryRow = Selectable<Database['product_categories']> & { department_name: string | null; product_count: unknown };

export function presentCategory(row: CategoryRow): AdminProductCategory {
  return {
    Id: row.id,
    OutletId: row.outlet_id,
    Name: row.name,
    DepartmentId: row.department_id,
    DepartmentName: row.department_name,
    Position: row.position,
    ProductCount: Number(row.product_count ?? 0),
    IsArchived: row.archived_at !== null,
  };
}

export type OutletRowWithCategory = Selectable<Database['outlet_products']> & { category_name: string | null };

/** The product with every outlet of the owner: the outlet's row (the live one first) or an unsold entry. */
export function presentProduct(product: Selectable<Database['products']>, outlets: ReadonlyArray<{ id: number; name: string }>, rows: readonly OutletRowWithCategory[]): AdminProduct {
  const price = fromStoredHundredths(product.sell_price);
  const levels = fromStoredLevelPrices(product.level_prices);
  return {
    Id: product.id,
    Name: product.name,
    Description: product.description,
    ImageFileName: product.image_file_name,
    SellPrice: price,
    LevelPrices: levels,
    IsArchived: product.archived_at !== null,
    Outlets: outlets.map((outlet): AdminProductOutlet => {
      const mine = rows.filter((row) => row.outlet_id === outlet.id && row.product_id === product.id);
      const row = mine.find((candidate) => candidate.is_active === 1) ?? mine.at(-1);
      if (!row) return { OutletId: outlet.id, OutletName: outlet.name, IsAvailable: false, OutletProductId: null, ProductCategoryId: null, CategoryName: null, SellPrice: price, LevelPrices: levels, Quantity: null, IsSoldOut: false };
      return {
        OutletId: outlet.id,
        OutletName: outlet.name,
        IsAvailable: row.is_active === 1,
        OutletProductId: row.id,
        ProductCategoryId: row.product_category_id,
        CategoryName: row.category_name,
        SellPrice: fromStoredHundredths(row.sell_price),
        LevelPrices: fromStoredLevelPrices(row.level_prices),
        Quantity: row.stock_quantity === null ? null : Number(row.stock_quantity),
        IsSoldOut: row.is_sold_out === 1,
      };
    }),
  };
}
