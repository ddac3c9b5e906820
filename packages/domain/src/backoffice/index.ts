export * from './payment-admin.ts';
export * from './catalog-admin.ts';
export * from './promo-admin.ts';
