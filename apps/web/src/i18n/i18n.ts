import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, SUPPORTED_LOCALES } from '@kasir/domain';

export type Locale = (typeof SUPPORTED_LOCALES)[number];

const LOCALE_STORAGE_KEY = 'kasir.locale';
const NAMESPACE = 'translation';

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

/**
 * One chunk per language (docs/adr/0028): a till downloads and parses only the catalogue it
 * shows, about a third of all three.
 */
const catalogLoaders: Record<Locale, () => Promise<{ default: object }>> = {
  en: () => import('./catalog-en.ts'),
  id: () => import('./catalog-id.ts'),
  zh: () => import('./catalog-zh.ts'),
};

/** Languages whose cashier catalogue is in i18next (the back office adds its own bundles too, so i18next's own check would not tell). */
const loadedLocales = new Set<Locale>();
const pendingLoads = new Map<Locale, Promise<void>>();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLocale(),
  // The fallback stays configured, but its catalogue is not fetched up front: the parity test
  // (i18n.test.ts) guarantees every key exists in all three languages, so a lookup never
  // needs it. Should a key be missing all the same, the first miss loads the fallback and the
  // screens show it once it arrives (bindI18nStore below), instead of the bare key.
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  saveMissing: true,
  missingKeyHandler: () => void loadLocale(FALLBACK_LOCALE),
  interpolation: { escapeValue: false },
  // No resources and no backend at init: catalogues arrive through loadLocale, before the
  // first render (main.tsx awaits initI18n) and before a switch (changeLocale).
  initAsync: false,
  returnNull: false,
  react: { bindI18nStore: 'added' },
});

/** Fetches a language's catalogue once and adds it to i18next (merged with any back-office strings). */
export function loadLocale(locale: Locale): Promise<void> {
  if (loadedLocales.has(locale)) return Promise.resolve();
  let pending = pendingLoads.get(locale);
  if (!pending) {
    pending = catalogLoaders[locale]()
      .then((module) => {
        i18n.addResourceBundle(locale, NAMESPACE, module.default, true, false);
        loadedLocales.add(locale);
      })
      .finally(() => pendingLoads.delete(locale));
    pendingLoads.set(locale, pending);
  }
  return pending;
}

/** Whether a language's catalogue is loaded (a switch to it is then immediate). */
export function isLocaleLoaded(locale: Locale): boolean {
  return loadedLocales.has(locale);
}

function applyLocale(locale: Locale): void {
  // Also how i18next settles resolvedLanguage once the catalogue is there.
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

// A language switched to by i18n.changeLanguage directly still gets its catalogue (shown once it arrives).
i18n.on('languageChanged', (language) => {
  // Switched by someone else (showLocale, a direct changeLanguage): the switches follow what is shown.
  if (chosenLocale !== null && language !== chosenLocale) setChosenLocale(null);
  if (!isSupportedLocale(language) || loadedLocales.has(language)) return;
  void loadLocale(language).then(
    () => i18n.language === language && applyLocale(language),
    () => undefined,
  );
});

/** Loads the stored language's catalogue; main.tsx awaits it so the first render is translated. */
export async function initI18n(): Promise<void> {
  const locale = isSupportedLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  await loadLocale(locale);
  applyLocale(locale);
}

/**
 * Shows the interface in a language without remembering it (a customer's phone on the
 * self-order page): fetches its catalogue first, so no screen shows untranslated keys.
 */
export async function showLocale(locale: Locale): Promise<void> {
  if (!loadedLocales.has(locale)) await loadLocale(locale);
  applyLocale(locale);
}

/**
 * Switches the interface language and remembers it for the next visit. Immediate when the
 * catalogue is loaded; otherwise it is fetched first and the screen keeps the current
 * language meanwhile (and stays so if the fetch fails, e.g. offline with the chunk not cached).
 * Returns nothing, as before the split: callers (and tests inside act) rely on a synchronous switch.
 */
export function changeLocale(locale: Locale): void {
  // The choice is remembered and shown at once: a page left before the catalogue arrives opens
  // the next one in the chosen language, and the switch shows what was tapped.
  setChosenLocale(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembering the choice is acceptable; the switch itself still works.
  }
  // Only the latest choice is applied: a slow catalogue never overrides a later tap.
  const apply = () => chosenLocale === locale && applyLocale(locale);
  if (loadedLocales.has(locale)) apply();
  else void loadLocale(locale).then(apply, () => undefined);
}

let chosenLocale: Locale | null = null;
const chosenListeners = new Set<() => void>();

function setChosenLocale(locale: Locale | null): void {
  chosenLocale = locale;
  chosenListeners.forEach((listener) => listener());
}

function subscribeChosenLocale(listener: () => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** The language the cashier last chose (shown by the language switches), else the one shown. */
export function useChosenLocale(): Locale {
  const chosen = useSyncExternalStore(subscribeChosenLocale, () => chosenLocale);
  const { i18n: instance } = useTranslation();
  return chosen ?? (isSupportedLocale(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LOCALE);
}

export function currentLocale(): Locale {
  return isSupportedLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}
