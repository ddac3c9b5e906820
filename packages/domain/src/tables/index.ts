export * from './floor-geometry.ts';
export * from './table-availability.ts';
export * from './time-left.ts';
export * from './reservation-slot.ts';
export * from './time-session.ts';
export * from './time-extension.ts';
