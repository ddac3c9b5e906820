import { AMOUNT_FIELD_MAX_LENGTH, NUMERIC_MAX } from '@kasir/domain';

/** The keys of the payment keypad view (spec §2): digits, 000, delete, Clear; Escape is the keyboard's "set 0". */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '000' | 'delete' | 'clear' | 'zero';

const DIGIT_KEYS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The empty field shows 0: the keypad always holds a whole number. */
export const KEYPAD_EMPTY = '0';

function isWithinLimits(text: string): boolean {
  return text.length <= AMOUNT_FIELD_MAX_LENGTH && Number(text) <= NUMERIC_MAX;
}

/**
 * The amount field after one key (spec §5): digits only, at most 14 characters, no decimals,
 * 0 to 1e13. A key that would break a limit leaves the field as it was (the cashier sees
 * nothing happen rather than a silently cut number). A leading 0 is replaced by the first digit.
 */
export function applyKeypadKey(current: string, key: KeypadKey): string {
  if (key === 'clear' || key === 'zero') return KEYPAD_EMPTY;
  if (key === 'delete') return current.length <= 1 ? KEYPAD_EMPTY : current.slice(0, -1);
  const base = current === KEYPAD_EMPTY ? '' : current;
  const next = `${base}${key}`.replace(/^0+(?=\d)/, '');
  const normalised = next === '' ? KEYPAD_EMPTY : next;
  return isWithinLimits(normalised) ? normalised : current;
}

/**
 * The keypad's field: its text and whether that text is still the amount the dialog proposed
 * (the exact remaining, a DefaultValue, a quick amount). `isProposed` is absent in snapshots
 * saved before it existed: such a field is treated as typed.
 */
export interface KeypadField {
  text: string;
  isProposed?: boolean;
}

/**
 * One key on the keypad field, as every till does it (issue 16): a proposed amount is replaced
 * by the first digit (or 000) typed, after which digits append; delete takes one digit off
 * the proposed amount too; Clear and Escape set 0. The spec §5 limits hold throughout
 * (applyKeypadKey). After any key the field is the cashier's own.
 */
export function typeOnKeypad(field: KeypadField, key: KeypadKey): KeypadField {
  const isDigitKey = key !== 'delete' && key !== 'clear' && key !== 'zero';
  const base = field.isProposed === true && isDigitKey ? KEYPAD_EMPTY : field.text;
  return { text: applyKeypadKey(base, key), isProposed: false };
}

/** A proposed amount (whole rupiah) as a keypad field the first digit replaces. */
export function proposedKeypadField(rupiah: number): KeypadField {
  const text = keypadTextOf(rupiah);
  return { text, isProposed: text !== KEYPAD_EMPTY };
}

/**
 * The keyboard of spec §5: 0-9 type a digit, Backspace deletes, Escape sets 0; anything else
 * is not a keypad key (null) and is left to the browser.
 */
export function keypadKeyOfKeyboard(key: string): KeypadKey | null {
  if (DIGIT_KEYS.includes(key)) return key as KeypadKey;
  if (key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'zero';
  return null;
}

/** Whole rupiah from a number (a quick amount, the remaining due) as keypad text within the limits. */
export function keypadTextOf(rupiah: number): string {
  const whole = Math.max(0, Math.min(Math.floor(rupiah), NUMERIC_MAX));
  return String(whole);
}

/** The keypad text as whole rupiah. */
export function rupiahOfKeypad(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : 0;
}

/** Thousands with dots, as every amount shows (spec §5 money display), without a prefix. */
export function groupKeypadText(text: string): string {
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * An editable amount field's value as whole rupiah: Mantine's NumberInput answers a number, or
 * text such as "052000" while it is being typed; only digits count (no decimals, never negative).
 */
export function amountOfNumberInput(value: number | string): number {
  const digits = typeof value === 'number' ? String(Math.max(0, Math.floor(value))) : value.replace(/\D/g, '');
  const text = digits.replace(/^0+(?=\d)/, '').slice(0, AMOUNT_FIELD_MAX_LENGTH);
  return text === '' ? 0 : Math.min(Number(text), NUMERIC_MAX);
}
