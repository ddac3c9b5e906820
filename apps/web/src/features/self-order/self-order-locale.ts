import { useEffect } from 'react';
import { FALLBACK_LOCALE } from '@kasir/domain';
import { i18n, isSupportedLocale, showLocale, type Locale } from '../../i18n/i18n.ts';

/** The phone's first language of ours among its preferred ones; Indonesian when none matches. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isSupportedLocale(base)) return base;
  }
  return isSupportedLocale(FALLBACK_LOCALE) ? FALLBACK_LOCALE : 'id';
}

/**
 * A customer's phone speaks its own language from the first screen, unless a language was
 * chosen on this device before (the switch remembers it, kasir.locale). Not stored here, so a
 * cashier terminal opening the page keeps its own setting.
 */
export function useBrowserLocale(): void {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem('kasir.locale');
    } catch {
      stored = null;
    }
    if (isSupportedLocale(stored)) return;
    const wanted = browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    // Fetches that language's catalogue first (only the till's language is loaded at start).
    if (i18n.language !== wanted) void showLocale(wanted);
  }, []);
}
