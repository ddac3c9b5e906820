import { describe, expect, it } from 'vitest';
import { AMOUNT_FIELD_MAX_LENGTH, NUMERIC_MAX } from '@kasir/domain';
import { amountOfNumberInput, applyKeypadKey, groupKeypadText, keypadKeyOfKeyboard, keypadTextOf, rupiahOfKeypad, type KeypadKey } from './keypad-input.ts';

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
});
