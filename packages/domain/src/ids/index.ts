export * from './row-id.ts';
