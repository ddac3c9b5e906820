import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { APP_URL, typeInto } from './harness.ts';
import { cashierTokenOf, outletIdOf, startShiftViaApi } from './void-steps.ts';

/** Budi (every permission, the sign-up QR's 21 among them) at Kopi Senja with his shift open: memberships paid go into it. */
export async function openShiftForBudi(): Promise<void> {
  const token = await cashierTokenOf('budi', '222222');
  const outletId = await outletIdOf(token, 'Kopi Senja');
  try {
    await startShiftViaApi(token, outletId);
  } catch {
    // Already open from an earlier test of this file.
  }
}

export async function openMembershipScreen(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/cashier/qr-membership`);
  await page.getByTestId('qr-membership-screen').waitFor();
}

/** The customer's fields typed as a person types them (the birth date as its digits: the slashes come by themselves). */
export async function typeCustomer(page: Page, customer: { name: string; phone: string; birthDigits: string }): Promise<void> {
  await typeInto(page.getByTestId('membership-name'), customer.name);
  await typeInto(page.getByTestId('membership-phone'), customer.phone);
  await typeInto(page.getByTestId('membership-birth-date'), customer.birthDigits);
}

/** Picks a member category in the form's list by its visible name. */
export async function chooseCategory(page: Page, name: string): Promise<void> {
  await page.getByTestId('membership-category-select').click();
  await page.getByRole('option', { name: new RegExp(`^${name} `) }).click();
}

/** The row of a purchase by its code. */
export function purchaseRow(page: Page, code: string) {
  return page.getByTestId('membership-row').filter({ hasText: code });
}

/** How many cash-drawer pulses the emulated printer on `port` has recorded (its index.json of the last tickets). */
export async function drawerPulses(dataDir: string, port: number): Promise<number> {
  try {
    const index = JSON.parse(await readFile(join(dataDir, 'printed', String(port), 'index.json'), 'utf8')) as Array<{ isDrawerPulsed: boolean }>;
    return index.filter((entry) => entry.isDrawerPulsed).length;
  } catch {
    return 0;
  }
}

/** Waits until the drawer has been pulsed more than `before` times; answers the count then. */
export async function waitForDrawerPulse(dataDir: string, port: number, before: number, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await drawerPulses(dataDir, port);
    if (now > before || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
