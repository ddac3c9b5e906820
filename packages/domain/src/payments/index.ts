export * from './payment-lines.ts';
export * from './payment-limits.ts';
