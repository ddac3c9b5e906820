import type { Page } from 'playwright-core';

/** Steps of the table selection screen (/cashier/table), as a cashier does them. */
export async function openTableScreen(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Tables', exact: true }).click();
  await page.waitForURL('**/cashier/table');
  await page.getByTestId('floor-plan').waitFor();
}

/** Choose a table on the plan, a quick-pick pax, and save: the menu opens from the table. */
export async function seatTable(page: Page, tableName: string, pax: number): Promise<void> {
  await page.getByTestId(`table-${tableName}`).click();
  await page.getByTestId(`pax-pick-${pax}`).click();
  await page.getByTestId('table-save').click();
  await page.waitForURL('**/cashier/menu?fromMenu=table');
}

/** Waits until the table shows the given colour tone ('empty', 'filled', 'ordered', …). */
export async function waitForTone(page: Page, tableName: string, tone: string, timeoutMs: number): Promise<void> {
  await page.locator(`[data-testid="table-${tableName}"][data-tone="${tone}"]`).waitFor({ timeout: timeoutMs });
}
