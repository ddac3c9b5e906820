export * from './split-plan.ts';
export * from './refund-amounts.ts';
