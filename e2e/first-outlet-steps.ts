import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { APP_URL, typeInto, typePin } from './harness.ts';
import { shotPath } from './docs-shots.ts';

/** The wizard is shot in every language: backoffice-setup-<step>-<lang>.png (docs-shots.ts says where). */
const LANGUAGES = [
  { code: 'en', label: 'EN' },
  { code: 'id', label: 'ID' },
  { code: 'zh', label: '中文' },
] as const;

export type NewBusiness = { ownerName: string; email: string; password: string };

/** From the login page: "Create a business", the owner's details, and into the back office's setup. */
export async function signUpThroughUi(page: Page, business: NewBusiness): Promise<void> {
  await page.goto(APP_URL);
  await page.getByRole('link', { name: 'Create a business' }).click();
  await page.waitForURL('**/signup');
  await typeInto(page.locator('input[name="name"]'), business.ownerName);
  await typeInto(page.locator('input[name="email"]'), business.email);
  await typeInto(page.locator('input[name="password"]'), business.password);
  await typeInto(page.locator('input[name="confirm"]'), business.password);
  await page.getByRole('button', { name: 'Create business' }).click();
  await page.waitForURL('**/backoffice/setup');
}

/** The wizard's step title, as it reads in English. */
export async function expectStep(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, exact: true, level: 3 }).waitFor();
}

export async function nextStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * Screenshots of the step in English, Indonesian and Chinese: the header's language switch
 * changes the words in place (the draft stays), and English is chosen again afterwards.
 */
export async function shootStep(page: Page, step: string): Promise<void> {
  const switcher = page.getByRole('banner');
  for (const language of LANGUAGES) {
    await switcher.getByText(language.label, { exact: true }).click();
    await page.waitForTimeout(250);
    await page.screenshot({ path: shotPath(`backoffice-setup-${step}-${language.code}`) });
  }
  await switcher.getByText('EN', { exact: true }).click();
  await page.waitForTimeout(150);
}

export type WizardPlan = {
  outletName: string;
  address: string;
  telephone: string;
  tableCount: string;
  cashierName: string;
  pin: string;
  products: Array<{ name: string; price: string }>;
};

/** Runs the whole wizard with the keyboard and the PIN pad, shooting each step, up to the review. */
export async function runWizardToReview(page: Page, plan: WizardPlan): Promise<void> {
  await expectStep(page, 'Business & outlet');
  await typeInto(page.getByLabel('Outlet name'), plan.outletName);
  await typeInto(page.getByLabel('Address'), plan.address);
  await typeInto(page.getByLabel('Telephone'), plan.telephone);
  await shootStep(page, 'business');
  // Its lower half: rounding, printer layout and no-sales charges (To Rp 100 is the default).
  await page.mouse.move(800, 400);
  await page.mouse.wheel(0, 1000);
  await page.getByText('No charges on no-sales payments').waitFor();
  assert.equal(await page.getByRole('radio', { name: 'To Rp 100' }).isChecked(), true);
  await shootStep(page, 'business-options');
  await nextStep(page);

  await expectStep(page, 'Payment methods');
  // Not every preset: this outlet takes no OVO.
  await page.getByRole('checkbox', { name: 'OVO', exact: true }).uncheck();
  await shootStep(page, 'payments');
  await nextStep(page);

  await expectStep(page, 'Charges & taxes');
  await shootStep(page, 'charges');
  await nextStep(page);

  await expectStep(page, 'Area & tables');
  await typeInto(page.getByLabel('Number of tables'), plan.tableCount);
  await shootStep(page, 'tables');
  await nextStep(page);

  await expectStep(page, 'Cashier & PIN');
  await typeInto(page.getByLabel('Cashier name'), plan.cashierName);
  await page.getByRole('button', { name: 'Set the PIN' }).click();
  await page.getByText('Type a 6-digit PIN').waitFor();
  await shootStep(page, 'cashier-pin');
  await typePin(page, plan.pin);
  await page.getByText('Type the same PIN again').waitFor();
  await typePin(page, plan.pin);
  await page.getByText('PIN set', { exact: true }).waitFor();
  await shootStep(page, 'cashier');
  await nextStep(page);

  await expectStep(page, 'Printer');
  assert.equal(await page.getByLabel('Printer IP address').inputValue(), '127.0.0.1', 'the emulator is the default printer');
  assert.equal(await page.getByLabel('Port').inputValue(), '9100');
  await page.getByRole('button', { name: 'Test print' }).click();
  await page.getByText('Printed. Check the paper.').waitFor({ timeout: 20_000 });
  await shootStep(page, 'printer');
  await nextStep(page);

  await expectStep(page, 'First products');
  for (const [index, product] of plan.products.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a product' }).click();
    await typeInto(page.getByRole('textbox', { name: 'Product name' }).nth(index), product.name);
    await typeInto(page.getByRole('textbox', { name: 'Price (Rp)' }).nth(index), product.price);
  }
  await shootStep(page, 'products');
  await nextStep(page);

  await expectStep(page, 'Review & finish');
  await shootStep(page, 'review');
}

/** Whether the emulator saw a drawer pulse on this printer (its index.json), waiting up to the timeout. */
export async function waitForDrawerPulse(printerDir: string, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const index = await readFile(join(printerDir, 'index.json'), 'utf8').catch(() => '[]');
    const entries = JSON.parse(index) as Array<{ isDrawerPulsed?: boolean }>;
    if (entries.some((entry) => entry.isDrawerPulsed === true)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
