import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { APP_URL, SCREENSHOT_DIR, screenshot, signInAs, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { chooseOrderType, confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { printedTickets } from './printer-steps.ts';

/** Demo printers of Kopi Senja (DEMO-DATA.md): Cashier 9100, Kitchen 9101 (food), Bar 9102 (coffee). */
const CASHIER_PORT = 9100;
const KITCHEN_PORT = 9101;
const BAR_PORT = 9102;

const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);

async function openOrderScreen(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/cashier/order`);
  await page.getByTestId('order-screen').waitFor();
}

describe('printing: kitchen and bar tickets, bill, receipt, and what printed', () => {
  it('prints an order’s Coffee to the Bar and its Food to the Kitchen exactly once, then the bill, then the receipt', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await page.getByTestId('menu-screen').waitFor();
    await startShiftFromBanner(page, '500000');
    await waitForToastsToClose(page);
    await chooseOrderType(page, 'Take Away');
    await pickProduct(page, 'Es Kopi Susu');
    await confirmLine(page);
    await pickProduct(page, 'Nasi Goreng Spesial');
    await confirmLine(page);
    await page.getByTestId('save-order').click();
    await page.getByTestId('saved-order-close').waitFor();
    await page.getByText('Receipt printed').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('saved-order-close').click();

    const bar = await printed.waitForTickets(BAR_PORT, /Es Kopi Susu/);
    const kitchen = await printed.waitForTickets(KITCHEN_PORT, /Nasi Goreng Spesial/);
    assert.equal(bar.length, 1, 'one Bar ticket');
    assert.equal(kitchen.length, 1, 'one Kitchen ticket');
    assert.doesNotMatch(bar[0] ?? '', /Nasi Goreng/, 'food is not on the Bar ticket');
    assert.doesNotMatch(kitchen[0] ?? '', /Es Kopi Susu/, 'coffee is not on the Kitchen ticket');

    // The order screen: printing the bill again and again never reprints the kitchen lines.
    await openOrderScreen(page);
    await page.getByTestId(/^ongoing-order-/).first().click();
    const detail = page.getByTestId('order-detail');
    await waitForToastsToClose(page);
    await detail.getByTestId('print-bill').click();
    const bills = await printed.waitForTickets(CASHIER_PORT, /Bill Not Paid/);
    assert.equal(bills.length, 1);
    assert.match(bills[0] ?? '', /Es Kopi Susu[\s\S]*Nasi Goreng Spesial|Nasi Goreng Spesial[\s\S]*Es Kopi Susu/);
    await page.getByText('Receipt printed').first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal((await printed.waitForTickets(BAR_PORT, /Es Kopi Susu/, 1, 0)).length, 1, 'still one Bar ticket');
    assert.equal((await printed.waitForTickets(KITCHEN_PORT, /Nasi Goreng Spesial/, 1, 0)).length, 1, 'still one Kitchen ticket');

    // Pay in cash, then print the receipt from the payment success dialog.
    await waitForToastsToClose(page);
    await detail.getByTestId('open-payment').click();
    await page.getByTestId('method-cash').click();
    await page.getByTestId('quick-amounts').getByRole('button').first().click();
    await page.getByTestId('keypad-ok').click();
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
    await page.getByTestId('print-receipt').click();
    const receipts = await printed.waitForTickets(CASHIER_PORT, /\*\* Transaction closed \*\*/);
    assert.equal(receipts.length, 1);
    await screenshot(page, 'printing-01-receipt-printed');
    await page.getByTestId('payment-success-close').click();

    await page.goto(`${APP_URL}/cashier/testPrint`);
    await page.getByTestId(`printed-${KITCHEN_PORT}`).getByText('Nasi Goreng Spesial').first().waitFor();
    await page.getByTestId(`printed-${CASHIER_PORT}`).getByText('** Transaction closed **').first().waitFor();
    await page.getByTestId('no-waiting-tickets').waitFor();
    await screenshot(page, 'printing-02-test-print');

    const png = (await readdir(printed.dir(CASHIER_PORT))).filter((name) => name.endsWith('.png')).sort().at(-1);
    assert.ok(png, 'the emulator wrote a PNG of the receipt');
    console.log(`receipt PNG: ${join(printed.dir(CASHIER_PORT), png)} (screenshots in ${SCREENSHOT_DIR})`);
  });

  it('a supervisor sees the printers and print sets, and a test print reaches the Kitchen printer', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Budi', '222222', 'Kopi Senja');
    await page.goto(`${APP_URL}/cashier/settings`);
    await page.getByTestId('settings-deviceList').click();
    await page.waitForURL('**/cashier/settings/device-list');
    const kitchenRow = page.getByTestId('device-table').getByRole('row').filter({ hasText: '127.0.0.1:9101' });
    const before = (await printed.ticketTexts(KITCHEN_PORT)).length;
    await kitchenRow.getByRole('button', { name: 'Test print' }).click();
    await page.getByText('Receipt printed').first().waitFor({ timeout: 20_000 });
    assert.equal((await printed.ticketTexts(KITCHEN_PORT)).length, before + 1);
    await screenshot(page, 'printing-03-device-list');

    // A printer that is off: its test ticket waits in the agent's queue, the cashier sees it in
    // the header and moves it to the Kitchen printer, where it prints once.
    await page.getByTestId('device-add').click();
    await page.getByLabel('Name').fill('Spare');
    await page.getByLabel(/IP address/).fill('127.0.0.1:9199');
    await page.getByTestId('device-save').click();
    await page.getByText('Printer Spare saved').waitFor();
    const spareRow = page.getByTestId('device-table').getByRole('row').filter({ hasText: '127.0.0.1:9199' });
    await spareRow.getByRole('button', { name: 'Test print' }).click();
    await page.getByText('Ticket waiting for printer Spare; it prints as soon as the printer is back.').waitFor({ timeout: 20_000 });
    await page.getByTestId('waiting-tickets-button').click();
    const waitingJob = page.getByTestId(/^waiting-job-/).first();
    await waitingJob.getByPlaceholder('Move to').click();
    await page.getByRole('option', { name: 'Kitchen', exact: true }).click();
    const beforeMove = (await printed.ticketTexts(KITCHEN_PORT)).length;
    await screenshot(page, 'printing-05-waiting-ticket');
    await waitingJob.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Ticket moved to Kitchen').waitFor();
    const deadline = Date.now() + 20_000;
    while ((await printed.ticketTexts(KITCHEN_PORT)).length === beforeMove && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await printed.ticketTexts(KITCHEN_PORT)).length, beforeMove + 1, 'the moved ticket printed once on the Kitchen printer');
    await page.getByTestId('waiting-tickets-button').waitFor({ state: 'detached', timeout: 15_000 });

    await page.goto(`${APP_URL}/cashier/settings/set-receipt`);
    await page.getByTestId('receipt-settings').waitFor();
    await page.getByTestId(/^print-set-/).first().waitFor();
    await screenshot(page, 'printing-04-set-receipt');

    // The ORDER set's Bar printer lists Nasi Goreng Spesial by product: a product list beats the
    // Kitchen's Food category, so the next order's Nasi Goreng prints at the Bar alone.
    const barRow = page.getByTestId(/^print-set-device-/).filter({ has: page.locator('input[value="Bar"]') });
    await barRow.getByLabel('Products').click();
    await page.getByRole('option', { name: 'Nasi Goreng Spesial', exact: true }).click();
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/outletReceipt') && response.request().method() === 'PUT');
    await page.getByTestId(/^print-set-\d+$/).filter({ has: barRow }).getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200, 'the print set is saved');
    await page.getByText('Print set Order saved').waitFor();
    await screenshot(page, 'printing-06-route-by-product');
    const kitchenBefore = (await printed.ticketTexts(KITCHEN_PORT)).filter((text) => /Nasi Goreng Spesial/.test(text)).length;
    await page.goto(`${APP_URL}/cashier/menu`);
    await startShiftFromBanner(page, '500000');
    await waitForToastsToClose(page);
    await chooseOrderType(page, 'Take Away');
    await pickProduct(page, 'Nasi Goreng Spesial');
    await confirmLine(page);
    await page.getByTestId('save-order').click();
    await page.getByText('Receipt printed').first().waitFor({ timeout: 20_000 });
    const atBar = await printed.waitForTickets(BAR_PORT, /Nasi Goreng Spesial/);
    assert.equal(atBar.length, 1, 'Nasi Goreng Spesial printed at the Bar');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const atKitchen = (await printed.ticketTexts(KITCHEN_PORT)).filter((text) => /Nasi Goreng Spesial/.test(text)).length;
    assert.equal(atKitchen, kitchenBefore, 'and not at the Kitchen');
  });
});
