export * from './split-plan.ts';
export * from './refund-amounts.ts';
export * from './merge-rules.ts';
export * from './bill-division.ts';
