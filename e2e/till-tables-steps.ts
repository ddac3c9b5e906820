import type { Page } from 'playwright-core';
import { waitForLanguage } from './harness.ts';
import { apiCall } from './void-steps.ts';

/** Grill & Chill and Kopi Senja keep the default clock (DEMO-DATA: TimeZone 7). */
export const OUTLET_OFFSET_MS = 7 * 3_600_000;

/** 'HH:mm:ss' on the outlet clock, `fromNowMs` from now. */
export function outletClockIn(fromNowMs: number): string {
  return new Date(Date.now() + fromNowMs + OUTLET_OFFSET_MS).toISOString().slice(11, 19);
}

/** 'HH:mm' on the outlet clock `minutes` from now, rounded up to the whole minute (as the end-time presets are). */
export function outletMinuteIn(minutes: number): string {
  const at = Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000;
  return new Date(at + OUTLET_OFFSET_MS).toISOString().slice(11, 16);
}

/** The id of a table by its name, read as another terminal would. */
export async function tableIdOf(token: string, outletId: number, tableName: string): Promise<number> {
  const areas = await apiCall<Array<{ OutletTables: Array<{ Id: number; TableName: string }> }>>('GET', '/outletArea/', token, undefined, outletId);
  const table = areas.flatMap((area) => area.OutletTables).find((candidate) => candidate.TableName === tableName);
  if (!table) throw new Error(`no table ${tableName}`);
  return table.Id;
}

/** Opens a screen from the sidebar by its visible name. */
export async function openScreenFromRail(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: label, exact: true }).click();
}

/** The names of the screens the sidebar offers. */
export async function railScreenNames(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.trim());
}

/** The header's language switch, as a cashier taps it ('EN', 'ID', '中文'). */
export async function chooseLanguage(page: Page, shortName: 'EN' | 'ID'): Promise<void> {
  await page.getByRole('banner').getByText(shortName, { exact: true }).click();
  await waitForLanguage(page, shortName);
}
