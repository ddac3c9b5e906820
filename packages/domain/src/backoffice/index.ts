export * from './payment-admin.ts';
