import type { Locator, Page } from 'playwright-core';
import { apiCall } from './void-steps.ts';

/** How long a finger rests on a product card to open its options (the app's long press, plus slack). */
const LONG_PRESS_HOLD_MS = 700;

/**
 * The cashier's hands: every tap, long press and key goes through here and is counted, so a
 * test can say how many touches a sale took (issue 16: a coffee sold in a few taps).
 */
export class CashierHands {
  private count = 0;

  constructor(private readonly page: Page) {}

  get taps(): number {
    return this.count;
  }

  async tap(target: Locator): Promise<void> {
    await target.click();
    this.count += 1;
  }

  /** One touch held down: the pointer goes down on the target and comes up after the hold. */
  async longPress(target: Locator): Promise<void> {
    await target.hover();
    await this.page.mouse.down();
    await this.page.waitForTimeout(LONG_PRESS_HOLD_MS);
    await this.page.mouse.up();
    this.count += 1;
  }

  /** Each key is a touch. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.count += text.length;
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.count += 1;
  }
}

export function productButton(page: Page, name: string): Locator {
  return page.getByTestId('product-grid').getByRole('button', { name, exact: true });
}

/**
 * Adds a product whatever the menu does with a tap: one tap, and OK when the options dialog
 * opens (the app before issue 16 always opened it). Used where the test is about something
 * else (the table on the cart), so it fails for that and not for the way a product is added.
 */
export async function addToCart(page: Page, name: string): Promise<void> {
  const before = await page.getByTestId('cart-lines').textContent();
  await productButton(page, name).click();
  const ok = page.getByTestId('edit-order-product-ok');
  // A new line, or a larger quantity on the line it joined, changes the cart's text.
  const cartChanged = page.waitForFunction((text) => (document.querySelector('[data-testid="cart-lines"]')?.textContent ?? null) !== text, before, { polling: 100 });
  // The loser of the race is left to time out quietly.
  await Promise.race([ok.waitFor().catch(() => undefined), cartChanged.catch(() => undefined)]);
  if (await ok.isVisible()) {
    await ok.click();
    await ok.waitFor({ state: 'detached' });
  }
}

/** The table chips of the cart ('T3 · Indoor'). */
export function cartTables(page: Page): Locator {
  return page.getByTestId('cart-panel').getByTestId('cart-table');
}

/** Saves the cart and answers the saved order's id (from the POST /order answer). */
export async function saveCart(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/order');
  await page.getByTestId('save-order').click();
  const response = await answer;
  if (response.status() >= 300) throw new Error(`saving the order failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { Id: number } }).data.Id;
}

export interface OrderFacts {
  Id: number;
  Status: number;
  OrderTables: Array<{ OutletTable?: { TableName: string } | null }>;
}

export function orderOf(token: string, outletId: number, orderId: number): Promise<OrderFacts> {
  return apiCall<OrderFacts>('GET', `/order/${orderId}`, token, undefined, outletId);
}

export interface TableFacts {
  Id: number;
  TableName: string;
  Status: number;
  LockBy: number | null;
}

/** A table of the outlet by name, as the server has it now. */
export async function tableNamed(token: string, outletId: number, name: string): Promise<TableFacts> {
  const areas = await apiCall<Array<{ OutletTables: TableFacts[] }>>('GET', '/outletArea/', token, undefined, outletId);
  const table = areas.flatMap((area) => area.OutletTables).find((candidate) => candidate.TableName === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

/**
 * The payment dialog's fastest exact-cash path, counted: the Exact cash quick amount, then Pay
 * (features/payment QuickCashRow: one tap sets the cash line to what is due).
 */
export async function payExactCash(page: Page, hands: CashierHands): Promise<void> {
  const dialog = page.getByTestId('payment-dialog');
  await hands.tap(dialog.getByRole('button', { name: /^Exact cash|^Uang pas/ }));
  await hands.tap(dialog.getByRole('button', { name: /^(Pay|Bayar)$/ }));
}

/** Opens the cashier's shift through the API unless one is open already (setup, not part of what is measured). */
export async function ensureShiftOpen(token: string, outletId: number): Promise<void> {
  try {
    await apiCall('GET', '/shift/getCurrentShift', token, undefined, outletId);
  } catch {
    await apiCall('POST', '/shift/startShift', token, { OutletId: outletId, StartCash: 300_000 }, outletId);
  }
}
