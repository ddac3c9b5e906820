import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { rupiahOf } from './payment-steps.ts';
import { printedTickets } from './printer-steps.ts';
import { chooseCategory, drawerPulses, openMembershipScreen, openShiftForBudi, purchaseRow, typeCustomer, waitForDrawerPulse } from './memberships-steps.ts';
import { chooseLanguage, groupedRupiah, keypadRupiah, tapKeypad } from './till-payment-steps.ts';

const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);
/** Kopi Senja's cashier printer (DEMO-DATA): receipts and QR slips. */
const CASHIER_PRINTER_PORT = 9100;
/** DEMO-DATA: Gold costs Rp 150.000 a year. */
const GOLD_PRICE = 150_000;

/** Issue 19: memberships sold and paid at the till, and bought by a customer through the sign-up QR on their phone. */
describe('memberships at the till and by QR', () => {
  it('Budi sells a Gold membership at the till and takes cash on the keypad: the change shows, the receipt prints, the purchase is paid', async () => {
    await openShiftForBudi();
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await openMembershipScreen(budi);
    await budi.getByRole('button', { name: 'New membership' }).click();
    const form = budi.getByTestId('new-membership-dialog');
    await form.waitFor();
    // Nothing typed: the spec's messages say what is missing.
    await form.getByRole('button', { name: 'Create and pay' }).click();
    await form.getByText('Name cannot be empty').waitFor();
    await chooseCategory(budi, 'Gold');
    await typeCustomer(budi, { name: 'Putri Lestari', phone: '081299990001', birthDigits: '12041996' });
    assert.equal(await budi.getByTestId('membership-birth-date').inputValue(), '12/04/1996');
    await form.getByRole('button', { name: 'Create and pay' }).click();

    const dialog = budi.getByTestId('membership-payment-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('membership-summary').waitFor();
    assert.equal(await rupiahOf(budi, 'membership-total'), GOLD_PRICE);
    assert.equal(await dialog.getAttribute('data-mode'), 'normal');
    // No customer block, no voucher row, no Print Bill (spec §2).
    assert.equal(await dialog.getByTestId('apply-voucher').count(), 0);
    assert.equal(await dialog.getByTestId('print-bill').count(), 0);
    // The membership's quick cash amounts under Cash: the exact remaining, 100.000, 200.000, 300.000.
    for (const amount of [100_000, 200_000, 300_000]) await dialog.getByTestId(`quick-cash-${amount}`).waitFor();
    await screenshot(budi, 'memberships-02-payment-dialog-en');

    await dialog.getByTestId('payment-left').getByRole('button', { name: 'Cash', exact: true }).click();
    assert.equal(await keypadRupiah(budi), GOLD_PRICE, 'Cash opens on the exact remaining');
    const keypadQuick = (await dialog.getByTestId('quick-amounts').getByRole('button').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(keypadQuick, ['Rp 100.000', 'Rp 200.000', 'Rp 300.000', 'Rp 150.000']);
    // The first digit replaces the proposed amount; after it the keys append.
    await tapKeypad(budi, '2');
    assert.equal(await budi.getByTestId('keypad-amount').inputValue(), '2');
    await tapKeypad(budi, '00000');
    assert.equal(await budi.getByTestId('keypad-amount').inputValue(), '200.000');
    await screenshot(budi, 'memberships-03-payment-keypad-en');
    await dialog.getByTestId('payment-keypad').getByRole('button', { name: 'OK', exact: true }).click();
    assert.equal(await rupiahOf(budi, 'pay-change'), 200_000 - GOLD_PRICE);

    const pulsesBefore = await drawerPulses(app.dataDir(), CASHIER_PRINTER_PORT);
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    const success = budi.getByTestId('membership-payment-success');
    await success.waitFor();
    assert.equal(await success.getByTestId('membership-success-change').inputValue(), `Rp ${groupedRupiah(200_000 - GOLD_PRICE)}`);
    // Cash opens the drawer (OpenDrawer), as an order's cash payment does.
    assert.equal(await waitForDrawerPulse(app.dataDir(), CASHIER_PRINTER_PORT, pulsesBefore), pulsesBefore + 1, 'the cash drawer opened');
    const code = (await success.getByTestId('membership-success-code').innerText()).trim();
    await screenshot(budi, 'memberships-04-payment-success-en');
    await success.getByRole('button', { name: 'Print Receipt' }).click();
    const receipts = await printed.waitForTickets(CASHIER_PRINTER_PORT, new RegExp(code));
    assert.equal(receipts.length, 1, `the membership receipt of ${code} printed`);
    await success.getByRole('button', { name: 'Close' }).click();

    await purchaseRow(budi, code).getByText('Paid', { exact: true }).waitFor();
    await waitForToastsToClose(budi);
    await screenshot(budi, 'memberships-01-screen-en');

    // The same screen and dialog in Indonesian.
    await chooseLanguage(budi, 'Bahasa Indonesia');
    await openMembershipScreen(budi);
    await purchaseRow(budi, code).getByText('Lunas', { exact: true }).waitFor();
    await screenshot(budi, 'memberships-05-screen-id');
    await budi.getByRole('button', { name: 'Membership baru' }).click();
    await chooseCategory(budi, 'Silver');
    await typeCustomer(budi, { name: 'Agus Salim', phone: '081299990002', birthDigits: '01011990' });
    await budi.getByRole('button', { name: 'Buat dan bayar' }).click();
    await budi.getByTestId('membership-payment-dialog').getByTestId('membership-summary').waitFor();
    await screenshot(budi, 'memberships-06-payment-dialog-id');
  });

  it('a customer signs up through the QR on a phone, and the cashier pays that purchase with a quick amount', async () => {
    await openShiftForBudi();
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await openMembershipScreen(budi);
    await budi.getByRole('button', { name: 'Sign-up QR' }).click();
    const qrDialog = budi.getByTestId('signup-qr-dialog');
    await qrDialog.getByRole('button', { name: 'Generate QR' }).click();
    await qrDialog.getByTestId('signup-qr-image').waitFor();
    const url = (await qrDialog.getByTestId('signup-qr-url').innerText()).trim();
    assert.match(url, /\/member-signup\?token=[^&]+&id=\d+/);
    await screenshot(budi, 'memberships-07-signup-qr-en');
    await qrDialog.getByRole('button', { name: 'Print slip' }).click();
    await printed.waitForTickets(CASHIER_PRINTER_PORT, /DAFTAR MEMBER/);
    await qrDialog.getByRole('button', { name: 'Close' }).click();

    // The customer's phone: no login, a phone-sized screen.
    const phone = await app.newTerminal();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(url);
    await phone.getByTestId('member-signup-screen').waitFor();
    await phone.getByTestId('signup-submit').waitFor();
    assert.equal(await phone.locator('[data-scale]').first().getAttribute('data-scale'), '1');
    assert.ok((await phone.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no sideways scrolling on a phone');
    await screenshot(phone, 'memberships-08-phone-signup-en');
    await chooseCategory(phone, 'Gold');
    await typeCustomer(phone, { name: 'Wulan Sari', phone: '081377770001', birthDigits: '23081999' });
    await phone.getByRole('button', { name: 'Sign up' }).click();
    const done = phone.getByTestId('signup-done');
    await done.waitFor();
    const code = (await done.getByTestId('signup-code').innerText()).trim();
    await screenshot(phone, 'memberships-09-phone-signup-done-en');

    // Back at the till: the purchase waits, made by QR; Budi pays it.
    await openMembershipScreen(budi);
    const row = purchaseRow(budi, code);
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Signed up by QR').waitFor();
    await row.getByText('Wulan Sari').waitFor();
    await row.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = budi.getByTestId('membership-payment-dialog');
    await dialog.getByTestId('membership-summary').waitFor();
    assert.equal(await rupiahOf(budi, 'membership-total'), GOLD_PRICE);
    await dialog.getByTestId('quick-cash-200000').click();
    assert.equal(await rupiahOf(budi, 'pay-change'), 200_000 - GOLD_PRICE);
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    const success = budi.getByTestId('membership-payment-success');
    await success.waitFor();
    assert.equal(await success.getByTestId('membership-success-change').inputValue(), `Rp ${groupedRupiah(200_000 - GOLD_PRICE)}`);
    await success.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('Wulan Sari').waitFor();

    // The page of a QR already used shows its code instead of a second form.
    await phone.goto(url);
    await phone.getByTestId('signup-done').getByText(code).waitFor();
  });
});
