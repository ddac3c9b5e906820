import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Language } from './backoffice-outlets-steps.ts';
import { shootScreen } from './docs-shots.ts';

/** Steps of the owner's menu CSV export and import in the back office (issue 21). */

/** backoffice-menu-import-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootMenuImport(page: Page, screen: string, language: Language): Promise<void> {
  await shootScreen(page, `backoffice-menu-import-${screen}-${language}`);
}

/** Taps the export button and reads the file the browser saved. */
export async function exportMenu(page: Page, buttonName = 'Export CSV'): Promise<{ fileName: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const saved = await download;
  const path = await saved.path();
  return { fileName: saved.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** Taps the import button and picks a CSV file in the browser's file chooser, as the owner does. */
export async function chooseCsv(page: Page, file: { name: string; text: string }, buttonName = 'Import CSV'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text, 'utf8') });
}
