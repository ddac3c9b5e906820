import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { APP_URL, screenshot, signInAs, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { startShiftFromBanner } from './order-steps.ts';
import { printedTickets } from './printer-steps.ts';
import { seatTable } from './tables-steps.ts';
import {
  ANI,
  BAR_PORT,
  BUDI,
  chooseIndonesian,
  KITCHEN_PORT,
  openMenu,
  openTables,
  type Cashier,
  assertExactlyOnce,
  payOfflineWithKeypad,
  planAndRelayKitchen,
  tapProduct,
  ticketsOfSales,
  waitForOfflineHeader,
  type OfflineSaleSeen,
} from './offline-selling-steps.ts';

const app = useProductInBrowser({ separateApi: true });
/** Whether the test stopped the API: a failing test starts it again for the next one. */
let isApiStopped = false;
async function stopApi(): Promise<void> {
  await app.stopApi();
  isApiStopped = true;
}
async function startApi(): Promise<void> {
  if (!isApiStopped) return;
  await app.startApi();
  isApiStopped = false;
}
const printed = printedTickets(app.dataDir);
const START_CASH = 500_000;
const SYNC_TIMEOUT_MS = 60_000;

/**
 * Ani signs in at Kopi Senja and starts her shift; the table screen is visited once while online,
 * as a till is used before the connection drops, so its floor and code are at hand offline.
 */
async function tillOnShift(page: Page, cashier: Cashier): Promise<void> {
  await signInAs(page, cashier.name, cashier.pin, 'Kopi Senja');
  await page.getByTestId('menu-screen').waitFor();
  await startShiftFromBanner(page, String(START_CASH));
  await waitForToastsToClose(page);
  await openTables(page);
  await openMenu(page);
}

/** Five sales, take-away and dine-in, cash on the keypad. */
async function sellFive(page: Page, tables: [string, string], onFirstDialog?: () => Promise<void>): Promise<OfflineSaleSeen[]> {
  const sales: OfflineSaleSeen[] = [];
  const seen = new Set<string>();
  await tapProduct(page, 'Es Kopi Susu');
  await tapProduct(page, 'Nasi Goreng Spesial');
  sales.push(await payOfflineWithKeypad(page, '100000', 'Take Away', seen, onFirstDialog));

  await openTables(page);
  await seatTable(page, tables[0], 2);
  await tapProduct(page, 'Es Kopi Susu');
  await tapProduct(page, 'Es Kopi Susu');
  await tapProduct(page, 'Nasi Goreng Spesial');
  sales.push(await payOfflineWithKeypad(page, '200000', 'Dine In', seen));

  await tapProduct(page, 'Es Kopi Susu');
  sales.push(await payOfflineWithKeypad(page, '50000', 'Take Away', seen));

  await openTables(page);
  await seatTable(page, tables[1], 2);
  await tapProduct(page, 'Nasi Goreng Spesial');
  sales.push(await payOfflineWithKeypad(page, '100000', 'Dine In', seen));

  await tapProduct(page, 'Nasi Goreng Spesial');
  await tapProduct(page, 'Es Kopi Susu');
  sales.push(await payOfflineWithKeypad(page, '150000', 'Take Away', seen));
  assert.equal(new Set(sales.map((sale) => sale.provisionalNumber)).size, 5, 'five provisional numbers');
  return sales;
}

async function waitUntilSent(page: Page): Promise<void> {
  await page.getByTestId('offline-status').waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
}

describe('selling through a dropped connection (issue 23)', { timeout: 600_000 }, () => {
  afterEach(startApi);

  it('sells 5 orders with the server stopped, kitchen tickets print locally, and the server has each exactly once after it returns', async () => {
    const page = await app.newTerminal();
    await tillOnShift(page, ANI);
    await stopApi();

    const sales = await sellFive(page, ['T3', 'T4'], async () => screenshot(page, 'offline-selling-00-cash-dialog-en'));
    await waitForOfflineHeader(page, 5);
    await screenshot(page, 'offline-selling-01-till-offline-en');
    // A table of an unsent sale is taken on this till.
    await openTables(page);
    await page.locator('[data-testid="table-T3"][data-tone="ordered"]').waitFor();
    await openMenu(page);

    // Kitchen (food) and bar (coffee) tickets printed through the local agent while the server was down.
    const foodSales = sales.filter((_, index) => index !== 2);
    await printed.waitForTickets(KITCHEN_PORT, new RegExp(foodSales.at(-1)?.provisionalNumber ?? 'OFF-'));
    await printed.waitForTickets(BAR_PORT, new RegExp(sales.at(-1)?.provisionalNumber ?? 'OFF-'));
    const kitchenBefore = ticketsOfSales(await printed.ticketTexts(KITCHEN_PORT), foodSales);
    const barSales = sales.filter((_, index) => index !== 3);
    const barBefore = ticketsOfSales(await printed.ticketTexts(BAR_PORT), barSales);
    for (const [number, count] of [...kitchenBefore, ...barBefore]) assert.equal(count, 1, `one ticket for ${number}`);

    await startApi();
    await waitUntilSent(page);
    const orders = await assertExactlyOnce(ANI, sales, START_CASH);

    // The server plans the same lines: under the same job ids, or not at all. Nothing prints again.
    const kitchenCount = (await printed.ticketTexts(KITCHEN_PORT)).length;
    const barCount = (await printed.ticketTexts(BAR_PORT)).length;
    for (const order of orders) await planAndRelayKitchen(order.Id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await printed.ticketTexts(KITCHEN_PORT)).length, kitchenCount, 'no kitchen reprint');
    assert.equal((await printed.ticketTexts(BAR_PORT)).length, barCount, 'no bar reprint');
    await page.close();
  });

  it('a tab closed mid-sync and reopened sends the rest, still exactly once (and the till in Indonesian)', async () => {
    const page = await app.newTerminal();
    const context = page.context();
    await tillOnShift(page, BUDI);
    await chooseIndonesian(page);
    await page.goto(`${APP_URL}/cashier/menu`);
    await page.getByTestId('menu-screen').waitFor();
    // The floor is read once after the reload, while online (its query cache lives in the page).
    await openTables(page);
    await openMenu(page);
    await stopApi();

    const sales = await sellFive(page, ['T5', 'T6'], async () => screenshot(page, 'offline-selling-02-cash-dialog-id'));
    await waitForOfflineHeader(page, 5);
    await screenshot(page, 'offline-selling-03-till-offline-id');

    // Payments are held back so the tab dies between an order landing and its payment.
    await page.route('**/api/payment/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => undefined);
    });
    const firstOrderLanded = page.waitForResponse((response) => response.url().endsWith('/api/order') && response.request().method() === 'POST' && response.status() === 201, { timeout: SYNC_TIMEOUT_MS });
    await startApi();
    await firstOrderLanded;
    assert.ok(await page.getByTestId('offline-status').isVisible(), 'sales still wait when the tab is closed');
    await page.close();

    // A new tab on the same till (same browser profile: the outbox is in its IndexedDB).
    const reopened = await context.newPage();
    reopened.setDefaultTimeout(15_000);
    await reopened.goto(`${APP_URL}/cashier/menu`);
    // The till keeps its sign-in across tabs (localStorage); should it not, the cashier signs in again.
    await reopened.locator('[data-testid="menu-screen"], input[name="username"]').first().waitFor({ timeout: SYNC_TIMEOUT_MS });
    if (await reopened.locator('input[name="username"]').isVisible()) {
      await signInAs(reopened, BUDI.name, BUDI.pin, 'Kopi Senja');
    }
    await reopened.getByTestId('menu-screen').waitFor({ timeout: SYNC_TIMEOUT_MS });
    await waitUntilSent(reopened);
    await assertExactlyOnce(BUDI, sales, START_CASH);
  });
});
