export * from './envelope.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './outlets.ts';
export * from './error-log.ts';
export * from './realtime.ts';
export * from './print.ts';
export * from './shifts.ts';
