import { describe, expect, it } from 'vitest';
import { formatCardNumber, lastFourDigits } from './card-number.ts';

describe('formatCardNumber', () => {
  const cases: Array<[string, string]> = [
    ['1234567890123456', '1234-5678-9012-3456'],
    ['1234 5678 9012 3456', '1234-5678-9012-3456'],
    ['1234-5678-9012-3456', '1234-5678-9012-3456'],
    ['123456789', '1234-5678-9'],
    ['1234', '1234'],
    ['', ''],
  ];
  it.each(cases)('%j → %j', (input, expected) => expect(formatCardNumber(input)).toBe(expected));
});

describe('lastFourDigits', () => {
  const cases: Array<[string, string]> = [
    ['1234567890123456', '3456'],
    ['1234-5678-9012-3456', '3456'],
    ['12', '12'],
    ['', ''],
  ];
  it.each(cases)('%j → %j', (input, expected) => expect(lastFourDigits(input)).toBe(expected));
});
