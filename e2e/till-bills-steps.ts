import type { Page } from 'playwright-core';
import { apiCall } from './void-steps.ts';

/**
 * Steps of the till-bills flows (issue 16: bundles at the kitchen, split-bill money). What another
 * terminal would have done goes through the real API; the cashier's part is taps and keys.
 */

/** The outlet's product by name, from the menu as GET /outletProduct/ lists it. */
async function productIdOf(token: string, outletId: number, name: string, isBundle = false): Promise<number> {
  const products = await apiCall<Array<{ Id: number; Name: string; IsBundle: boolean }>>('GET', '/outletProduct/', token, undefined, outletId);
  const product = products.find((candidate) => candidate.Name === name && candidate.IsBundle === isBundle);
  if (!product) throw new Error(`no ${isBundle ? 'bundle' : 'product'} ${name}`);
  return product.Id;
}

/** The stock screen's call (PUT /outletProduct/setStock/cashier): the demo data has Croissant sold out. */
export async function putBackInStock(token: string, outletId: number, name: string): Promise<void> {
  await apiCall('PUT', '/outletProduct/setStock/cashier', token, { OutletProductId: await productIdOf(token, outletId, name), Quantity: null, IsSoldOut: false }, outletId);
}

/** A Take Away order of the named products, as another terminal takes it: answers its id, number and total. */
export async function createTakeAwayOrder(token: string, outletId: number, lines: Array<{ name: string; quantity: number }>): Promise<{ Id: number; OrderNo: string; Total: number }> {
  const types = await apiCall<Array<{ Id: number; Name: string }>>('GET', '/outletOrderType/', token, undefined, outletId);
  const takeAway = types.find((type) => type.Name === 'Take Away');
  if (!takeAway) throw new Error('no Take Away order type');
  const OrderProducts = await Promise.all(lines.map(async (line) => ({ OutletProductId: await productIdOf(token, outletId, line.name), Quantity: line.quantity })));
  return apiCall('POST', '/order', token, { OutletOrderTypeId: takeAway.Id, pax: 1, OrderProducts }, outletId);
}

/**
 * Adds a menu item to the cart by tapping its card; when the item opens its options dialog
 * (a bundle shows what is inside), OK confirms it as it is.
 */
export async function tapToCart(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-grid').getByRole('button', { name: new RegExp(`^${name}\\b`) }).first().click();
  const ok = page.getByTestId('edit-order-product-ok');
  if (await ok.waitFor({ timeout: 2_000 }).then(() => true, () => false)) {
    await ok.click();
    await ok.waitFor({ state: 'detached' });
  }
}
