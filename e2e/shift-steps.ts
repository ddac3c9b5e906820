import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';

/** Steps of the shift screen (/cashier/shift), as a cashier does them. */
export async function openShiftScreen(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Shift', exact: true }).click();
  await page.waitForURL('**/cashier/shift');
  await page.getByTestId('shift-screen').waitFor();
}

/** Start shift with the opening cash (whole rupiah as digits). */
export async function startShift(page: Page, openingCash: string): Promise<void> {
  await page.getByTestId('shift-start-button').click();
  await typeInto(page.getByTestId('start-shift-cash'), openingCash);
  await page.getByTestId('start-shift-submit').click();
  await page.getByTestId('current-shift').waitFor();
}

export async function addCashFlow(page: Page, kind: 'in' | 'out', amount: string, note: string): Promise<void> {
  await page.getByTestId(kind === 'in' ? 'cash-in-button' : 'cash-out-button').click();
  await typeInto(page.getByTestId('cash-flow-amount'), amount);
  await page.getByTestId('cash-flow-note').fill(note);
  await page.getByTestId('cash-flow-submit').click();
  await page.getByTestId('cash-flow-dialog').waitFor({ state: 'detached' });
}

export async function openEndShiftDialog(page: Page): Promise<void> {
  await page.getByTestId('end-shift-button').click();
  await page.getByTestId('end-shift-dialog').waitFor();
}

/** Mantine's Select: open the list and pick the option whose label matches. */
export async function chooseNextCashier(page: Page, name: RegExp): Promise<void> {
  await page.getByTestId('pass-shift-cashier').click();
  await page.getByRole('option', { name }).click();
}

export async function toastWith(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}
