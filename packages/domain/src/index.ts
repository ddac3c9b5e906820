export * from './codes/index.ts';
export * from './limits.ts';
export * from './money/index.ts';
export * from './pricing/index.ts';
export * from './time/index.ts';
export * from './shifts/expected-cash.ts';
