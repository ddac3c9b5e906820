import type { Page } from 'playwright-core';
import { APP_URL } from './harness.ts';
import { apiCall } from './void-steps.ts';

/** Opens the order screen on one order and its payment dialog (the Pay button of the detail). */
export async function openPaymentDialog(page: Page, orderId: number, orderNo: string): Promise<void> {
  await page.goto(`${APP_URL}/cashier/order?orderId=${orderId}`);
  await page.getByTestId('order-no').getByText(orderNo).waitFor();
  await page.getByTestId('open-payment').click();
  await page.getByTestId('payment-summary').waitFor();
}

/** The payment dialog's figure as whole rupiah ('Rp 86.100' → 86100). */
export async function rupiahOf(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText();
  const match = /Rp\s*([\d.]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${testId}: ${text}`);
  return Number(match[1].replace(/\./g, ''));
}

/** Chooses a method by its name and types an amount on the on-screen keypad (Clear first), then OK. */
export async function payWithKeypad(page: Page, methodName: string, digits: string): Promise<void> {
  await page.getByTestId('payment-left').getByRole('button', { name: methodName, exact: true }).click();
  const keypad = page.getByTestId('payment-keypad');
  await keypad.waitFor();
  await keypad.getByTestId('keypad-clear').click();
  for (const digit of digits) await keypad.getByTestId(`keypad-${digit}`).click();
}

export async function confirmKeypad(page: Page): Promise<void> {
  await page.getByTestId('keypad-ok').click();
  await page.getByTestId('payment-keypad').waitFor({ state: 'detached' });
}

/** Ticks promos by name in the promo picker and confirms: the server re-prices the order. */
export async function applyPromos(page: Page, names: string[]): Promise<void> {
  const picker = page.getByTestId('promo-picker');
  for (const name of names) await picker.getByRole('checkbox', { name }).check();
  await picker.getByTestId('promo-ok').click();
  await picker.waitFor({ state: 'detached' });
}

export async function memberPoints(token: string, outletId: number, memberId: number): Promise<number> {
  return (await apiCall<{ Point: number }>('GET', `/member/${memberId}/getPoint`, token, undefined, outletId)).Point;
}

