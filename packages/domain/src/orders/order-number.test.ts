import { describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_MAX_LENGTH } from '../limits.ts';
import { formatOrderNumber, getBusinessDate } from './order-number.ts';

describe('order numbers', () => {
  it('numbers the n-th order of the business day, short enough for the receipt', () => {
    expect(formatOrderNumber('2026-11-23', 7)).toBe('ORD-20261123-0007');
    expect(formatOrderNumber('2026-11-23', 12_345)).toBe('ORD-20261123-12345');
    expect(formatOrderNumber('2026-11-23', 12_345).length).toBeLessThanOrEqual(RECEIPT_NUMBER_MAX_LENGTH);
  });

  it('refuses a sequence below 1 or a malformed date', () => {
    expect(() => formatOrderNumber('2026-11-23', 0)).toThrow(RangeError);
    expect(() => formatOrderNumber('23/11/2026', 1)).toThrow(RangeError);
  });

  it('puts an order in the outlet-time day: 23:30 UTC is the next day at +7', () => {
    expect(getBusinessDate(new Date('2026-11-22T23:30:00Z'), 7)).toBe('2026-11-23');
    expect(getBusinessDate(new Date('2026-11-22T16:59:00Z'), 7)).toBe('2026-11-22');
  });
});
