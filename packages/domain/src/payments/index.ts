export * from './payment-lines.ts';
