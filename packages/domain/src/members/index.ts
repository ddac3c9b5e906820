export * from './member-balances.ts';
export * from './member-rules.ts';
export * from './membership-purchase.ts';
