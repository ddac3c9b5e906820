import type { Page } from 'playwright-core';

/** From the menu's "no shift" banner: start the cashier's shift with the opening cash (digits). */
export async function startShiftFromBanner(page: Page, openingCash: string): Promise<void> {
  await page.getByTestId('shift-banner-start').click();
  await page.getByTestId('start-shift-cash').fill(openingCash);
  await page.getByTestId('start-shift-submit').click();
  await page.getByTestId('shift-required-banner').waitFor({ state: 'detached' });
}

/** Picks a menu product by name: opens the edit-order-product dialog. */
export async function pickProduct(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-grid').getByRole('button', { name, exact: true }).click();
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
