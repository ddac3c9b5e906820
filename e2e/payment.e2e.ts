import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, typeInto, typePin, useProductInBrowser } from './harness.ts';
import { applyPromos, confirmKeypad, memberPoints, openPaymentDialog, payWithKeypad, rupiahOf } from './payment-steps.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

const app = useProductInBrowser();

async function orderStatus(token: string, outletId: number, orderId: number): Promise<number> {
  const response = await fetch(`${APP_URL}/api/order/${orderId}`, { headers: { authorization: `Bearer ${token}`, outletid: String(outletId) } });
  return ((await response.json()) as { data: { Status: number } }).data.Status;
}

describe('pay an order', () => {
  it('a dine-in order gets Diskon Kopi 10%, is paid by QRIS and cash across a lock, shows the change and leaves the ongoing list of both terminals', async () => {
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    await startShiftViaApi(aniToken, outletId);
    const order = await createDineInOrder(aniToken, outletId, [
      { name: 'Es Kopi Susu', quantity: 2 },
      { name: 'Nasi Goreng Spesial', quantity: 1 },
    ]);

    // A second terminal watches the ongoing list: the paid order must leave it without a reload.
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await budi.goto(`${APP_URL}/cashier/order`);
    await budi.getByTestId(`ongoing-order-${order.Id}`).waitFor();

    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    await ani.getByTestId(`ongoing-order-${order.Id}`).waitFor();
    const totalBefore = await rupiahOf(ani, 'pay-total');
    await screenshot(ani, 'payment-01-dialog');

    await ani.getByTestId('apply-promo').click();
    await ani.getByTestId('promo-picker').getByText('Diskon Kopi 10%').waitFor();
    await screenshot(ani, 'payment-02-promo-picker');
    await applyPromos(ani, ['Diskon Kopi 10%']);
    await ani.getByTestId('pay-discount').waitFor();
    await ani.getByTestId('apply-promo-count').getByText('1').waitFor();
    const total = await rupiahOf(ani, 'pay-total');
    // 10% of two Es Kopi Susu (Rp 44.000) comes off before charges: the total drops by more than Rp 4.000.
    assert.ok(total < totalBefore - 4_000, `total ${total} after the promo, ${totalBefore} before`);

    // QRIS takes Rp 50.000; the rest in cash, handed over as a Rp 50.000 note.
    await payWithKeypad(ani, 'QRIS', '50000');
    assert.equal(await ani.getByTestId('keypad-amount').inputValue(), '50.000');
    await screenshot(ani, 'payment-03-keypad');
    await confirmKeypad(ani);
    const remaining = await rupiahOf(ani, 'pay-remaining');
    assert.equal(remaining, total - 50_000);

    // Spec §4: the lock button of the footer saves the dialog; unlocking brings it back as it was.
    await ani.getByTestId('payment-footer').getByTestId('lock-button').click();
    await ani.waitForURL('**/lock');
    await ani.getByTestId('payment-dialog').waitFor({ state: 'detached' });
    await typePin(ani, '111111');
    await ani.waitForURL('**/cashier/order**');
    await ani.getByTestId('payment-summary').waitFor();
    assert.equal(await rupiahOf(ani, 'pay-remaining'), remaining);
    assert.match(await ani.getByTestId('selected-payments').innerText(), /QRIS/);
    await ani.getByTestId('method-cash').click();
    await ani.getByTestId('quick-amount-50000').click();
    await confirmKeypad(ani);
    const change = await rupiahOf(ani, 'pay-change');
    assert.equal(change, 50_000 - remaining);
    await screenshot(ani, 'payment-04-split');

    await ani.getByTestId('pay-submit').click();
    await ani.getByText('Payment Success').first().waitFor();
    const success = ani.getByTestId('payment-success');
    await success.waitFor();
    assert.equal(await success.getByTestId('payment-success-change').inputValue(), `Rp ${change.toLocaleString('id-ID')}`);
    await screenshot(ani, 'payment-05-success');

    assert.equal(await orderStatus(aniToken, outletId, order.Id), 3);
    await success.getByTestId('payment-success-close').click();
    await ani.getByTestId(`ongoing-order-${order.Id}`).waitFor({ state: 'detached' });
    await screenshot(ani, 'payment-06-order-paid');
    await budi.getByTestId(`ongoing-order-${order.Id}`).waitFor({ state: 'detached', timeout: 5_000 });
  });

  it("Rina is put on a walk-in order at payment (Change, search), which then takes her voucher and 5.000 of her points, the rest in cash", async () => {
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    try {
      await startShiftViaApi(aniToken, outletId);
    } catch {
      // Ani's shift is already open from the first test of this file: payments go on it.
    }
    const order = await createDineInOrder(aniToken, outletId, [{ name: 'Nasi Goreng Spesial', quantity: 2 }]);

    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    await ani.getByTestId('apply-voucher').waitFor({ state: 'detached' });
    await ani.getByTestId('payment-customer-change').click();
    const members = ani.getByTestId('member-picker');
    await typeInto(members.getByTestId('member-search'), 'rina');
    const rinaRow = members.getByTestId(/^member-\d+$/).filter({ hasText: 'Rina' });
    await rinaRow.waitFor();
    // The search (1 s after typing) leaves Rina alone in the list.
    await members.getByTestId(/^member-\d+$/).filter({ hasText: 'Sari' }).waitFor({ state: 'detached' });
    const rinaId = Number((await rinaRow.getAttribute('data-testid'))?.replace('member-', ''));
    await rinaRow.getByRole('radio').check();
    await screenshot(ani, 'payment-06-member-picker');
    await members.getByTestId('member-ok').click();
    await members.waitFor({ state: 'detached' });
    await ani.getByTestId('payment-customer').getByText('Rina').waitFor();
    await ani.getByTestId('payment-member-points').getByText('12.500').waitFor();
    const totalBefore = await rupiahOf(ani, 'pay-total');

    await ani.getByTestId('apply-voucher').click();
    const picker = ani.getByTestId('voucher-picker');
    await picker.getByText('RINA-VM15', { exact: false }).waitFor();
    await screenshot(ani, 'payment-07-voucher-picker');
    await picker.getByRole('checkbox').first().check();
    await picker.getByTestId('voucher-ok').click();
    await picker.waitFor({ state: 'detached' });
    await ani.getByTestId('apply-voucher-count').getByText('1').waitFor();
    await ani.getByTestId('pay-discount').waitFor();
    const total = await rupiahOf(ani, 'pay-total');
    assert.ok(total < totalBefore, `the voucher lowers the total: ${total} < ${totalBefore}`);

    await payWithKeypad(ani, 'Point', '5000');
    await confirmKeypad(ani);
    assert.equal(await rupiahOf(ani, 'pay-remaining'), total - 5_000);
    await ani.getByTestId('method-cash').click();
    await ani.getByTestId('quick-amount-' + String(total - 5_000)).click();
    await confirmKeypad(ani);
    await ani.getByTestId('pay-remaining').getByText('Rp 0').waitFor();
    await screenshot(ani, 'payment-08-points-and-cash');
    await ani.getByTestId('pay-submit').click();
    const success = ani.getByTestId('payment-success');
    await success.waitFor();
    assert.equal(await success.getByTestId('payment-success-change').inputValue(), 'Rp 0');
    await screenshot(ani, 'payment-09-member-success');
    const pointsAfter = await memberPoints(aniToken, outletId, rinaId);
    assert.ok(pointsAfter >= 12_500 - 5_000 && pointsAfter < 12_500, `5.000 points spent (plus any earned): ${pointsAfter}`);
  });
});
