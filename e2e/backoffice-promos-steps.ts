import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import type { Language } from './backoffice-outlets-steps.ts';
import { shootScreen } from './docs-shots.ts';

/** Steps of the owner's promos, vouchers and member categories in the back office (issue 21). */

/** backoffice-promos-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootPromos(page: Page, screen: string, language: Language): Promise<void> {
  await shootScreen(page, `backoffice-promos-${screen}-${language}`);
}

/** The outlet's weekday label (Sun … Sat) and hour now, as the promo form names them (outlet time +7). */
export function outletClock(offsetHours = 0): { day: string; hour: string } {
  const local = new Date(Date.now() + (7 + offsetHours) * 3_600_000);
  return { day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][local.getUTCDay()]!, hour: String(local.getUTCHours()).padStart(2, '0') };
}

/** A transaction promo typed in: name, percent on the keyboard, then the day and hour chips ticked. */
export async function createTransactionPromo(page: Page, promo: { name: string; percent: string; days: string[]; hours: string[] }): Promise<void> {
  await page.getByRole('button', { name: 'New promo' }).click();
  const form = page.getByTestId('bo-promo-detail');
  await typeInto(form.getByRole('textbox', { name: 'Promo name' }), promo.name);
  await typeInto(form.getByRole('textbox', { name: 'Discount (%)' }), promo.percent);
  const days = form.getByRole('group', { name: 'Days of the week' });
  for (const day of promo.days) await days.getByText(day, { exact: true }).click();
  const hours = form.getByRole('group', { name: /Hours of the day/ });
  for (const hour of promo.hours) await hours.getByText(hour, { exact: true }).click();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/backoffice\/promos$/);
}

/** A product promo: Product type, a fixed amount typed, one category picked for the first outlet that has it. */
export async function createCategoryPromo(page: Page, promo: { name: string; amount: string; category: string; onlyOutlet: string }): Promise<void> {
  await page.getByRole('button', { name: 'New promo' }).click();
  const form = page.getByTestId('bo-promo-detail');
  await typeInto(form.getByRole('textbox', { name: 'Promo name' }), promo.name);
  await form.getByText('Product', { exact: true }).click();
  await form.getByText('Fixed amount', { exact: true }).click();
  await typeInto(form.getByRole('textbox', { name: 'Discount amount' }), promo.amount);
  const outlets = form.getByRole('region', { name: 'Outlets' });
  for (const name of await outlets.locator('label').allInnerTexts()) {
    if (name.trim() !== promo.onlyOutlet) await outlets.getByRole('checkbox', { name: name.trim(), exact: true }).uncheck();
  }
  await form.getByLabel('Categories', { exact: true }).click();
  await page.getByRole('option', { name: promo.category, exact: true }).first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/backoffice\/promos$/);
}

/** Issues a voucher of the voucher promo shown to a member found by the search box. */
export async function issueVoucher(page: Page, memberName: string): Promise<void> {
  await page.getByRole('button', { name: 'Issue vouchers' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('searchbox', { name: 'Search members' }), memberName);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${memberName} ·`) }).check();
  await dialog.getByRole('button', { name: /^Issue 1 voucher/ }).click();
  await dialog.waitFor({ state: 'detached' });
}
