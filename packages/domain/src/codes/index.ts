export * from './enum-helpers.ts';
export * from './outlet.ts';
export * from './orders.ts';
export * from './tables.ts';
export * from './payments.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './messages.ts';
