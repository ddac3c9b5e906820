import type { Page } from 'playwright-core';
import { APP_URL, waitForLanguage } from './harness.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

/** Rupiah grouped with dots as every amount shows (57800 → '57.800'). */
export function groupedRupiah(rupiah: number): string {
  return rupiah.toLocaleString('id-ID');
}

/**
 * Ani at Kopi Senja with her shift open (whoever of this file's tests comes first opens it) and a
 * fresh Dine In order of the named products, made through the API as another terminal would.
 */
export async function orderForAni(lines: Array<{ name: string; quantity: number }>): Promise<{ Id: number; OrderNo: string }> {
  const token = await cashierTokenOf('ani', '111111');
  const outletId = await outletIdOf(token, 'Kopi Senja');
  try {
    await startShiftViaApi(token, outletId);
  } catch {
    // Already open from an earlier test of this file: payments go on it.
  }
  return createDineInOrder(token, outletId, lines);
}

/** The keypad view's number buttons, tapped one by one as a cashier does. */
export async function tapKeypad(page: Page, keys: string): Promise<void> {
  const keypad = page.getByTestId('payment-keypad');
  for (const key of keys) await keypad.getByRole('button', { name: key, exact: true }).click();
}

/** The keypad's amount as whole rupiah ('100.000' → 100000). */
export async function keypadRupiah(page: Page): Promise<number> {
  return Number((await page.getByTestId('keypad-amount').inputValue()).replace(/\./g, ''));
}

/** Chooses the interface language on the locale setting screen (spec §1 /cashier/settings/locale-setting). */
export async function chooseLanguage(page: Page, languageName: string): Promise<void> {
  await page.goto(`${APP_URL}/cashier/settings/locale-setting`);
  // The screen's own radio list (the header's language switch names its choices too).
  await page.locator('.mantine-Radio-root').getByRole('radio', { name: languageName }).check();
  await waitForLanguage(page, languageName);
}
