/**
 * `npm run screenshots`: the till's main screens (menu, cart, payment keypad, table screen, the
 * summary sales report and its charts) at
 * 1280×800 and 1024×768 in English, Indonesian and Chinese, written to docs/screenshots/ for the
 * README and for review. Not a test (it asserts only that each screen opened): it starts the
 * product on a fresh database, as the e2e flows do, and drives it as a cashier would.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { APP_URL, launchBrowser, signInAs, startProduct } from './harness.ts';
import { openSummaryReport, outletDay, pickRange } from './report-steps.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const OUT_DIR = resolve(import.meta.dirname, '../docs/screenshots');
const LOCALES = ['en', 'id', 'zh'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;
const CART_PRODUCTS = ['Es Kopi Susu', 'Es Teh Manis'];

type Locale = (typeof LOCALES)[number];

async function terminalIn(browser: Browser, locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // The app reads its language from local storage before the first render.
  await context.addInitScript((value) => localStorage.setItem('kasir.locale', value), locale);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** One tap on a product card adds it to the cart. */
async function addToCart(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-grid').getByRole('button', { name, exact: true }).first().click();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`) });
}

async function captureLocale(browser: Browser, locale: Locale, orderId: number): Promise<void> {
  for (const viewport of VIEWPORTS) {
    const suffix = `${viewport.width}x${viewport.height}-${locale}`;
    const page = await terminalIn(browser, locale, viewport);
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await page.getByTestId('product-grid').waitFor();
    await shoot(page, `menu-${suffix}`);

    for (const product of CART_PRODUCTS) await addToCart(page, product);
    await shoot(page, `cart-${suffix}`);

    await page.goto(`${APP_URL}/cashier/order?orderId=${orderId}`);
    await page.getByTestId('open-payment').click();
    await page.getByTestId('payment-summary').waitFor();
    await page.getByTestId('payment-left').getByTestId('method-cash').click();
    const keypad = page.getByTestId('payment-keypad');
    await keypad.waitFor();
    for (const digit of '100000') await keypad.getByTestId(`keypad-${digit}`).click();
    await shoot(page, `payment-keypad-${suffix}`);
    await page.keyboard.press('Escape');

    await page.goto(`${APP_URL}/cashier/table`);
    await page.getByTestId('floor-plan').waitFor();
    await shoot(page, `tables-${suffix}`);

    // The summary report of the last week of demo history, then its charts.
    await page.goto(`${APP_URL}/cashier/shift`);
    const report = await openSummaryReport(page);
    await pickRange(page, report, outletDay(-7), outletDay(-1));
    await report.locator('[data-testid="report-section"][data-title="REVENUE"] [data-testid="report-total"]').waitFor();
    await shoot(page, `report-${suffix}`);
    await report.getByTestId('report-tab-charts').click();
    await report.getByTestId('chart-payment-methods').locator('.recharts-surface').first().waitFor();
    await shoot(page, `report-charts-${suffix}`);
    // The top products and the payment mix sit below the first two charts.
    await report.getByTestId('chart-top-products').scrollIntoViewIfNeeded();
    await report.getByTestId('summary-report-scroll').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await shoot(page, `report-charts-products-payments-${suffix}`);
    await page.context().close();
  }
}

mkdirSync(OUT_DIR, { recursive: true });
const product = await startProduct();
const browser = await launchBrowser();
try {
  const token = await cashierTokenOf('ani', '111111');
  const outletId = await outletIdOf(token, 'Kopi Senja');
  await startShiftViaApi(token, outletId);
  const order = await createDineInOrder(token, outletId, [
    { name: 'Es Kopi Susu', quantity: 2 },
    { name: 'Nasi Goreng Spesial', quantity: 1 },
  ]);
  for (const locale of LOCALES) await captureLocale(browser, locale, order.Id);
  console.log(`screenshots written to ${OUT_DIR}`);
} finally {
  await browser.close();
  await product.stop();
}
