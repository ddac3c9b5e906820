export * from './exact-division.ts';
export * from './money.ts';
export * from './allocation.ts';
export * from './format.ts';
export * from './amount-input.ts';
export * from './card-number.ts';
export * from './rounding.ts';
