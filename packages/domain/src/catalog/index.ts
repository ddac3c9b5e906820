export * from './stock-rules.ts';
export * from './menu-price.ts';
export * from './menu-search.ts';
export * from './promo-reach.ts';
