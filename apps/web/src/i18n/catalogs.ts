import en from './catalog-en.ts';
import id from './catalog-id.ts';
import zh from './catalog-zh.ts';

/**
 * All three catalogues at once, for tests (catalog parity, texts in every language). The app
 * never imports this file: it loads only the language in use (loadLocale in i18n.ts), and each
 * language's strings live in catalog-<locale>.ts.
 */
export const catalogs = { en, id, zh };
