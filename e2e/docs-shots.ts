import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, waitForLanguage } from './harness.ts';

/**
 * Screenshots the flows take of the screens they walk. They go to e2e/screenshots (ignored by git)
 * on every run, and to docs/screenshots only when asked (`npm run screenshots:flows`), so running
 * the tests never dirties the documentation.
 */
const DOCS_DIR = resolve(import.meta.dirname, '../docs/screenshots');
const isForDocs = process.env.DOCS_SCREENSHOTS === '1';
const outputDir = isForDocs ? DOCS_DIR : SCREENSHOT_DIR;
mkdirSync(outputDir, { recursive: true });

export type Language = 'en' | 'id' | 'zh';

/** What the language switch shows for each language. */
export const LANGUAGE_SHORT_NAME: Record<Language, 'EN' | 'ID' | '中文'> = { en: 'EN', id: 'ID', zh: '中文' };

/** Taps the language switch (login, sign-up, back office and cashier header all show the same one). */
export async function tapLanguage(page: Page, shortName: 'EN' | 'ID' | '中文'): Promise<void> {
  await page.getByRole('radiogroup', { name: /Language|Bahasa|语言/ }).first().getByText(shortName, { exact: true }).click();
  await waitForLanguage(page, shortName);
}

export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await tapLanguage(page, LANGUAGE_SHORT_NAME[language]);
}

/** Where a named screenshot is written (`<area>-<screen>-<lang>` without the extension). */
export function shotPath(name: string): string {
  return join(outputDir, `${name}.png`);
}

/**
 * A screenshot of what the page shows. For the docs it waits until the toasts of the last step
 * are gone (unless kept); a plain test run does not wait the 7 s a toast stays.
 */
export async function shootScreen(page: Page, name: string, options: { keepToasts?: boolean } = {}): Promise<void> {
  if (isForDocs && !options.keepToasts) await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: shotPath(name), fullPage: false });
}
