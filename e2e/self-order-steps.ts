import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './harness.ts';
import { apiCall } from './void-steps.ts';

/**
 * Steps of the customer's phone on the self-order page (issue 22), as a person does them: taps
 * visible names, types with the keyboard. Texts are the English ones (the phone context's
 * locale is en-US unless asked otherwise).
 */

/** A phone-sized browser context (iPhone-like 390×844, touch): one customer's phone. */
export async function newPhone(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The product's own address for a QR's URL (the QR names the origin the cashier reached; the test's may differ). */
function onThisProduct(qrData: string): string {
  const url = new URL(qrData);
  return `${APP_URL}${url.pathname}${url.search}`;
}

/** The URL in a table's printed QR, read through the cashier API as Manage table prints it. */
export async function tableQrUrl(cashierToken: string, outletId: number, tableName: string): Promise<string> {
  const areas = await apiCall<Array<{ OutletTables: Array<{ Id: number; TableName: string }> }>>('GET', '/outletArea/', cashierToken, undefined, outletId);
  const table = areas.flatMap((area) => area.OutletTables).find((candidate) => candidate.TableName === tableName);
  if (!table) throw new Error(`no table ${tableName}`);
  const qr = await apiCall<{ QrData: string }>('GET', `/outletTable/generateQR?OutletTableId=${table.Id}`, cashierToken, undefined, outletId);
  return onThisProduct(qr.QrData);
}

/** The URL of the outlet's counter QR (pick-up / delivery). */
export async function counterQrUrl(cashierToken: string, outletId: number): Promise<string> {
  const qr = await apiCall<{ QrData: string }>('GET', '/outletTable/counterQR', cashierToken, undefined, outletId);
  return onThisProduct(qr.QrData);
}

/** Opens the QR's page as the phone's camera would, and waits for the menu. */
export async function openQr(phone: Page, url: string): Promise<void> {
  await phone.goto(url);
  await phone.getByRole('searchbox').waitFor();
}

/** Taps a product, ticks its add-ons by name, raises the quantity, and adds it to the cart. */
export async function addProduct(phone: Page, product: string, options: { addOns?: string[]; quantity?: number; notes?: string } = {}): Promise<void> {
  await phone.getByRole('button', { name: product, exact: true }).tap();
  const sheet = phone.getByRole('dialog');
  await sheet.waitFor();
  for (const addOn of options.addOns ?? []) await sheet.getByText(new RegExp(`^${addOn} \\+`)).tap();
  for (let quantity = 1; quantity < (options.quantity ?? 1); quantity += 1) await sheet.getByRole('button', { name: 'More' }).tap();
  if (options.notes) await sheet.getByRole('textbox', { name: 'Notes for the kitchen' }).pressSequentially(options.notes);
  await sheet.getByRole('button', { name: /^Add to cart/ }).tap();
  await sheet.waitFor({ state: 'hidden' });
}

/** Taps the sticky cart bar; the cart sheet opens. */
export async function openCart(phone: Page): Promise<void> {
  await phone.getByRole('button', { name: /^View cart/ }).tap();
  await phone.getByRole('button', { name: 'Place order' }).waitFor();
}

/** Types the customer's name with the keyboard (and, if given, a phone number). */
export async function typeCustomerName(phone: Page, name: string, phoneNumber?: string): Promise<void> {
  const field = phone.getByRole('textbox', { name: /Your name/ });
  await field.tap();
  await field.pressSequentially(name);
  if (phoneNumber) {
    const phoneField = phone.getByRole('textbox', { name: /Phone number/ });
    await phoneField.tap();
    await phoneField.pressSequentially(phoneNumber);
  }
}

/** Taps "Place order" and waits for the placement in My orders; answers its order number. */
export async function placeOrder(phone: Page): Promise<string> {
  await phone.getByRole('button', { name: 'Place order' }).tap();
  const title = phone.getByText(/^Order \S+$/).first();
  await title.waitFor();
  return ((await title.textContent()) ?? '').replace(/^Order /, '');
}

/** Waits until a line of the phone's orders shows the cashier's decision ('Confirmed' or 'Rejected'); answers the shown reason of a rejected one. */
export async function waitForLineOutcome(phone: Page, product: string, outcome: 'Confirmed' | 'Rejected', timeoutMs = 20_000): Promise<string | null> {
  const line = phone.getByLabel(new RegExp(`^${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · ${outcome}$`));
  await line.first().waitFor({ timeout: timeoutMs });
  if (outcome !== 'Rejected') return null;
  const reason = line.first().getByText(/^Reason: /);
  return (await reason.count()) > 0 ? ((await reason.textContent()) ?? '').replace(/^Reason: /, '') : null;
}

/** Taps "Ask for the bill" and waits for "Bill requested". */
export async function askForBill(phone: Page): Promise<void> {
  await phone.getByRole('button', { name: 'Ask for the bill' }).first().tap();
  await phone.getByText(/^Bill requested/).first().waitFor();
}

/** Switches the page's language with its EN / ID / 中文 switch. */
export async function switchLanguage(phone: Page, label: 'EN' | 'ID' | '中文'): Promise<void> {
  await phone.getByText(label, { exact: true }).tap();
  await phone.waitForTimeout(300); // the switch's marker slides over
}
