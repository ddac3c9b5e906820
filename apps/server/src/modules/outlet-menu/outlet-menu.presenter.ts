import type { OwnerProduct } from '@kasir/contracts';
import { levelPricesToWire, parseStoredLevelPrices } from '@kasir/domain';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { OwnerProductRow } from './outlet-menu.repository.ts';

/** One of the owner's products as the add-menu grid shows it (prices in rupiah). */
export function presentOwnerProduct(row: OwnerProductRow): OwnerProduct {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    Image: row.image_file_name === null ? null : { FileName: row.image_file_name },
    SellPrice: toWireAmount(row.sell_price),
    LevelPrices: levelPricesToWire(parseStoredLevelPrices(row.level_prices)),
  };
}
