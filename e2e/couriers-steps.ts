import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import { chooseOrderType } from './order-steps.ts';

/**
 * Builds a delivery order on the menu as a cashier does: Delivery, one tap on a product, Save;
 * Save asks for the shipping data first (spec §5: name, phone and address required).
 * Answers the order number from the saved-order dialog.
 */
export async function saveDeliveryOrder(page: Page, product: string, shipping: { name: string; phone: string; address: string }): Promise<string> {
  await chooseOrderType(page, 'Delivery');
  await page.getByTestId('product-grid').getByRole('button', { name: product, exact: true }).click();
  await page.getByTestId('cart-line').first().waitFor();
  await page.getByTestId('save-order').click();
  const dialog = page.getByTestId('shipping-data-dialog');
  await page.getByTestId('shipping-data-ok').click();
  // The spec's messages, in the cashier's language.
  await dialog.getByText('Name cannot be empty').waitFor();
  await dialog.getByText('Address cannot be empty').waitFor();
  await typeInto(page.getByTestId('shipping-Name'), shipping.name);
  await typeInto(page.getByTestId('shipping-PhoneNumber'), shipping.phone);
  await typeInto(page.getByTestId('shipping-Address'), shipping.address);
  await page.getByTestId('shipping-data-ok').click();
  await page.getByTestId('shipping-data-ok').waitFor({ state: 'detached' });
  await page.getByTestId('save-order').click();
  await page.getByTestId('saved-order-close').waitFor();
  const title = await page.getByTestId('saved-order-dialog').locator('.mantine-Modal-title').innerText();
  await page.getByTestId('saved-order-close').click();
  const orderNo = /Order (\S+) saved/.exec(title)?.[1];
  if (!orderNo) throw new Error(`No order number in "${title}"`);
  return orderNo;
}

/** Opens the order on the ongoing list of the order screen, then its courier tracking. */
export async function openTrackCourier(page: Page, orderNo: string): Promise<void> {
  await page.getByTestId('ongoing-list').getByText(orderNo, { exact: true }).click();
  await page.getByTestId('order-no').filter({ hasText: orderNo }).waitFor();
  await page.getByTestId('open-track-courier').click();
  await page.getByTestId('track-courier-dialog').getByRole('heading').waitFor().catch(() => undefined);
  await page.getByTestId('courier-loading').waitFor({ state: 'detached' });
}

/** Picks the outlet's driver in the courier dialog and assigns them (the MANUAL provider). */
export async function assignDriver(page: Page, driverName: string): Promise<void> {
  await page.getByTestId('driver-select').click();
  await page.getByRole('option', { name: new RegExp(driverName) }).click();
  await page.getByTestId('assign-driver').click();
  await page.getByTestId('courier-driver-name').filter({ hasText: driverName }).waitFor();
}
