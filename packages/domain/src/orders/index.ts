export * from './order-codes.ts';
export * from './order-number.ts';
export * from './approvals.ts';
export * from './line-rules.ts';
export * from './pricing-input.ts';
export * from './offline-sales.ts';
