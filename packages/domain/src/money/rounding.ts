import type { CodeValue } from '../codes/enum-helpers.ts';
import { RoundingSetting } from '../codes/outlet.ts';
import { ROUNDING_STEP_HUNDRED, ROUNDING_STEP_THOUSAND } from '../limits.ts';
import { RoundingMode, toExactFraction, divideRounded, type RoundingModeValue } from './exact-division.ts';
import { HUNDREDTHS_PER_UNIT, moneyFromHundredths, roundMoneyToStep, subtractMoney, type Money } from './money.ts';

export type RoundingSettingValue = CodeValue<typeof RoundingSetting>;

/** Spec §5 "charge amounts round to two decimals": an exact half of a hundredth goes up. */
export const CHARGE_ROUNDING_MODE = RoundingMode.HALF_UP;

export interface RoundedTotal {
  /** The amount to pay. */
  readonly total: Money;
  /** total minus the unrounded amount; printed as the rounding line (may be negative). */
  readonly adjustment: Money;
}

export interface PaymentRoundingOptions {
  /** The order type's IsRounded. */
  readonly isRounded: boolean;
  /** The outlet's rounding setting; null when the outlet has none. */
  readonly roundingSetting: RoundingSettingValue | null;
}

/** The rounding step of a setting in whole units: Hundred 1 → 100, Thousand 2 → 1000. */
export function getRoundingStepUnits(setting: RoundingSettingValue): number {
  return setting === RoundingSetting.THOUSAND ? ROUNDING_STEP_THOUSAND : ROUNDING_STEP_HUNDRED;
}

/**
 * The rounding helper of spec §5: up to the next whole unit, then up to the next multiple
 * of the setting's step. With no setting only the first step applies, because an outlet
 * that never chose a step has still asked for whole-rupiah totals.
 */
export function roundUpBySetting(amount: Money, setting: RoundingSettingValue | null): Money {
  const whole = roundMoneyToStep(amount, HUNDREDTHS_PER_UNIT, RoundingMode.UP);
  if (setting === null) return whole;
  return roundMoneyToStep(whole, getRoundingStepUnits(setting) * HUNDREDTHS_PER_UNIT, RoundingMode.UP);
}

/** Nearest whole unit where only a fraction above .5 goes up (spec §5): 10,5 → 10, 10,51 → 11. */
export function roundToNearestWholeUnit(amount: Money): Money {
  return roundMoneyToStep(amount, HUNDREDTHS_PER_UNIT, RoundingMode.HALF_DOWN);
}

/** Spec §5 payment rule: IsRounded order types use the helper, others the nearest whole unit. */
export function roundPaymentTotal(amount: Money, options: PaymentRoundingOptions): RoundedTotal {
  const total = options.isRounded ? roundUpBySetting(amount, options.roundingSetting) : roundToNearestWholeUnit(amount);
  return { total, adjustment: subtractMoney(total, amount) };
}

/**
 * A decimal amount with any number of decimals (a charge computed elsewhere, 1234.565)
 * rounded to hundredths in the named direction. Read through its decimal text so the
 * binary value of 1234.565 (just under) does not round differently from what was written.
 */
export function roundDecimalToMoney(rupiah: number, mode: RoundingModeValue): Money {
  const { numerator, denominator } = toExactFraction(rupiah);
  const hundredths = divideRounded(numerator * BigInt(HUNDREDTHS_PER_UNIT), denominator, mode);
  if (hundredths > BigInt(Number.MAX_SAFE_INTEGER) || hundredths < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${rupiah}`);
  }
  return moneyFromHundredths(Number(hundredths));
}
