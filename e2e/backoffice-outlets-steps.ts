import type { Locator, Page } from 'playwright-core';
import { APP_URL, typeInto } from './harness.ts';
import { shootScreen, type Language } from './docs-shots.ts';

/** Steps of the owner's outlets in the back office (issue 20). */
export { chooseLanguage, type Language } from './docs-shots.ts';

/** backoffice-outlets-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootBackOffice(page: Page, screen: string, language: Language): Promise<void> {
  await shootScreen(page, `backoffice-outlets-${screen}-${language}`);
}

/** The owner signs in to the back office with the password, typed. */
export async function signInToBackOffice(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/backoffice/login`);
  await typeInto(page.getByRole('textbox', { name: 'Username' }), 'owner@demo.pos');
  await typeInto(page.getByLabel('Password', { exact: true }), 'demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/backoffice$/);
}

export async function openOutlets(page: Page): Promise<void> {
  await page.getByRole('navigation').getByText('Outlets', { exact: true }).click().catch(async () => {
    await page.getByText('Outlets', { exact: true }).first().click();
  });
  await page.waitForURL(/\/backoffice\/outlets$/);
  await page.getByRole('table').waitFor();
}

/** New outlet: name and address typed, type tapped, then Create; lands on the outlet's page. */
export async function createOutlet(page: Page, outlet: { name: string; address: string; type: 'Restaurant' | 'All you can eat' }): Promise<void> {
  await page.getByRole('button', { name: 'New outlet' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), outlet.name);
  await dialog.getByText(outlet.type, { exact: true }).click();
  await typeInto(dialog.getByRole('textbox', { name: 'Address' }), outlet.address);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/backoffice\/outlets\/\d+$/);
  await page.getByRole('heading', { name: outlet.name, exact: true }).waitFor();
}

/** The names the header's outlet picker offers. */
export async function pickerOutletNames(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByLabel('Outlet', { exact: true }).click();
  const names = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

export async function openOutletFromList(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name });
}

/** The suspend switch, then the confirmation dialog's button. */
export async function toggleSuspension(page: Page, confirmLabel: 'Suspend' | 'Lift suspension'): Promise<void> {
  await page.getByRole('switch', { name: 'Suspend this outlet' }).click({ force: true });
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A dialog has opened and finished its opening transition (a screenshot mid-fade shows it faded). */
export async function dialogSettled(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(600);
  return dialog;
}
