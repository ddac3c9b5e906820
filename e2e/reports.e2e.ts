import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { printedTickets } from './printer-steps.ts';
import { DAY_MS, dayName, findDay, isoDay, outletDay, shownDay } from './report-steps.ts';
import { openShiftScreen } from './shift-steps.ts';

/** Kopi Senja's Cashier printer (bills, receipts, reports: DEMO-DATA.md). */
const CASHIER_PORT = 9100;

const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);

/** '-Rp 1.234.500,75' → -1234500.75: dot thousands, comma decimals (spec §9). */
const rupiah = (text: string): number => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('summary sales report: range, 31-day limit, print, CSV export, charts, backdrop', () => {
  it('opens the modal, picks 31 days by clicking, refuses a 32nd, prints, exports and closes by the backdrop', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await openShiftScreen(page);
    await page.getByRole('button', { name: 'Summary sales report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Summary sales report' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Kopi Senja[\s\S]*summary sales report/);
    await dialog.getByTestId('summary-report').waitFor();

    // 80 % of the viewport each way (1280×800).
    const box = await dialog.boundingBox();
    assert.ok(box && Math.abs(box.width - 1024) <= 2 && Math.abs(box.height - 640) <= 2, `80 % of 1280×800, got ${JSON.stringify(box)}`);
    const printBox = await dialog.getByRole('button', { name: 'Print' }).boundingBox();
    assert.equal(Math.round(printBox?.width ?? 0), 120);

    // Pick a range by clicking days: 35 days back, then the 32nd day is refused, the 31st taken.
    const start = outletDay(-35);
    const day31 = new Date(start.getTime() + 30 * DAY_MS);
    const day32 = new Date(start.getTime() + 31 * DAY_MS);
    await dialog.getByRole('button', { name: /Date range/ }).click();
    await page.getByText('At most 31 days, up to today').waitFor();
    await (await findDay(page, start)).click();
    const refused = await findDay(page, day32);
    assert.equal(await refused.isDisabled(), true, `${dayName(day32)} is a 32nd day and cannot be chosen`);
    await refused.click({ force: true });
    assert.equal(await page.locator('[data-dates-dropdown]').count(), 1, 'a refused day leaves the range open');
    const reportAnswer = page.waitForResponse((response) => response.url().includes('/api/report/summarySalesReport') && response.url().includes(isoDay(start)));
    await (await findDay(page, day31)).click();
    const answer = await reportAnswer;
    assert.equal(answer.status(), 200);
    const query = new URL(answer.url()).searchParams;
    assert.deepEqual([query.get('fromDate'), query.get('toDate')], [`${isoDay(start)} 00:00:00`, `${isoDay(day31)} 23:59:59`]);
    assert.match(await dialog.getByRole('button', { name: /Date range/ }).innerText(), new RegExp(`${shownDay(start)}.*${shownDay(day31)}`));

    // The demo's history sells every day: the revenue of those days is there.
    const revenue = dialog.locator('[data-testid="report-section"][data-title="REVENUE"]');
    await revenue.waitFor();
    const revenueTotal = rupiah(await revenue.getByTestId('report-total').innerText());
    assert.ok(revenueTotal > 0, 'the demo history has sales in the range');
    await screenshot(page, 'reports-01-summary');

    // Print: the REPORT print set's printer (Cashier, 9100) receives the summary report.
    await dialog.getByRole('button', { name: 'Print' }).click();
    const tickets = await printed.waitForTickets(CASHIER_PORT, /LAPORAN PENJUALAN/);
    assert.equal(tickets.length, 1, 'one summary report printed on the Cashier printer');
    assert.match(tickets[0] ?? '', /REVENUE/);

    // Export: a CSV download whose revenue total is a plain number equal to the one shown.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^summary-sales-report_Kopi-Senja_.*\.csv$/);
    const bytes = await readFile(await file.path());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    assert.equal(lines[1], `"From",${isoDay(start)}`);
    const totalLine = lines.find((line) => line.startsWith('"REVENUE","Total",'));
    assert.ok(totalLine, 'the REVENUE total is in the file');
    assert.equal(Number(totalLine.split(',').at(-1)), revenueTotal);

    // Charts, each with its table.
    await dialog.getByRole('tab', { name: 'Charts' }).click();
    await dialog.getByTestId('chart-by-day').locator('.recharts-surface').first().waitFor();
    await dialog.getByTestId('chart-payment-methods').waitFor();
    await screenshot(page, 'reports-02-charts');

    // A click inside keeps it; a click on the backdrop closes it.
    await dialog.getByTestId('summary-report-outlet').click();
    assert.equal(await dialog.isVisible(), true);
    await page.mouse.click(40, 400);
    await dialog.waitFor({ state: 'detached' });
  });

  it('is not offered to a waiter, whose role has no REPORT module', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Dewi', '444444', 'Kopi Senja');
    await page.getByRole('button', { name: /Account menu of Dewi/ }).click();
    await page.getByRole('menuitem', { name: 'Switch cashier' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Summary sales report' }).count(), 0);
  });
});
