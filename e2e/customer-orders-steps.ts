import type { Locator, Page } from 'playwright-core';
import { APP_URL } from './harness.ts';
import { apiCall } from './void-steps.ts';

/**
 * Steps of the cashier's side of orders from customers (issue 22), as a cashier does them: the
 * header button, the list, the approve order dialog. A customer's placement is made over the
 * public API (the phone page has its own steps in self-order-steps.ts).
 */

const SESSION_HEADER = 'x-customer-session';

async function publicCall<T>(method: string, path: string, session: string | null, body?: object): Promise<T> {
  const response = await fetch(`${APP_URL}/api/public/v1${path}`, {
    method,
    headers: { ...(session ? { [SESSION_HEADER]: session } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A phone's session opened from the table's QR, as printed by Manage table (GET /outletTable/generateQR). */
export async function openTableSession(cashierToken: string, outletId: number, tableName: string): Promise<string> {
  const areas = await apiCall<Array<{ OutletTables: Array<{ Id: number; TableName: string }> }>>('GET', '/outletArea/', cashierToken, undefined, outletId);
  const table = areas.flatMap((area) => area.OutletTables).find((candidate) => candidate.TableName === tableName);
  if (!table) throw new Error(`no table ${tableName}`);
  const qr = await apiCall<{ QrData: string }>('GET', `/outletTable/generateQR?OutletTableId=${table.Id}`, cashierToken, undefined, outletId);
  const token = new URL(qr.QrData).searchParams.get('qr');
  if (!token) throw new Error(`the QR names no token: ${qr.QrData}`);
  const session = await publicCall<{ SessionToken: string }>('POST', '/sessions', null, { Qr: token });
  return session.SessionToken;
}

/** Places a dine-in order of the named products from the phone's session; answers the placement. */
export async function placeCustomerOrder(session: string, customerName: string, products: string[]): Promise<{ Id: number; OrderNo: string }> {
  const menu = await publicCall<{ Products: Array<{ Id: number; Name: string }> }>('GET', '/menu', session);
  const Lines = products.map((name) => {
    const product = menu.Products.find((candidate) => candidate.Name === name);
    if (!product) throw new Error(`no product ${name} on the phone's menu`);
    return { OutletProductId: product.Id, Quantity: 1 };
  });
  return publicCall('POST', '/orders', session, { AppOrderType: 3, CustomerName: customerName, Lines });
}

/** The customer taps "Ask for the bill" for their placement. */
export async function requestBillFromPhone(session: string, customerOrderId: number): Promise<void> {
  await publicCall('POST', '/billRequest', session, { CustomerOrderId: customerOrderId });
}

/** Waits for a notice (toast) whose text matches, e.g. 'New Order from Apps' with the order number. */
export async function waitForNotice(page: Page, text: RegExp, timeoutMs = 5000): Promise<Locator> {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await notice.waitFor({ timeout: timeoutMs });
  return notice;
}

/** Opens the customer orders list from the header button (one tap, from any screen). */
export async function openCustomerOrders(page: Page): Promise<Locator> {
  await page.getByTestId('customer-orders-button').click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /Orders from customers|Pesanan dari pelanggan/ }) });
  await drawer.waitFor();
  // Let the slide-in finish: a tap or a picture mid-slide would land on a moving target.
  await page.waitForTimeout(400);
  return drawer;
}

/** The card of a waiting placement by its order number. */
export function customerOrderCard(drawer: Locator, orderNo: string): Locator {
  return drawer.locator('[data-testid^="customer-order-"]').filter({ hasText: orderNo }).first();
}

/** Opens the approve order dialog (per product) of a placement. */
export async function openApproveOrder(page: Page, drawer: Locator, orderNo: string): Promise<Locator> {
  await customerOrderCard(drawer, orderNo).getByRole('button', { name: /Per product|Per produk/ }).click();
  const dialog = page.getByRole('dialog', { name: /Approve order|Setujui pesanan/ });
  await dialog.waitFor();
  return dialog;
}

function lineRow(dialog: Locator, product: string): Locator {
  return dialog.locator('[data-testid^="customer-order-line-"]').filter({ hasText: product }).first();
}

/** Confirms one product in the approve order dialog and waits until it shows as confirmed. */
export async function confirmProduct(dialog: Locator, product: string): Promise<void> {
  const row = lineRow(dialog, product);
  await row.getByRole('button', { name: /^(Confirm|Konfirmasi)$/ }).click();
  await row.getByText(/^(Confirmed|Dikonfirmasi)$/).waitFor();
}

/** Rejects one product with a reason typed on the keyboard; the empty reason is refused first. */
export async function rejectProduct(page: Page, dialog: Locator, product: string, reason: string): Promise<void> {
  await lineRow(dialog, product).getByRole('button', { name: /^(Reject|Tolak)$/ }).click();
  const reasonDialog = page.getByRole('dialog', { name: /^(Reject|Tolak)$/ });
  await reasonDialog.waitFor();
  const field = reasonDialog.getByRole('textbox');
  await field.click();
  await field.pressSequentially(reason);
  await reasonDialog.getByRole('button', { name: /^(Reject|Tolak)$/ }).click();
  await reasonDialog.waitFor({ state: 'hidden' });
}

/** The open bill request row of an order in the list. */
export function billRequestRow(drawer: Locator, orderNo: string): Locator {
  return drawer.locator('[data-testid^="bill-request-"]').filter({ hasText: orderNo }).first();
}
