import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';

/** Steps of the help center (issue 20): a cashier writes, the owner reads. */

/** The cashier opens Help from the navigation rail. */
export async function openCashierHelp(page: Page, label = 'Help'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL('**/cashier/help');
  await page.getByTestId('help-screen').waitFor();
}

/** Subject and message typed with the keyboard, then sent. */
export async function writeToOwner(page: Page, message: { subject: string; text: string }): Promise<void> {
  await typeInto(page.getByRole('textbox', { name: 'Subject (optional)' }), message.subject);
  await typeInto(page.getByRole('textbox', { name: 'Message' }), message.text);
  await page.getByRole('button', { name: 'Send to owner' }).click();
}

/** The back office's Help messages screen, from its menu. */
export async function openHelpInbox(page: Page, label = 'Help messages'): Promise<void> {
  await page.getByText(label, { exact: true }).first().click();
  await page.waitForURL(/\/backoffice\/help$/);
  await page.getByTestId('bo-help-inbox').waitFor();
}
