import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { applyPromos, confirmKeypad, openPaymentDialog, rupiahOf } from './payment-steps.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

async function orderOf(token: string, outletId: number, orderId: number): Promise<{ Status: number; Total: number }> {
  const response = await fetch(`${APP_URL}/api/order/${orderId}`, { headers: { authorization: `Bearer ${token}`, outletid: String(outletId) } });
  return ((await response.json()) as { data: { Status: number; Total: number } }).data;
}

describe('a promo of one payment method', () => {
  it("QRIS Hemat 5% shows 0 and why until QRIS is chosen; QRIS for the exact repriced remaining is Payment Success", async () => {
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    await startShiftViaApi(aniToken, outletId);
    const order = await createDineInOrder(aniToken, outletId, [
      { name: 'Es Kopi Susu', quantity: 1 },
      { name: 'Nasi Goreng Spesial', quantity: 1 },
    ]);

    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    const totalBefore = await rupiahOf(ani, 'pay-total');
    const subTotal = await rupiahOf(ani, 'pay-subtotal');

    await ani.getByTestId('apply-promo').click();
    await ani.getByTestId('promo-picker').getByText('QRIS Hemat 5%').waitFor();
    await applyPromos(ani, ['QRIS Hemat 5%']);
    await ani.getByTestId('apply-promo-count').getByText('1').waitFor();
    // No method chosen: the promo is a red 0 with its reason, the total unchanged.
    const reason = ani.locator('[data-testid^="pay-promo-reason-"]');
    await reason.waitFor();
    assert.match(await reason.innerText(), /not for this payment method/);
    assert.equal(await rupiahOf(ani, 'pay-total'), totalBefore);
    await screenshot(ani, 'payment-terms-01-promo-zero');

    // QRIS: the keypad opens on what is due with QRIS (5 % of the subtotal off, the charges on less).
    await ani.getByTestId('payment-left').getByRole('button', { name: 'QRIS', exact: true }).click();
    const keypad = ani.getByTestId('payment-keypad');
    await keypad.waitFor();
    // The keypad opens at once; its amount becomes what is due with QRIS when the quote is in.
    const qrisDueBelow = totalBefore - 0.04 * subTotal;
    await ani.waitForFunction(
      (below) => Number((document.querySelector('[data-testid="keypad-amount"]') as HTMLInputElement | null)?.value.replace(/\./g, '') ?? Number.NaN) < below,
      qrisDueBelow,
    );
    const due = Number((await ani.getByTestId('keypad-amount').inputValue()).replace(/\./g, ''));
    assert.ok(due < qrisDueBelow, `QRIS due ${due}, total ${totalBefore}, subtotal ${subTotal}`);
    await screenshot(ani, 'payment-terms-02-qris-keypad');
    await confirmKeypad(ani);
    await ani.getByTestId('pay-remaining').getByText('Rp 0').waitFor();
    assert.equal(await rupiahOf(ani, 'pay-total'), due);
    assert.equal(await reason.count(), 0);
    assert.equal(await rupiahOf(ani, 'pay-discount'), Math.round(subTotal * 0.05));
    await screenshot(ani, 'payment-terms-03-qris-discount');

    await ani.getByTestId('pay-submit').click();
    await ani.getByText('Payment Success').first().waitFor();
    await ani.getByTestId('payment-success').waitFor();
    await screenshot(ani, 'payment-terms-04-success');
    const paid = await orderOf(aniToken, outletId, order.Id);
    assert.equal(paid.Status, 3);
    assert.equal(paid.Total, due);
  });
});
