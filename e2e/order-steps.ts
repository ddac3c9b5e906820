import type { Page } from 'playwright-core';

/** From the menu's "no shift" banner: start the cashier's shift with the opening cash (digits). */
export async function startShiftFromBanner(page: Page, openingCash: string): Promise<void> {
  await page.getByTestId('shift-banner-start').click();
  // A money field is typed, never filled: tap it, then the keys, as a cashier does.
  await page.getByTestId('start-shift-cash').click();
  await page.keyboard.type(openingCash);
  await page.getByTestId('start-shift-submit').click();
  await page.getByTestId('shift-required-banner').waitFor({ state: 'detached' });
}

/** A finger held on a card this long is a long press (the app's LONG_PRESS_MS is 500). */
const LONG_PRESS_HOLD_MS = 700;

/**
 * Opens a menu product's options (add-ons, note, quantity) before it is added: a long press on
 * its card, as a tap adds it at once (issue 16). Confirm with confirmLine.
 */
export async function pickProduct(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-grid').getByRole('button', { name, exact: true }).hover();
  await page.mouse.down();
  await page.waitForTimeout(LONG_PRESS_HOLD_MS);
  await page.mouse.up();
  // Mantine's modal root has no box of its own: wait for its content.
  await page.getByTestId('edit-order-product-ok').waitFor();
}

export async function confirmLine(page: Page): Promise<void> {
  await page.getByTestId('edit-order-product-ok').click();
  await page.getByTestId('edit-order-product-ok').waitFor({ state: 'detached' });
}

export async function chooseOrderType(page: Page, name: string): Promise<void> {
  await page.getByTestId('order-type-picker').getByText(name, { exact: true }).click();
}

async function openScreen(page: Page, label: string, urlPart: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`**/cashier/${urlPart}`);
}

export async function openStockScreen(page: Page): Promise<void> {
  await openScreen(page, 'Stock', 'setStock');
  await page.getByTestId('set-stock-screen').waitFor();
}

export async function openFavoriteScreen(page: Page): Promise<void> {
  await openScreen(page, 'Favourites', 'favorite');
  await page.getByTestId('favorite-screen').waitFor();
}
