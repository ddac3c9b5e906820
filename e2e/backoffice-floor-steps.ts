import type { Page } from 'playwright-core';
import { shootScreen } from './docs-shots.ts';

/** Steps of the owner's floor plans in the back office (issue 20). */
/** backoffice-floor-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootFloor(page: Page, screen: string, language: string): Promise<void> {
  await shootScreen(page, `backoffice-floor-${screen}-${language}`);
}

/** The left menu's Floor plans entry; the plan of the outlet chosen in the header opens. */
export async function openFloorPlans(page: Page, label = 'Floor plans'): Promise<void> {
  await page.getByText(label, { exact: true }).first().click();
  await page.waitForURL(/\/backoffice\/floor$/);
  await page.getByTestId('bo-floor-plan').waitFor();
}

/** The table's Position as the back office last drew it ('x*y'). */
export async function drawnPosition(page: Page, tableName: string): Promise<{ x: number; y: number }> {
  const text = (await page.getByTestId(`bo-table-${tableName}`).getAttribute('data-position')) ?? '';
  const [x, y] = text.split('*').map(Number);
  return { x: x ?? Number.NaN, y: y ?? Number.NaN };
}

/**
 * Drags a table with the mouse as a person does: press on it, move in small steps, release.
 * Resolves once the server answered the PUT the drop sends.
 */
export async function dragTable(page: Page, tableName: string, byPx: { x: number; y: number }): Promise<void> {
  const box = await page.getByTestId(`bo-table-${tableName}`).boundingBox();
  if (!box) throw new Error(`table ${tableName} is not on the plan`);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/outletTable\/\d+$/.test(response.url()));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + byPx.x, start.y + byPx.y, { steps: 12 });
  await page.mouse.up();
  const response = await saved;
  if (!response.ok()) throw new Error(`the drop was refused: ${response.status()} ${await response.text()}`);
}

/** Left offset in pixels of a table on the cashier's floor plan. */
export async function cashierTableLeft(page: Page, tableName: string): Promise<number> {
  return page.getByTestId(`table-${tableName}`).evaluate((element) => Number.parseFloat((element as HTMLElement).style.left));
}
