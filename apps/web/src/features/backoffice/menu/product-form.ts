import type { AdminProduct, ProductBody } from '@kasir/contracts';

/** One outlet's row of the product form; '' is an empty input. */
export type OutletForm = {
  outletId: number;
  outletName: string;
  available: boolean;
  categoryId: string | null;
  /** '' = the product's price. */
  price: number | '';
  /** '' = not tracked. */
  stock: number | '';
  soldOut: boolean;
  /** The outlet's own level prices, kept as they are; null = the product's. */
  levelPrices: Record<string, number> | null;
};

export type LevelForm = { level: number; price: number | '' };

export type ProductForm = {
  name: string;
  description: string;
  image: { id: number; fileName: string } | null;
  price: number | '';
  levels: LevelForm[];
  outlets: OutletForm[];
};

const LEVEL_PREFIX = 'LEVEL';
const sortedEntries = (prices: Record<string, number> | null) => Object.entries(prices ?? {}).sort(([left], [right]) => left.localeCompare(right));
const sameLevels = (left: Record<string, number> | null, right: Record<string, number> | null) => JSON.stringify(sortedEntries(left)) === JSON.stringify(sortedEntries(right));

/** The form of a product (null: a new one) over every outlet of the owner. */
export function productToForm(product: AdminProduct | null, outlets: ReadonlyArray<{ Id: number; Name: string }>): ProductForm {
  const levels = Object.entries(product?.LevelPrices ?? {})
    .map(([key, price]) => ({ level: Number(key.slice(LEVEL_PREFIX.length)), price }))
    .sort((left, right) => left.level - right.level);
  return {
    name: product?.Name ?? '',
    description: product?.Description ?? '',
    image: product?.ImageFileName ? { id: 0, fileName: product.ImageFileName } : null,
    price: product?.SellPrice ?? '',
    levels,
    outlets: outlets.map((outlet): OutletForm => {
      const row = product?.Outlets.find((candidate) => candidate.OutletId === outlet.Id);
      const ownPrice = row && row.OutletProductId !== null && row.SellPrice !== product?.SellPrice;
      return {
        outletId: outlet.Id,
        outletName: outlet.Name,
        available: row?.IsAvailable ?? false,
        categoryId: row?.ProductCategoryId ? String(row.ProductCategoryId) : null,
        price: ownPrice ? row.SellPrice : '',
        stock: row?.Quantity ?? '',
        soldOut: row?.IsSoldOut ?? false,
        levelPrices: row && row.OutletProductId !== null && !sameLevels(row.LevelPrices, product?.LevelPrices ?? null) ? row.LevelPrices : null,
      };
    }),
  };
}

/** The body PUT/POST /product sends; the server validates every field again. */
export function formToBody(form: ProductForm): ProductBody {
  const levelEntries = form.levels.filter((level) => level.price !== '').map((level) => [`${LEVEL_PREFIX}${level.level}`, Number(level.price)] as const);
  return {
    Name: form.name.trim(),
    Description: form.description.trim() === '' ? null : form.description.trim(),
    ImageFileName: form.image?.fileName ?? null,
    SellPrice: form.price === '' ? 0 : form.price,
    LevelPrices: levelEntries.length === 0 ? null : Object.fromEntries(levelEntries),
    Outlets: form.outlets.map((outlet) => ({
      OutletId: outlet.outletId,
      IsAvailable: outlet.available,
      ProductCategoryId: outlet.categoryId === null ? null : Number(outlet.categoryId),
      SellPrice: outlet.price === '' ? null : outlet.price,
      LevelPrices: outlet.levelPrices,
      Quantity: outlet.stock === '' ? null : outlet.stock,
      IsSoldOut: outlet.soldOut,
    })),
  };
}

/** The next free level number (LEVEL1, then the highest + 1). */
export const nextLevel = (levels: readonly LevelForm[]): number => levels.reduce((highest, level) => Math.max(highest, level.level), 0) + 1;
