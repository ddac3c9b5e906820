import { describe, expect, it } from 'vitest';
import { AMOUNT_FIELD_MAX_LENGTH } from '@kasir/domain';
import { readAmountDigits } from './AmountField.tsx';

describe('reading a typed cash amount', () => {
  it('keeps whole rupiah as digits, ignoring the dot grouping it shows', () => {
    expect(readAmountDigits('1.500.000')).toBe('1500000');
    expect(readAmountDigits('Rp 25.000')).toBe('25000');
    expect(readAmountDigits('007')).toBe('7');
    expect(readAmountDigits('0')).toBe('0');
  });

  it('clears negative input instead of making it positive (spec §5 end shift)', () => {
    expect(readAmountDigits('-5000')).toBe('');
    expect(readAmountDigits(' -1')).toBe('');
  });

  it('keeps at most the amount field length in digits', () => {
    expect(readAmountDigits('9'.repeat(20))).toHaveLength(AMOUNT_FIELD_MAX_LENGTH);
  });
});
