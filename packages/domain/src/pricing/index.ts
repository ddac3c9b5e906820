export * from './pricing-types.ts';
export * from './line-pricing.ts';
export * from './promo-evaluation.ts';
export * from './charge-computation.ts';
export * from './order-totals.ts';
