import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from './catalogs.ts';

/** A fresh i18n module, as a page load gets it (the test setup's shared one has all three languages loaded). */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

const noDataIn = (locale: keyof typeof catalogs) => (catalogs[locale] as unknown as { messages: { NO_DATA: string } }).messages.NO_DATA;

describe('loading the language catalogues', () => {
  beforeEach(() => localStorage.clear());

  it('loads only the stored language before the first render, not the other two nor the fallback', async () => {
    localStorage.setItem('kasir.locale', 'zh');
    const { i18n, initI18n, isLocaleLoaded } = await freshI18n();
    await initI18n();
    expect(['en', 'id', 'zh'].filter((locale) => isLocaleLoaded(locale as 'en'))).toEqual(['zh']);
    expect(i18n.resolvedLanguage).toBe('zh');
    expect(i18n.t('messages.NO_DATA')).toBe(noDataIn('zh'));
    expect(document.documentElement.lang).toBe('zh');
  });

  it('fetches another language before switching to it, then remembers it', async () => {
    const { i18n, initI18n, changeLocale, isLocaleLoaded } = await freshI18n();
    await initI18n();
    expect(i18n.t('messages.NO_DATA')).toBe(noDataIn('en'));
    changeLocale('id');
    // Until its catalogue is there the screen stays in English, never showing bare keys.
    expect(i18n.t('messages.NO_DATA')).toBe(noDataIn('en'));
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('id'));
    expect(isLocaleLoaded('id')).toBe(true);
    expect(i18n.t('messages.NO_DATA')).toBe(noDataIn('id'));
    expect(localStorage.getItem('kasir.locale')).toBe('id');
  });

  it('remembers a choice at once, before its catalogue arrives, and a later tap wins over a slow catalogue', async () => {
    const { i18n, initI18n, changeLocale } = await freshI18n();
    await initI18n();
    changeLocale('zh');
    // A page left now (a tap, then a navigation) opens the next one in Chinese.
    expect(localStorage.getItem('kasir.locale')).toBe('zh');
    changeLocale('id');
    expect(localStorage.getItem('kasir.locale')).toBe('id');
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('id'));
    // The Chinese catalogue arriving later does not switch the screen back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.resolvedLanguage).toBe('id');
  });

  it('fetches the fallback language only when a key is missing', async () => {
    const { i18n, initI18n, isLocaleLoaded } = await freshI18n();
    await initI18n();
    expect(isLocaleLoaded('id')).toBe(false);
    i18n.t('no.such.key');
    await vi.waitFor(() => expect(isLocaleLoaded('id')).toBe(true));
  });
});
