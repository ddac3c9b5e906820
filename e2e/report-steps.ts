import type { Locator, Page } from 'playwright-core';

/** Steps of the summary sales report modal, as an owner does them; day names and paging work in every language. */

/** Kopi Senja keeps Jakarta time (+7): "today" and the picker's days are the outlet's. */
const OUTLET_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day (UTC midnight of the outlet's date) `days` from the outlet's today. */
export const outletDay = (days: number): Date => new Date(Date.parse(new Date(Date.now() + OUTLET_OFFSET_MS).toISOString().slice(0, 10)) + days * DAY_MS);
export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);
/** The picker's name for a day button, as Mantine reads it out: '20 October 2026' (its default, English, in every language). */
export const dayName = (day: Date): string => `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
/** 'DD/MM/YYYY', as the picker shows a chosen day. */
export const shownDay = (day: Date): string => `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;

/** The report modal from the shift screen's button (the button's own words change with the language). */
export async function openSummaryReport(page: Page): Promise<Locator> {
  await page.getByTestId('open-summary-report').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('summary-report-dialog') });
  await dialog.getByTestId('summary-report').waitFor();
  return dialog;
}

/** The day's button in the open calendar, paging a month at a time with the header arrows until it shows. */
export async function findDay(page: Page, day: Date): Promise<Locator> {
  const button = page.getByRole('button', { name: dayName(day), exact: true });
  // The calendar opens with a transition: look for the day once its months are there.
  await page.locator('[data-dates-dropdown] table').first().waitFor();
  for (let pages = 0; pages < 4 && (await button.count()) === 0; pages += 1) {
    // The first day shown ('1 October 2026') says which way to page.
    const [, month = '', year = ''] = ((await page.locator('[data-dates-dropdown] table button[aria-label]:visible').first().getAttribute('aria-label')) ?? '').split(' ');
    const firstShown = Date.UTC(Number(year), MONTHS.indexOf(month), 1);
    await page.locator(`[data-dates-dropdown] button[data-direction="${firstShown > day.getTime() ? 'previous' : 'next'}"]`).click();
  }
  return button;
}

/** Opens the range picker and clicks the first day, then the last; waits for the report of that range. */
export async function pickRange(page: Page, dialog: Locator, start: Date, end: Date): Promise<void> {
  await dialog.getByTestId('report-range').click();
  await (await findDay(page, start)).click();
  const answer = page.waitForResponse((response) => response.url().includes('/api/report/summarySalesReport') && response.url().includes(isoDay(start)));
  await (await findDay(page, end)).click();
  await answer;
  await page.locator('[data-dates-dropdown]').waitFor({ state: 'detached' });
}
