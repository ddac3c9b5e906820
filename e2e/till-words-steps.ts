import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { APP_URL, SCREENSHOT_DIR, screenshot, typeInto } from './harness.ts';
import { apiCall } from './void-steps.ts';
import { tapLanguage } from './docs-shots.ts';

/** Steps of the words-and-numbers flows (issue 16): errors in three languages, toasts, paid orders. */
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** The login screen's language switch (EN, ID, 中文), tapped as a person would. */
export async function chooseLanguage(page: Page, shortName: 'EN' | 'ID' | '中文'): Promise<void> {
  await tapLanguage(page, shortName);
}

/** Signs the owner in with a wrong password: the server refuses with its message. */
export async function signInWithWrongPassword(page: Page): Promise<void> {
  await typeInto(page.locator('input[name="username"]'), 'owner@demo.pos');
  await typeInto(page.locator('input[name="password"]'), 'not-the-password');
  await page.locator('button[type="submit"]').click();
}

export const toasts = (page: Page): Locator => page.locator('.mantine-Notification-root');

/** Start shift from the menu's banner, the opening cash typed on the keyboard. */
export async function startShiftFromMenuBanner(page: Page, openingCash: string): Promise<void> {
  await page.getByTestId('shift-banner-start').click();
  await typeInto(page.getByTestId('start-shift-cash'), openingCash);
  await page.getByTestId('start-shift-submit').click();
  await page.getByTestId('start-shift-dialog').waitFor({ state: 'detached' });
}

/**
 * The visible controls a toast lies over (`covered`), and those of them a tap at their centre
 * does not reach because the toast takes it (`blocked`), named for the failure message.
 */
export async function controlsUnderToasts(page: Page): Promise<{ covered: string[]; blocked: string[] }> {
  // Let the toasts finish sliding in.
  await page.waitForTimeout(600);
  return page.evaluate(() => {
    const toastBoxes = [...document.querySelectorAll('.mantine-Notification-root')].map((toast) => toast.getBoundingClientRect());
    const covered: string[] = [];
    const blocked: string[] = [];
    for (const control of document.querySelectorAll('button, a[href], [role="button"], input, label, [role="radio"]')) {
      if (control.closest('.mantine-Notification-root')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const isUnder = toastBoxes.some((toast) => box.left < toast.right && box.right > toast.left && box.top < toast.bottom && box.bottom > toast.top);
      if (!isUnder) continue;
      const name = (control.textContent ?? '').trim() || control.getAttribute('aria-label') || control.tagName;
      covered.push(name);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit !== null && hit.closest('.mantine-Notification-root')) blocked.push(name);
    }
    return { covered, blocked };
  });
}

interface Method {
  Id: number;
  PaymentMethod: { Name: string };
}

/** Pays an order in cash through the real API (as another terminal would), with `amount` whole rupiah handed over. */
export async function payInCashViaApi(token: string, outletId: number, orderId: number, amount: number): Promise<void> {
  const methods = await apiCall<Method[]>('GET', '/outletPaymentMethod/', token, undefined, outletId);
  const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash');
  if (!cash) throw new Error('no Cash method');
  const response = await fetch(`${APP_URL}/api/payment/${orderId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, outletid: String(outletId), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ Id: orderId, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: amount }] }),
  });
  if (response.status !== 200) throw new Error(`pay ${orderId}: ${response.status} ${await response.text()}`);
}

/** Voids an order through the real API as a supervisor would. */
export async function voidOrderViaApi(token: string, outletId: number, orderId: number, reason: string): Promise<void> {
  const order = await apiCall<{ Version: number }>('GET', `/order/${orderId}`, token, undefined, outletId);
  await apiCall('PUT', `/order/${orderId}/cancel`, token, { Version: order.Version, Reason: reason }, outletId);
}

/** Opens Order history from the rail (a screenshot of the list when named) and the order of that number. */
export async function openFromOrderHistory(page: Page, orderNo: string, listScreenshot?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Order history', exact: true }).click();
  await page.getByTestId('order-history-screen').waitFor();
  const row = page.getByTestId('history-row').filter({ hasText: orderNo });
  await row.waitFor();
  if (listScreenshot) await screenshot(page, listScreenshot);
  await row.click();
  await page.getByTestId('order-no').getByText(orderNo).waitFor();
}
