export * from './member-balances.ts';
