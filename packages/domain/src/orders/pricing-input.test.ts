import { describe, expect, it } from 'vitest';
import { OrderProductStatus, OrderProductType } from '../codes/orders.ts';
import { ChargeDeductFrom, ChargeType } from '../codes/payments.ts';
import { computeOrderTotals } from '../pricing/order-totals.ts';
import { OrderLineKind, type PricingContext } from '../pricing/pricing-types.ts';
import { toPricingBundleLine, toPricingCharge, toPricingLine, type StoredCharge, type StoredOrderLine } from './pricing-input.ts';

/**
 * The server prices an order from its stored rows (hundredths; charge percentages in
 * hundredths of a percent) through these mappings and computeOrderTotals; the web app shows
 * the same. These bills pin the whole path down, row to total.
 */
const plain: PricingContext = { isRounded: false, roundingSetting: null };
const line = (overrides: Partial<StoredOrderLine>): StoredOrderLine => ({
  id: 1,
  outletProductId: 10,
  quantity: 1,
  sellPrice: 2_000_000,
  levelPrices: null,
  priceOverride: null,
  type: null,
  isFree: false,
  status: OrderProductStatus.CONFIRMED,
  isIncludedCharge: true,
  subProducts: [],
  ...overrides,
});
const charge = (overrides: Partial<StoredCharge>): StoredCharge => ({
  id: 1,
  name: 'Service',
  type: ChargeType.PERCENTAGE,
  amount: 500,
  deductFrom: ChargeDeductFrom.SUB_TOTAL,
  addProductPrice: false,
  includedProductPrice: false,
  ...overrides,
});
const totalOf = (lines: StoredOrderLine[], charges: StoredCharge[] = [], context: PricingContext = plain) =>
  computeOrderTotals({ lines: lines.map(toPricingLine), charges: charges.map(toPricingCharge), context });

describe('stored order rows to a bill', () => {
  it('adds each add-on per unit, times the quantity', () => {
    const totals = totalOf([line({ quantity: 2, subProducts: [{ price: 500_000, quantity: 2 }, { price: 0, quantity: 1 }] })]);
    // (20.000 + 2 × 5.000) × 2
    expect(totals.subtotal).toBe(6_000_000);
    expect(totals.lines[0]?.unitPrice).toBe(3_000_000);
  });

  it('picks the level price of the order type, then an edited price over both', () => {
    const levelled = line({ sellPrice: 3_500_000, levelPrices: '{"LEVEL1":3800000,"LEVEL2":4200000}' });
    expect(totalOf([levelled], [], { ...plain, priceLevel: 2 }).subtotal).toBe(4_200_000);
    expect(totalOf([levelled], [], { ...plain, priceLevel: null }).subtotal).toBe(3_500_000);
    expect(totalOf([levelled], [], { ...plain, priceLevel: 3 }).subtotal).toBe(3_500_000);
    expect(totalOf([{ ...levelled, priceOverride: 1_000_000 }], [], { ...plain, priceLevel: 2 }).subtotal).toBe(1_000_000);
  });

  it('prices a bundle at its own price times its quantity, as a bundle line that carries charges', () => {
    const bundle = toPricingBundleLine({ id: 7, outletProductBundleId: 3, quantity: 2, price: 3_800_000, status: OrderProductStatus.CONFIRMED });
    expect(bundle).toMatchObject({ id: 'B7', kind: OrderLineKind.BUNDLE, isIncludedCharge: true });
    const totals = computeOrderTotals({ lines: [toPricingLine(line({})), bundle], charges: [toPricingCharge(charge({ deductFrom: ChargeDeductFrom.PRODUCT }))], context: plain });
    expect(totals.subtotal).toBe(9_600_000);
    expect(totals.chargeTotal).toBe(480_000);
  });

  it('reads stored percentages as hundredths of a percent and nominal charges as hundredths', () => {
    expect(toPricingCharge(charge({ amount: 1_050 }))).toMatchObject({ type: ChargeType.PERCENTAGE, percent: 10.5 });
    expect(toPricingCharge(charge({ type: ChargeType.NOMINAL, amount: 200_000 }))).toMatchObject({ type: ChargeType.NOMINAL, amount: 200_000 });
  });

  it('charges a percentage and a fixed amount on the subtotal once per order', () => {
    const totals = totalOf([line({ quantity: 3 })], [charge({ id: 1, amount: 500 }), charge({ id: 2, type: ChargeType.NOMINAL, amount: 200_000 })]);
    // 60.000 + 5 % (3.000) + Rp 2.000
    expect(totals.charges.map((outcome) => outcome.amount)).toEqual([300_000, 200_000]);
    expect(totals.grandTotal).toBe(6_500_000);
  });

  it('charges per product only lines with IsIncludedCharge: a percentage of the line, a fixed amount per unit', () => {
    const lines = [line({ id: 1, quantity: 2 }), line({ id: 2, quantity: 1, isIncludedCharge: false })];
    const percent = totalOf(lines, [charge({ amount: 1_000, deductFrom: ChargeDeductFrom.PRODUCT })]);
    expect(percent.lines.map((priced) => priced.charges[0]?.amount)).toEqual([400_000, 0]);
    const perUnit = totalOf(lines, [charge({ type: ChargeType.NOMINAL, amount: 100_000, deductFrom: ChargeDeductFrom.PRODUCT })]);
    expect(perUnit.chargeTotal).toBe(200_000);
    expect(perUnit.grandTotal).toBe(6_200_000);
  });

  it('takes a charge already inside the prices out of them instead of adding it', () => {
    const totals = totalOf([line({ sellPrice: 1_100_000 })], [charge({ amount: 1_000, includedProductPrice: true })]);
    expect(totals.charges[0]?.amount).toBe(100_000);
    expect(totals.chargeTotal).toBe(0);
    expect(totals.grandTotal).toBe(1_100_000);
  });

  it('leaves PENDING lines out of the subtotal, the charges and the total, but still prices them for display', () => {
    const pending = line({ id: 2, sellPrice: 4_000_000, status: OrderProductStatus.PENDING });
    const totals = totalOf([line({}), pending], [charge({ amount: 1_000 })]);
    expect(totals.subtotal).toBe(2_000_000);
    expect(totals.grandTotal).toBe(2_200_000);
    expect(totals.lines[1]).toMatchObject({ isBilled: false, grossTotal: 4_000_000 });
  });

  it('gives free and compliment lines away with their add-ons, and charges nothing on them', () => {
    const free = line({ id: 2, type: OrderProductType.FREE, subProducts: [{ price: 500_000, quantity: 1 }] });
    const compliment = line({ id: 3, type: OrderProductType.COMPLIMENT });
    const totals = totalOf([line({}), free, compliment], [charge({ amount: 1_000, deductFrom: ChargeDeductFrom.PRODUCT })]);
    expect(totals.subtotal).toBe(2_000_000);
    expect(totals.chargeTotal).toBe(200_000);
  });
});
