import { moneyFromDecimalRupiah, moneyFromHundredths, toDecimalRupiah, toHundredths, type Money } from '../money/money.ts';
import { LEVEL_KEY_PATTERN, parseLevelPriceJson, selectUnitPrice } from '../pricing/line-pricing.ts';
import type { LevelPrices } from '../pricing/pricing-types.ts';

/**
 * Reads the stored LevelPrices column: JSON text of LEVEL{n} → integer hundredths. Anything
 * else (bad JSON, other keys, fractions of a hundredth, negatives) is dropped, so one bad
 * back-office value falls back to SellPrice instead of stopping the till.
 */
export function parseStoredLevelPrices(json: string | null | undefined): LevelPrices {
  return parseLevelPriceJson(json, (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? moneyFromHundredths(value) : null));
}

/** The stored form of level prices (hundredths), or null when there are none. */
export function serializeLevelPrices(prices: LevelPrices): string | null {
  const entries = Object.entries(prices).filter((entry): entry is [string, Money] => entry[1] !== undefined);
  if (entries.length === 0) return null;
  return JSON.stringify(Object.fromEntries(entries.map(([key, amount]) => [key, toHundredths(amount)])));
}

/** Level prices as the wire carries them (rupiah, 12500.5), or null when there are none. */
export function levelPricesToWire(prices: LevelPrices): Record<string, number> | null {
  const entries = Object.entries(prices).filter((entry): entry is [string, Money] => entry[1] !== undefined);
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([key, amount]) => [key, toDecimalRupiah(amount)]));
}

/** Level prices read back from the wire (rupiah) into Money. */
export function levelPricesFromWire(wire: Readonly<Record<string, number>> | null | undefined): LevelPrices {
  const prices: Record<string, Money> = {};
  for (const [key, value] of Object.entries(wire ?? {})) {
    if (LEVEL_KEY_PATTERN.test(key) && Number.isFinite(value) && value >= 0) prices[key] = moneyFromDecimalRupiah(value);
  }
  return prices;
}

/**
 * The price a menu shows for a product under the chosen order type's PriceLevel: the same
 * selection pricing uses for an order line (LEVEL{n} when set above 0, else SellPrice).
 */
export function menuPriceOf(product: { readonly sellPrice: Money; readonly levelPrices: LevelPrices | null }, priceLevel: number | null | undefined): Money {
  return selectUnitPrice({ sellPrice: product.sellPrice, levelPrices: product.levelPrices }, priceLevel);
}
