import { describe, expect, it } from 'vitest';
import { chartHours, paymentShares } from './report-charts-data.ts';

describe('chart figures', () => {
  it('labels every hour and lists only the hours that sold', () => {
    const hours = chartHours(Array.from({ length: 24 }, (_, Hour) => ({ Hour, Orders: Hour === 8 ? 2 : 0, Total: Hour === 8 ? 30_000 : 0 })));
    expect(hours.all).toHaveLength(24);
    expect(hours.all[0]?.label).toBe('00:00');
    expect(hours.withSales.map((hour) => hour.label)).toEqual(['08:00']);
  });

  it('shares of the payment mix, largest first, without empty or negative slices', () => {
    expect(paymentShares([{ Name: 'QRIS', Total: 25_000 }, { Name: 'Cash', Total: 50_000 }, { Name: 'Card', Total: 0 }, { Name: 'Refund', Total: -5_000 }])).toEqual([
      { Name: 'Cash', Total: 50_000, percent: 66.7 },
      { Name: 'QRIS', Total: 25_000, percent: 33.3 },
    ]);
    expect(paymentShares([])).toEqual([]);
  });
});
