export * from './outlet-day.ts';
export * from './time-of-day.ts';
export * from './reservation-windows.ts';
export * from './member-expiry.ts';
