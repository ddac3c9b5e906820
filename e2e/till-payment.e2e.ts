import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { openPaymentDialog, rupiahOf } from './payment-steps.ts';
import { chooseLanguage, groupedRupiah, keypadRupiah, orderForAni, tapKeypad } from './till-payment-steps.ts';

const app = useProductInBrowser();

/** Issue 16: the cash keypad, the quick cash amounts, the big-change check, the promo picker and the words of the payment dialog. */
describe('payment at the till, under a cashier’s hands', () => {
  it('Cash pre-fills the exact remaining; the first digit tapped on the keypad replaces it, and 100.000 pays with the right change', async () => {
    const order = await orderForAni([
      { name: 'Es Kopi Susu', quantity: 1 },
      { name: 'Nasi Goreng Spesial', quantity: 1 },
    ]);
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    const total = await rupiahOf(ani, 'pay-total');
    assert.ok(total < 100_000, `the order costs ${total}`);

    await ani.getByTestId('payment-left').getByRole('button', { name: 'Cash', exact: true }).click();
    assert.equal(await keypadRupiah(ani), total, 'Cash opens on the exact remaining');
    await screenshot(ani, 'till-payment-00-keypad-proposed-en');
    await tapKeypad(ani, '100000');
    assert.equal(await ani.getByTestId('keypad-amount').inputValue(), '100.000');
    await screenshot(ani, 'till-payment-01-keypad-typed-en');
    // After the first digit the keys append; delete takes one digit off.
    await ani.getByTestId('payment-keypad').getByRole('button', { name: 'Delete' }).click();
    assert.equal(await ani.getByTestId('keypad-amount').inputValue(), '10.000');
    await tapKeypad(ani, '0');
    await ani.getByTestId('payment-keypad').getByRole('button', { name: 'OK', exact: true }).click();
    assert.equal(await rupiahOf(ani, 'pay-change'), 100_000 - total);

    await ani.getByTestId('payment-summary').getByRole('button', { name: 'Pay', exact: true }).click();
    const success = ani.getByTestId('payment-success');
    await success.waitFor();
    assert.equal(await success.getByTestId('payment-success-change').inputValue(), `Rp ${groupedRupiah(100_000 - total)}`);
  });

  it('the physical keyboard does the same: digits replace the pre-filled amount, Backspace, Escape sets 0, Enter is OK', async () => {
    const order = await orderForAni([{ name: 'Es Kopi Susu', quantity: 2 }]);
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    const total = await rupiahOf(ani, 'pay-total');

    await ani.getByTestId('payment-left').getByRole('button', { name: 'Cash', exact: true }).click();
    assert.equal(await keypadRupiah(ani), total);
    await ani.keyboard.type('100000');
    assert.equal(await ani.getByTestId('keypad-amount').inputValue(), '100.000');
    await ani.keyboard.press('Backspace');
    assert.equal(await ani.getByTestId('keypad-amount').inputValue(), '10.000');
    await ani.keyboard.press('Escape');
    assert.equal(await ani.getByTestId('keypad-amount').inputValue(), '0');
    await ani.getByTestId('payment-dialog').waitFor();
    // At most 14 characters, at most 1e13: the extra digits are ignored.
    await ani.keyboard.type('99999999999999999');
    assert.equal((await ani.getByTestId('keypad-amount').inputValue()).replace(/\./g, '').length, 13);
    await ani.keyboard.press('Escape');
    await ani.keyboard.type('100000');
    await ani.keyboard.press('Enter');
    await ani.getByTestId('payment-keypad').waitFor({ state: 'detached' });
    assert.equal(await rupiahOf(ani, 'pay-change'), 100_000 - total);
    await ani.getByTestId('payment-summary').getByRole('button', { name: 'Pay', exact: true }).click();
    await ani.getByTestId('payment-success').waitFor();
  });

  it('a huge cash amount asks to confirm the change before paying; No keeps the dialog, Yes pays', async () => {
    const order = await orderForAni([{ name: 'Americano', quantity: 1 }]);
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    const total = await rupiahOf(ani, 'pay-total');

    await ani.getByTestId('payment-left').getByRole('button', { name: 'Cash', exact: true }).click();
    await tapKeypad(ani, '5000000');
    await ani.getByTestId('payment-keypad').getByRole('button', { name: 'OK', exact: true }).click();
    const change = 5_000_000 - total;
    assert.equal(await rupiahOf(ani, 'pay-change'), change);

    await ani.getByTestId('payment-summary').getByRole('button', { name: 'Pay', exact: true }).click();
    const confirm = ani.getByRole('dialog', { name: 'Large change' });
    await confirm.waitFor();
    assert.match(await confirm.innerText(), new RegExp(`Rp\\s${groupedRupiah(change).replace(/\./g, '\\.')}`));
    await screenshot(ani, 'till-payment-02-big-change-en');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await ani.getByTestId('payment-summary').waitFor();
    assert.equal(await ani.getByTestId('payment-success').count(), 0);

    await ani.getByTestId('payment-summary').getByRole('button', { name: 'Pay', exact: true }).click();
    await confirm.getByRole('button', { name: 'Yes, pay' }).click();
    const success = ani.getByTestId('payment-success');
    await success.waitFor();
    assert.equal(await success.getByTestId('payment-success-change').inputValue(), `Rp ${groupedRupiah(change)}`);
  });

  it('quick cash amounts are one tap each from the dialog: exact cash then Pay is two taps', async () => {
    const order = await orderForAni([{ name: 'Es Teh Manis', quantity: 1 }]);
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    const total = await rupiahOf(ani, 'pay-total');
    const left = ani.getByTestId('payment-left');

    // 50.000 then 100.000: the one cash line is updated, not added to.
    await left.getByRole('button', { name: 'Rp 50.000', exact: true }).click();
    assert.equal(await rupiahOf(ani, 'pay-change'), 50_000 - total);
    await left.getByRole('button', { name: 'Rp 100.000', exact: true }).click();
    assert.equal(await rupiahOf(ani, 'pay-change'), 100_000 - total);
    assert.equal(await ani.getByTestId('selected-payments').getByRole('textbox').count(), 1);
    // The selected line's amount field: a tap selects it, so typing replaces it (never appends).
    await ani.getByTestId('selected-payments').getByRole('textbox').click();
    await ani.keyboard.type('20000');
    assert.equal(await ani.getByTestId('selected-payments').getByRole('textbox').inputValue(), '20.000');
    assert.equal(await rupiahOf(ani, 'pay-change'), 20_000 - total);

    let taps = 0;
    await left.getByRole('button', { name: /Exact cash/ }).click();
    taps += 1;
    await ani.getByTestId('pay-remaining').getByText('Rp 0').waitFor();
    await screenshot(ani, 'till-payment-03-exact-cash-en');
    await ani.getByTestId('payment-summary').getByRole('button', { name: 'Pay', exact: true }).click();
    taps += 1;
    await ani.getByTestId('payment-success').waitFor();
    console.log(`exact cash from the payment dialog: ${taps} taps`);
    assert.ok(taps <= 2);
  });

  it('the promo picker shows each promo’s discount and terms before it is chosen, and the dialog speaks Indonesian', async () => {
    const order = await orderForAni([{ name: 'Cappuccino', quantity: 1 }]);
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openPaymentDialog(ani, order.Id, order.OrderNo);

    await ani.getByTestId('apply-promo').click();
    const picker = ani.getByTestId('promo-picker');
    const row = (name: string) => picker.getByTestId(/^promo-\d+$/).filter({ hasText: name });
    await row('Hemat 20rb').waitFor();
    assert.match(await row('Hemat 20rb').innerText(), /Rp 20\.000/);
    assert.match(await row('Hemat 20rb').innerText(), /Minimum purchase Rp 100\.000/);
    assert.match(await row('Diskon Kopi 10%').innerText(), /10% off/);
    assert.match(await row('QRIS Hemat 5%').innerText(), /Only with QRIS/);
    await screenshot(ani, 'till-payment-04-promo-picker-en');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.waitFor({ state: 'detached' });
    const left = ani.getByTestId('payment-left');
    assert.match(await left.innerText(), /CREDIT/i);

    await chooseLanguage(ani, 'Bahasa Indonesia');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    const leftId = ani.getByTestId('payment-left');
    await leftId.getByRole('button', { name: 'Tunai', exact: true }).waitFor();
    await leftId.getByRole('button', { name: /Uang pas/ }).waitFor();
    const words = await leftId.innerText();
    assert.match(words, /KREDIT/i);
    assert.match(words, /LAINNYA/i);
    await ani.getByTestId('apply-promo').click();
    await row('Hemat 20rb').waitFor();
    assert.match(await row('Hemat 20rb').innerText(), /Minimal pembelian Rp 100\.000/);
    assert.match(await row('QRIS Hemat 5%').innerText(), /Hanya dengan QRIS/);
    await screenshot(ani, 'till-payment-05-promo-picker-id');
    await picker.getByRole('button', { name: 'Batal' }).click();
    await picker.waitFor({ state: 'detached' });

    await leftId.getByRole('button', { name: 'Tunai', exact: true }).click();
    await tapKeypad(ani, '5000000');
    await screenshot(ani, 'till-payment-06-keypad-typed-id');
    await ani.getByTestId('payment-keypad').getByRole('button', { name: 'OK', exact: true }).click();
    await ani.getByTestId('payment-summary').getByRole('button', { name: 'Bayar', exact: true }).click();
    const confirm = ani.getByRole('dialog', { name: 'Kembalian besar' });
    await confirm.waitFor();
    await screenshot(ani, 'till-payment-07-big-change-id');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Chinese as well: the type headings and Cash by their codes.
    await chooseLanguage(ani, '中文');
    await openPaymentDialog(ani, order.Id, order.OrderNo);
    await leftId.getByRole('button', { name: '现金', exact: true }).waitFor();
    assert.match(await leftId.innerText(), /信用卡/);
    await screenshot(ani, 'till-payment-08-dialog-zh');
  });
});
