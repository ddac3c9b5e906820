import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, SUPPORTED_LOCALES } from '@kasir/domain';
import { catalogs } from './catalogs.ts';

export type Locale = (typeof SUPPORTED_LOCALES)[number];

const LOCALE_STORAGE_KEY = 'kasir.locale';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Private modes may refuse storage; the default language is still usable.
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: catalogs.en }, id: { translation: catalogs.id }, zh: { translation: catalogs.zh } },
  lng: readStoredLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  returnNull: false,
});

document.documentElement.lang = i18n.language;

/** Switches the interface language and remembers it for the next visit. */
export function changeLocale(locale: Locale): void {
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembering the choice is acceptable; the switch itself still works.
  }
}

export function currentLocale(): Locale {
  return isSupportedLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}
