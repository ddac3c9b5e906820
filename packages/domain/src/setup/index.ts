export * from './setup-limits.ts';
export * from './table-grid.ts';
