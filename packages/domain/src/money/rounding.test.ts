import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RoundingSetting } from '../codes/outlet.ts';
import { RoundingMode } from './exact-division.ts';
import { moneyFromHundredths, moneyFromRupiah, subtractMoney } from './money.ts';
import {
  getRoundingStepUnits,
  roundDecimalToMoney,
  roundPaymentTotal,
  roundToNearestWholeUnit,
  roundUpBySetting,
  type RoundingSettingValue,
} from './rounding.ts';

const h = moneyFromHundredths;
const rp = moneyFromRupiah;

describe('getRoundingStepUnits', () => {
  it('maps Hundred 1 to 100 and Thousand 2 to 1000', () => {
    expect(getRoundingStepUnits(RoundingSetting.HUNDRED)).toBe(100);
    expect(getRoundingStepUnits(RoundingSetting.THOUSAND)).toBe(1000);
  });
});

describe('roundUpBySetting', () => {
  const cases: Array<[number, RoundingSettingValue | null, number]> = [
    // hundredths in, setting, whole rupiah out
    [1_234_500, RoundingSetting.THOUSAND, 13_000],
    [1_200_000, RoundingSetting.THOUSAND, 12_000],
    [1_200_001, RoundingSetting.THOUSAND, 13_000],
    [1_234_500, RoundingSetting.HUNDRED, 12_400],
    [1_230_000, RoundingSetting.HUNDRED, 12_300],
    [1_230_001, RoundingSetting.HUNDRED, 12_400],
    [1_229_950, RoundingSetting.HUNDRED, 12_300],
    [1_234_501, null, 12_346],
    [1_234_500, null, 12_345],
    [0, RoundingSetting.THOUSAND, 0],
  ];
  it.each(cases)('%s hundredths with setting %s → Rp %s', (amount, setting, rupiah) => {
    expect(roundUpBySetting(h(amount), setting)).toBe(rp(rupiah));
  });
});

describe('roundToNearestWholeUnit', () => {
  const cases: Array<[number, number]> = [
    [1_000_050, 10_000], // exactly ,5 goes down
    [1_000_051, 10_001], // above ,5 goes up
    [1_000_049, 10_000],
    [1_000_099, 10_001],
    [1_000_000, 10_000],
    [50, 0],
    [51, 1],
  ];
  it.each(cases)('%s hundredths → Rp %s', (amount, rupiah) => {
    expect(roundToNearestWholeUnit(h(amount))).toBe(rp(rupiah));
  });
});

describe('roundPaymentTotal', () => {
  it('uses the rounding helper for IsRounded order types', () => {
    expect(roundPaymentTotal(h(1_234_550), { isRounded: true, roundingSetting: RoundingSetting.THOUSAND })).toEqual({
      total: rp(13_000),
      adjustment: h(65_450),
    });
  });

  it('rounds to the nearest whole unit otherwise, an exact half down', () => {
    expect(roundPaymentTotal(h(1_234_550), { isRounded: false, roundingSetting: RoundingSetting.THOUSAND })).toEqual({
      total: rp(12_345),
      adjustment: h(-50),
    });
    expect(roundPaymentTotal(h(1_234_560), { isRounded: false, roundingSetting: null })).toEqual({
      total: rp(12_346),
      adjustment: h(40),
    });
  });

  it('keeps total = amount + adjustment, total a multiple of the step, adjustment below one step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e15 }),
        fc.constantFrom(RoundingSetting.HUNDRED, RoundingSetting.THOUSAND),
        (amount, setting) => {
          const { total, adjustment } = roundPaymentTotal(h(amount), { isRounded: true, roundingSetting: setting });
          const stepHundredths = getRoundingStepUnits(setting) * 100;
          expect(subtractMoney(total, adjustment)).toBe(amount);
          expect(total % stepHundredths).toBe(0);
          expect(adjustment >= 0 && adjustment < stepHundredths).toBe(true);
        },
      ),
    );
  });
});

describe('roundDecimalToMoney', () => {
  const cases: Array<[number, typeof RoundingMode.HALF_UP | typeof RoundingMode.DOWN, number]> = [
    [1234.565, RoundingMode.HALF_UP, 123_457],
    [1234.564, RoundingMode.HALF_UP, 123_456],
    [1234.565, RoundingMode.DOWN, 123_456],
    [0.005, RoundingMode.HALF_UP, 1],
    [12_500, RoundingMode.HALF_UP, 1_250_000],
  ];
  it.each(cases)('%s rounded %s → %s hundredths', (rupiah, mode, expected) => {
    expect(roundDecimalToMoney(rupiah, mode)).toBe(expected);
  });

  it('refuses values beyond the safe range', () => {
    expect(() => roundDecimalToMoney(1e20, RoundingMode.HALF_UP)).toThrow(RangeError);
  });
});
