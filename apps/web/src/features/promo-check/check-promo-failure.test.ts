import { describe, expect, it } from 'vitest';
import { checkPromoFailureText } from './check-promo-failure.ts';

describe('checkPromoFailureText', () => {
  it("shows the error the server put in data (spec §7 'failure returns data and error')", () => {
    expect(checkPromoFailureText({ message: 'Validation failed', data: [{ field: 'Code', error: 'Promo sudah kedaluwarsa' }] })).toBe('Promo sudah kedaluwarsa');
    expect(checkPromoFailureText({ data: { error: 'Kode tidak berlaku' } })).toBe('Kode tidak berlaku');
  });
  it("falls back to 'Not Found'", () => {
    expect(checkPromoFailureText({ message: 'Something else', data: [] })).toBe('Not Found');
    expect(checkPromoFailureText({ data: [{ field: 'Code', error: '' }] })).toBe('Not Found');
    expect(checkPromoFailureText(null)).toBe('Not Found');
    expect(checkPromoFailureText('<html>')).toBe('Not Found');
  });
});
