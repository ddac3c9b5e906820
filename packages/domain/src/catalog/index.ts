export * from './stock-rules.ts';
export * from './menu-price.ts';
export * from './menu-search.ts';
export * from './promo-reach.ts';
export * from './promo-schedule.ts';
export * from './csv-text.ts';
export * from './rupiah-text.ts';
export * from './menu-csv.ts';
