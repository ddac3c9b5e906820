import { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import { addMoney, isPositiveMoney, moneyFromDecimalRupiah, multiplyMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts';
import { OrderLineKind, type LevelPrices, type OrderLineInput, type OrderLineKindValue } from './pricing-types.ts';

/** A LevelPrices key: LEVEL1, LEVEL2 … */
export const LEVEL_KEY_PATTERN = /^LEVEL\d+$/;

/** The LevelPrices key of a price level: 2 → 'LEVEL2'. */
export function getLevelPriceKey(priceLevel: number): string {
  return `LEVEL${priceLevel}`;
}

/**
 * Reads the LevelPrices JSON text of an outlet product ({"LEVEL1": 15000, "LEVEL2": 17500.5}).
 * Entries that are not LEVEL{n} keys or not amounts of at most two decimals are dropped, and
 * text that is not a JSON object reads as no level prices: one bad back-office value should
 * fall back to SellPrice, not stop the till.
 */
export function parseLevelPrices(json: string | null | undefined): LevelPrices {
  return parseLevelPriceJson(json, readDecimalAmount);
}

/**
 * Reads a LevelPrices JSON object, keeping the LEVEL{n} keys whose value `readAmount` accepts;
 * anything else reads as no level prices. Shared by the wire form (rupiah) and the stored
 * form (hundredths, catalog/menu-price.ts).
 */
export function parseLevelPriceJson(json: string | null | undefined, readAmount: (value: unknown) => Money | null): LevelPrices {
  if (json === null || json === undefined || json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const prices: Record<string, Money> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const amount = LEVEL_KEY_PATTERN.test(key) ? readAmount(value) : null;
    if (amount !== null) prices[key] = amount;
  }
  return prices;
}

function readDecimalAmount(value: unknown): Money | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return null;
  try {
    return moneyFromDecimalRupiah(number);
  } catch {
    return null;
  }
}

/**
 * The unit price of a line: an edited price wins, then LevelPrices[LEVEL{n}] of the order
 * type's PriceLevel, then SellPrice. A level price of 0 counts as unset (back-office forms
 * store 0 for an empty field), so a missing level never gives the product away.
 */
export function selectUnitPrice(
  line: Pick<OrderLineInput, 'sellPrice' | 'levelPrices' | 'priceOverride'>,
  priceLevel: number | null | undefined,
): Money {
  if (line.priceOverride !== null && line.priceOverride !== undefined) return line.priceOverride;
  if (priceLevel !== null && priceLevel !== undefined) {
    const levelPrice = line.levelPrices?.[getLevelPriceKey(priceLevel)];
    if (levelPrice !== undefined && isPositiveMoney(levelPrice)) return levelPrice;
  }
  return line.sellPrice;
}

/** Spec §4: PENDING lines are excluded from totals and payment. */
export function isPendingLine(line: Pick<OrderLineInput, 'status'>): boolean {
  return line.status === OrderProductStatus.PENDING;
}

/** Free (Type 1), compliment (Type 2) or IsFree lines cost nothing, add-ons included. */
export function isFreeLine(line: Pick<OrderLineInput, 'type' | 'isFree'>): boolean {
  return line.isFree === true || line.type === OrderProductType.FREE || line.type === OrderProductType.COMPLIMENT;
}

export interface LinePrice {
  readonly id: OrderLineInput['id'];
  readonly kind: OrderLineKindValue;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly grossTotal: Money;
  readonly isBilled: boolean;
  readonly isFree: boolean;
}

/** (unit price + Σ add-on price × add-on quantity) × quantity, or 0 when free. */
export function priceOrderLine(line: OrderLineInput, priceLevel: number | null | undefined): LinePrice {
  assertQuantity(line.quantity, 'Line quantity');
  const isFree = isFreeLine(line);
  const addOnsPerUnit = sumMoney(
    (line.subProducts ?? []).map((subProduct) => {
      assertQuantity(subProduct.quantity, 'Add-on quantity');
      assertPrice(subProduct.price, 'Add-on price');
      return multiplyMoney(subProduct.price, subProduct.quantity);
    }),
  );
  const basePrice = selectUnitPrice(line, priceLevel);
  assertPrice(basePrice, 'Unit price');
  const unitPrice = isFree ? ZERO_MONEY : addMoney(basePrice, addOnsPerUnit);
  return {
    id: line.id,
    kind: line.kind ?? OrderLineKind.PRODUCT,
    quantity: line.quantity,
    unitPrice,
    grossTotal: multiplyMoney(unitPrice, line.quantity),
    isBilled: !isPendingLine(line),
    isFree,
  };
}

function assertQuantity(quantity: number, what: string): void {
  // Quantities have precision 0 (spec §9) and a negative one would turn a sale into a refund.
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`${what} must be a whole number ≥ 0: ${quantity}`);
}

function assertPrice(price: Money, what: string): void {
  // Spec §5: a price is never below 0; a negative one would hide a refund inside a sale.
  if (price < 0) throw new RangeError(`${what} must not be negative: ${price}`);
}
