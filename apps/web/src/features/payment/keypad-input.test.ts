import { describe, expect, it } from 'vitest';
import { AMOUNT_FIELD_MAX_LENGTH, NUMERIC_MAX } from '@kasir/domain';
import {
  amountOfNumberInput,
  applyKeypadKey,
  groupKeypadText,
  keypadKeyOfKeyboard,
  keypadTextOf,
  proposedKeypadField,
  rupiahOfKeypad,
  typeOnKeypad,
  type KeypadField,
  type KeypadKey,
} from './keypad-input.ts';

const press = (keys: KeypadKey[], start = '0') => keys.reduce(applyKeypadKey, start);

describe('payment keypad input (spec §5)', () => {
  it('types digits replacing the leading 0', () => {
    expect(press(['5', '0', '0', '0'])).toBe('5000');
    expect(press(['0', '0', '7'])).toBe('7');
  });

  it('000 appends three zeros, and stays 0 on an empty field', () => {
    expect(press(['2', '000'])).toBe('2000');
    expect(press(['000'])).toBe('0');
  });

  it('delete removes the last digit down to 0; Clear and Escape set 0', () => {
    expect(press(['1', '2', 'delete'])).toBe('1');
    expect(press(['1', 'delete', 'delete'])).toBe('0');
    expect(press(['9', '9', 'clear'])).toBe('0');
    expect(press(['9', '9', 'zero'])).toBe('0');
  });

  it('never goes above 1e13 nor beyond 14 characters: the key is ignored', () => {
    const max = String(NUMERIC_MAX);
    expect(max).toHaveLength(AMOUNT_FIELD_MAX_LENGTH);
    expect(applyKeypadKey(max, '0')).toBe(max);
    expect(applyKeypadKey('1000000000000', '1')).toBe('1000000000000');
    expect(applyKeypadKey('9999999999999', '9')).toBe('9999999999999');
    expect(applyKeypadKey('1000000000000', '0')).toBe(max);
    expect(applyKeypadKey('9999999999', '000')).toBe('9999999999000');
    expect(applyKeypadKey('99999999999', '000')).toBe('99999999999');
  });

  it('maps the keyboard: 0-9, Backspace deletes, Escape sets 0, nothing else', () => {
    expect(keypadKeyOfKeyboard('7')).toBe('7');
    expect(keypadKeyOfKeyboard('Backspace')).toBe('delete');
    expect(keypadKeyOfKeyboard('Escape')).toBe('zero');
    expect(keypadKeyOfKeyboard('.')).toBeNull();
    expect(keypadKeyOfKeyboard('a')).toBeNull();
    expect(keypadKeyOfKeyboard('Enter')).toBeNull();
  });

  it('converts between rupiah and keypad text without decimals', () => {
    expect(keypadTextOf(12500.5)).toBe('12500');
    expect(keypadTextOf(-3)).toBe('0');
    expect(keypadTextOf(NUMERIC_MAX * 10)).toBe(String(NUMERIC_MAX));
    expect(rupiahOfKeypad('15000')).toBe(15000);
    expect(rupiahOfKeypad('')).toBe(0);
    expect(groupKeypadText('1500000')).toBe('1.500.000');
  });

  it('reads an editable amount field: numbers or typed text, digits only, within 0..1e13', () => {
    expect(amountOfNumberInput(52000)).toBe(52000);
    expect(amountOfNumberInput('052000')).toBe(52000);
    expect(amountOfNumberInput('')).toBe(0);
    expect(amountOfNumberInput(-5)).toBe(0);
    expect(amountOfNumberInput(12.7)).toBe(12);
    expect(amountOfNumberInput('99999999999999999')).toBe(NUMERIC_MAX);
  });

  describe('a proposed amount (issue 16: Cash opens on the exact remaining)', () => {
    const typeAll = (keys: KeypadKey[], field: KeypadField) => keys.reduce(typeOnKeypad, field);
    const exact = proposedKeypadField(57_800);

    it('is replaced by the first digit typed, after which digits append', () => {
      expect(exact).toEqual({ text: '57800', isProposed: true });
      expect(typeAll(['1', '0', '0', '0', '0', '0'], exact)).toEqual({ text: '100000', isProposed: false });
      expect(typeAll(['5'], exact).text).toBe('5');
    });

    it('is replaced by the 000 key too (0, then digits append)', () => {
      expect(typeAll(['000'], exact).text).toBe('0');
      expect(typeAll(['000', '2', '000'], exact).text).toBe('2000');
    });

    it('loses one digit to delete and is then the cashier’s own: digits append', () => {
      expect(typeAll(['delete'], exact)).toEqual({ text: '5780', isProposed: false });
      expect(typeAll(['delete', '5'], exact).text).toBe('57805');
    });

    it('is set to 0 by Clear and Escape', () => {
      expect(typeAll(['clear'], exact).text).toBe('0');
      expect(typeAll(['zero', '7'], exact).text).toBe('7');
    });

    it('keeps the spec §5 limits after the replacement: 14 characters, at most 1e13', () => {
      const typed = typeAll(Array.from({ length: 20 }, () => '9' as const), proposedKeypadField(NUMERIC_MAX));
      expect(typed.text).toBe('9'.repeat(AMOUNT_FIELD_MAX_LENGTH - 1));
      expect(typeAll(['1', ...Array.from({ length: 15 }, () => '0' as const)], exact).text).toBe(String(NUMERIC_MAX));
    });

    it('a field without the flag (an older snapshot) or a proposed 0 appends as before', () => {
      expect(typeOnKeypad({ text: '120' }, '5').text).toBe('1205');
      expect(proposedKeypadField(0)).toEqual({ text: '0', isProposed: false });
      expect(typeOnKeypad(proposedKeypadField(0), '4').text).toBe('4');
    });
  });
});
