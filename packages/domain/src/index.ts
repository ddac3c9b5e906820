export * from './codes/index.ts';
export * from './limits.ts';
