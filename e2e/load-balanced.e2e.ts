import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, screenshot, signInAs, waitForToastsToClose } from './harness.ts';
import { findNginx } from './nginx.ts';
import { chooseOrderType, startShiftFromBanner } from './order-steps.ts';
import { openTableScreen, seatTable, waitForTone } from './tables-steps.ts';
import {
  lastOrderId,
  salesOnServer,
  startLoadBalancedStack,
  trackSocketUpstream,
  waitForRealtime,
  type ApiProcess,
  type LoadBalancedStack,
} from './load-balanced-steps.ts';

/** Order status PAID (spec §4). */
const PAID = 3;
const START_CASH = '500000';
/** socket.io reconnects within a few seconds (its back-off starts at 1 s); generous for a 2-core machine. */
const RECONNECT_TIMEOUT_MS = 30_000;
const EVENT_TIMEOUT_MS = 10_000;

let stack: LoadBalancedStack | undefined;
let browser: Browser | undefined;

function started(): LoadBalancedStack {
  if (!stack) throw new Error('the stack did not start');
  return stack;
}

async function terminal(name: string, pin: string): Promise<{ page: Page; socketPort: () => number | null }> {
  if (!browser) throw new Error('the browser did not start');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const socketPort = await trackSocketUpstream(page);
  await signInAs(page, name, pin, 'Kopi Senja', started().url);
  await page.getByTestId('menu-screen').waitFor();
  await startShiftFromBanner(page, START_CASH);
  await waitForToastsToClose(page);
  return { page, socketPort };
}

/** Products tapped into the cart, Pay (a dine-in: Save, then Pay), exact cash, Pay: resolves with the order id once the till shows the sale paid. */
async function sell(page: Page, products: readonly string[], orderType: 'Take Away' | 'Dine In'): Promise<number> {
  await chooseOrderType(page, orderType);
  for (const product of products) await page.getByTestId('product-grid').getByRole('button', { name: product, exact: true }).click();
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/order');
  // A take-away is paid from the cart; a dine-in is saved to its table first, then paid from the saved-order dialog.
  if (orderType === 'Take Away') await page.getByTestId('cart-panel').getByRole('button', { name: 'Pay', exact: true }).click();
  else await page.getByTestId('save-order').click();
  const answer = await saved;
  assert.ok(answer.ok(), `the order was saved: ${answer.status()} ${await answer.text()}`);
  const orderId = ((await answer.json()) as { data: { Id: number } }).data.Id;
  if (orderType === 'Dine In') await page.getByTestId('saved-order-dialog').getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByTestId('payment-dialog');
  await dialog.getByRole('button', { name: /^Exact cash/ }).click();
  await dialog.getByRole('button', { name: /^Pay$/ }).click();
  await page.getByTestId('payment-success').waitFor({ timeout: RECONNECT_TIMEOUT_MS });
  await page.getByTestId('payment-success-close').click();
  return orderId;
}

/**
 * The process dies right after it committed the payment, before its answer got out — the case a
 * blind retry would double. The first POST /payment of the page is sent to `victim` (as nginx's
 * round robin may), the victim is killed with SIGKILL once it answered, and the browser sees the
 * connection reset; the web app resends under the same Idempotency-Key through nginx.
 */
async function killAfterPaymentCommits(page: Page, victim: ApiProcess): Promise<() => number | null> {
  let firstStatus: number | null = null;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST' || firstStatus !== null) return route.continue();
    const direct = new URL(route.request().url());
    direct.host = `127.0.0.1:${victim.port}`;
    const answer = await route.fetch({ url: direct.toString() });
    firstStatus = answer.status();
    await victim.killHard();
    await route.abort('connectionreset');
  };
  await page.route('**/api/payment/**', handler);
  return () => firstStatus;
}

describe('several API processes behind nginx, no sticky sessions', () => {
  before(async () => {
    findNginx();
    stack = await startLoadBalancedStack();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('survives one API process killed mid-sale: calls answered once, realtime back with a refetch', async () => {
    const { apis, database } = started();
    const before = await lastOrderId(database);
    const ani = await terminal('Ani', '111111');
    const budi = await terminal('Budi', '222222');
    await waitForRealtime(ani.page, RECONNECT_TIMEOUT_MS);
    await waitForRealtime(budi.page, RECONNECT_TIMEOUT_MS);

    // Both sell once while all three processes are up.
    const acknowledged = [await sell(ani.page, ['Es Kopi Susu'], 'Take Away'), await sell(budi.page, ['Americano', 'Kentang Goreng'], 'Take Away')];

    // The process holding Ani's websocket is the one that dies, mid-payment.
    const victimPort = ani.socketPort();
    const victim = apis.find((api) => api.port === victimPort);
    assert.ok(victim, `Ani's socket is on one of the API processes (${String(victimPort)})`);
    const firstAttemptStatus = await killAfterPaymentCommits(ani.page, victim);
    acknowledged.push(await sell(ani.page, ['Nasi Goreng Spesial', 'Es Kopi Susu'], 'Take Away'));
    assert.ok([200, 201].includes(firstAttemptStatus() ?? 0), `the killed process had committed the payment before it died (${String(firstAttemptStatus())})`);
    assert.equal(victim.isAlive(), false);
    await screenshot(ani.page, 'load-balanced-01-paid-after-kill');

    // Realtime is back on another process for both terminals.
    await waitForRealtime(ani.page, RECONNECT_TIMEOUT_MS);
    await waitForRealtime(budi.page, RECONNECT_TIMEOUT_MS);
    assert.notEqual(ani.socketPort(), victim.port, 'Ani reconnected to a living process');

    // An event of Budi's terminal reaches Ani's again: he seats T3, her floor shows it taken.
    await openTableScreen(ani.page);
    await waitForTone(ani.page, 'T3', 'empty', EVENT_TIMEOUT_MS);
    await openTableScreen(budi.page);
    await seatTable(budi.page, 'T3', 2);
    await waitForTone(ani.page, 'T3', 'filled', EVENT_TIMEOUT_MS);
    await screenshot(ani.page, 'load-balanced-02-lock-after-reconnect');

    // Budi sells the table, Ani another take-away: both keep selling on two processes.
    acknowledged.push(await sell(budi.page, ['Es Kopi Susu'], 'Dine In'));
    await ani.page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Menu', exact: true }).click();
    await ani.page.getByTestId('menu-screen').waitFor();
    acknowledged.push(await sell(ani.page, ['Americano'], 'Take Away'));

    // The database: every acknowledged sale once, each paid once, nothing else.
    const sales = await salesOnServer(database, before);
    assert.deepEqual(sales.map((sale) => sale.orderId).sort((a, b) => a - b), [...acknowledged].sort((a, b) => a - b), 'exactly the acknowledged orders exist');
    for (const sale of sales) {
      assert.equal(sale.orders, 1, `order ${sale.orderId} is not doubled`);
      assert.equal(sale.payments, 1, `order ${sale.orderId} is paid once`);
      assert.equal(sale.status, PAID, `order ${sale.orderId} is PAID`);
    }
  });
});
