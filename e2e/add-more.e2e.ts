import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newTerminal, screenshot, signInAs, startProduct } from './harness.ts';
import { confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { openTableScreen, seatTable, waitForTone } from './tables-steps.ts';

/** Demo printers of Kopi Senja (DEMO-DATA.md): Bar 9102 prints the coffee. */
const BAR_PORT = 9102;

let product: Awaited<ReturnType<typeof startProduct>> | undefined;
let browser: Browser | undefined;
before(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await product?.stop();
});

/** Every ticket text the emulator wrote for the printer (data/printed/<port>/*.txt), oldest first. */
async function ticketTexts(port: number): Promise<string[]> {
  const dir = join(product?.dataDir ?? '', 'printed', String(port));
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.txt')).sort();
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}

/** The tickets naming `matching`, once there are `count` of them or the time is up. */
async function waitForTickets(port: number, matching: RegExp, count: number, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await ticketTexts(port)).filter((text) => matching.test(text));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits out the top-right toasts, which cover the buttons under them meanwhile. */
async function waitForToastsToClose(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  const deadline = Date.now() + 20_000;
  while ((await toasts.count()) > 0 && Date.now() < deadline) await page.waitForTimeout(250);
}

describe('add more order: a second round at T3 joins the same order and only its lines go to the bar', () => {
  it('orders Es Kopi Susu at T3, adds Americano from Manage table, and the Bar prints each once', async () => {
    if (browser === undefined) throw new Error('browser not started');
    const page = await newTerminal(browser);
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await page.getByTestId('menu-screen').waitFor();
    await startShiftFromBanner(page, '500000');
    await waitForToastsToClose(page);

    await openTableScreen(page);
    await seatTable(page, 'T3', 2);
    await pickProduct(page, 'Es Kopi Susu');
    await confirmLine(page);
    await page.getByTestId('save-order').click();
    await page.getByTestId('saved-order-close').click();
    assert.equal((await waitForTickets(BAR_PORT, /Es Kopi Susu/, 1)).length, 1, 'the first round reached the Bar');

    // Manage table on the ordered T3 → add more order: the menu adds to T3's order.
    await openTableScreen(page);
    await waitForTone(page, 'T3', 'ordered', 5_000);
    await page.getByTestId('table-T3').click();
    await page.getByTestId('manage-add-order').click();
    await page.waitForURL(/\/cashier\/menu\?fromMenu=table&orderId=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    const banner = page.getByTestId('adding-to-order-text');
    await banner.waitFor();
    assert.match(await banner.innerText(), /^Adding to \S+ \(table T3\)$/);
    await waitForToastsToClose(page);
    await pickProduct(page, 'Americano');
    await confirmLine(page);
    await screenshot(page, 'add-more-01-banner');

    const addRequest = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/order/${orderId}/addOrderProduct`));
    await page.getByTestId('save-order').click();
    const sent = await addRequest;
    await page.waitForURL(`**/cashier/order?orderId=${orderId}`);
    const detail = page.getByTestId('order-detail');
    await detail.getByText('Americano').first().waitFor();
    const detailText = await detail.innerText();
    assert.match(detailText, /Es Kopi Susu/);
    assert.match(detailText, /Americano/);
    await screenshot(page, 'add-more-02-order-with-both-lines');

    const americano = await waitForTickets(BAR_PORT, /Americano/, 1);
    assert.equal(americano.length, 1, 'Americano printed at the Bar once');
    assert.doesNotMatch(americano[0] ?? '', /Es Kopi Susu/, 'the first round is not on the second ticket');

    // The same save sent again (a retry after a lost answer) carries the old Version: refused, nothing added.
    const replay = await page.request.fetch(sent);
    assert.equal(replay.status(), 409);
    const fresh = await page.request.get(sent.url().replace(/\/addOrderProduct$/, ''), { headers: await sent.allHeaders() });
    const order = ((await fresh.json()) as { data: { OrderProducts: { ProductName: string; Quantity: number }[] } }).data;
    assert.deepEqual(order.OrderProducts.map((line) => `${line.Quantity} × ${line.ProductName}`).sort(), ['1 × Americano', '1 × Es Kopi Susu']);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await waitForTickets(BAR_PORT, /Es Kopi Susu/, 1, 0)).length, 1, 'Es Kopi Susu printed once, not again with the add');
    assert.equal((await waitForTickets(BAR_PORT, /Americano/, 1, 0)).length, 1, 'Americano printed once');
  });
});
