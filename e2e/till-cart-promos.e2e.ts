import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { chooseOrderType, startShiftFromBanner } from './order-steps.ts';
import { applyPromos, rupiahOf } from './payment-steps.ts';
import { addToCart, CashierHands, payExactCash } from './till-cart-steps.ts';
import { cartPromo, cartPromoOnLine, openCartPay } from './till-cart-promos-steps.ts';
import { chooseLanguage } from './till-words-steps.ts';

/** The demo's product promo on the Coffee category (work/shared/DEMO-DATA.md). */
const COFFEE_PROMO = 'Diskon Kopi 10%';
/** Es Kopi Susu is Rp 22.000: 10 % of it. */
const ES_KOPI_SUSU_PROMO_DISCOUNT = 2_200;

const app = useProductInBrowser();

describe('till cart: product promos as the server prices them (issue 16)', () => {
  it('shows the coffee promo on the line and its discount, and the payment dialog charges exactly what the cart said', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await page.getByTestId('menu-screen').waitFor();
    await startShiftFromBanner(page, '500000');
    await waitForToastsToClose(page);
    await chooseOrderType(page, 'Take Away');
    await addToCart(page, 'Es Kopi Susu');

    // Promos are chosen in the payment dialog (the server applies none on save): the cart says so.
    await cartPromoOnLine(page, 'Es Kopi Susu', COFFEE_PROMO).waitFor({ timeout: 5_000 });
    const promo = cartPromo(page, COFFEE_PROMO);
    await promo.waitFor({ timeout: 5_000 });
    const promoDiscount = await rupiahOf(page, 'cart-promo-discount');
    assert.equal(promoDiscount, ES_KOPI_SUSU_PROMO_DISCOUNT);
    const cartTotal = await rupiahOf(page, 'cart-total');
    const cartTotalWithPromo = await rupiahOf(page, 'cart-promo-total');
    await screenshot(page, 'till-cart-promos-01-cart-en');

    await openCartPay(page);
    // Saved without a promo, the order costs the cart's Total.
    assert.equal(await rupiahOf(page, 'pay-total'), cartTotal, 'the saved order costs what the cart totalled');
    await page.getByTestId('apply-promo').click();
    await page.getByTestId('promo-picker').getByText(COFFEE_PROMO).waitFor();
    await applyPromos(page, [COFFEE_PROMO]);
    await page.getByTestId('pay-discount').waitFor();
    assert.equal(await rupiahOf(page, 'pay-discount'), promoDiscount, 'the server discounts what the cart showed');
    assert.equal(await rupiahOf(page, 'pay-total'), cartTotalWithPromo, 'with the promo the server charges the cart’s figure');
    await screenshot(page, 'till-cart-promos-02-payment-en');
    await payExactCash(page, new CashierHands(page));
    await page.getByTestId('payment-success').waitFor();
    await page.getByTestId('payment-success-close').click();
  });

  it('says the same in Indonesian', async () => {
    const page = await app.newTerminal();
    await page.goto(APP_URL);
    await chooseLanguage(page, 'ID');
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await page.getByTestId('product-grid').waitFor();
    await chooseOrderType(page, 'Take Away');
    await addToCart(page, 'Es Kopi Susu');
    await cartPromo(page, COFFEE_PROMO).waitFor({ timeout: 5_000 });
    assert.match(await page.getByTestId('cart-promos').innerText(), /saat pembayaran|Saat pembayaran/i);
    assert.equal(await rupiahOf(page, 'cart-promo-discount'), ES_KOPI_SUSU_PROMO_DISCOUNT);
    await screenshot(page, 'till-cart-promos-03-cart-id');
  });
});
