import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { printedTickets } from './printer-steps.ts';
import { openTableScreen, seatTable, waitForTone } from './tables-steps.ts';

/** Demo printers of Kopi Senja (DEMO-DATA.md): Bar 9102 prints the coffee. */
const BAR_PORT = 9102;

const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);

describe('add more order: a second round at T3 joins the same order and only its lines go to the bar', () => {
  it('orders Es Kopi Susu at T3, adds Americano from Manage table, and the Bar prints each once', async () => {
    const page = await app.newTerminal();
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
    assert.equal((await printed.waitForTickets(BAR_PORT, /Es Kopi Susu/, 1)).length, 1, 'the first round reached the Bar');

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

    const americano = await printed.waitForTickets(BAR_PORT, /Americano/, 1);
    assert.equal(americano.length, 1, 'Americano printed at the Bar once');
    assert.doesNotMatch(americano[0] ?? '', /Es Kopi Susu/, 'the first round is not on the second ticket');

    // The same save sent again (a retry after a lost answer) carries the old Version: refused, nothing added.
    const replay = await page.request.fetch(sent);
    assert.equal(replay.status(), 409);
    const fresh = await page.request.get(sent.url().replace(/\/addOrderProduct$/, ''), { headers: await sent.allHeaders() });
    const order = ((await fresh.json()) as { data: { OrderProducts: { ProductName: string; Quantity: number }[] } }).data;
    assert.deepEqual(order.OrderProducts.map((line) => `${line.Quantity} × ${line.ProductName}`).sort(), ['1 × Americano', '1 × Es Kopi Susu']);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await printed.waitForTickets(BAR_PORT, /Es Kopi Susu/, 1, 0)).length, 1, 'Es Kopi Susu printed once, not again with the add');
    assert.equal((await printed.waitForTickets(BAR_PORT, /Americano/, 1, 0)).length, 1, 'Americano printed once');
  });
});
