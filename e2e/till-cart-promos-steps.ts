import type { Locator, Page } from 'playwright-core';

/** The cart's promo row of a promo by name (the promos the payment dialog offers for the cart's lines). */
export function cartPromo(page: Page, promoName: string): Locator {
  return page.getByTestId('cart-panel').getByTestId('cart-promo').filter({ hasText: promoName });
}

/** The promo tag under a cart line, by the line's product and the promo's name. */
export function cartPromoOnLine(page: Page, productName: string, promoName: string): Locator {
  return page
    .getByTestId('cart-panel')
    .getByTestId('cart-line')
    .filter({ has: page.getByTestId('cart-line-name').getByText(productName, { exact: true }) })
    .getByTestId('cart-line-promo')
    .filter({ hasText: promoName });
}

/** Pay on the cart: saves the order and opens its payment dialog. */
export async function openCartPay(page: Page): Promise<void> {
  await page.getByTestId('cart-panel').getByRole('button', { name: /^(Pay|Bayar)$/ }).click();
  await page.getByTestId('payment-summary').waitFor();
}
