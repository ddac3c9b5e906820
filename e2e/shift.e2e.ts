import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { addCashFlow, chooseNextCashier, openEndShiftDialog, openShiftScreen, startShift, toastWith } from './shift-steps.ts';

/** Toasts slide in; the screenshot waits until they stand still. */
const TOAST_SETTLE_MS = 500;

const app = useProductInBrowser();

describe('shift: start → cash in → end with a difference → history; pass to another cashier', () => {
  it('runs a whole shift and finds it in the history with its difference', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    // No shift yet: the shell asks for one without blocking the screen.
    await page.getByTestId('shift-required-banner').waitFor();
    await screenshot(page, 'shift-01-banner-no-shift');

    await openShiftScreen(page);
    await startShift(page, '500000');
    assert.equal(await page.getByTestId('current-shift-opening').innerText(), 'Rp 500.000');
    assert.equal(await page.getByTestId('shift-required-banner').count(), 0);
    await screenshot(page, 'shift-02-started');

    await addCashFlow(page, 'in', '50000', 'Tambah uang kecil');
    await page.getByTestId('cash-flow-row').first().waitFor();
    await page.getByText('Rp 550.000').first().waitFor();
    assert.match(await page.getByTestId('cash-flow-total').innerText(), /Rp 50\.000/);
    assert.equal(await page.getByTestId('current-shift-expected').innerText(), 'Rp 550.000');
    await screenshot(page, 'shift-03-cash-in');

    await openEndShiftDialog(page);
    await page.getByTestId('end-shift-submit').click();
    await page.getByText('Please input End Cash').waitFor();
    // Spec §5: negative input is cleared, not made positive: a typed minus leaves the field empty.
    await typeInto(page.getByTestId('end-shift-cash'), '-');
    assert.equal(await page.getByTestId('end-shift-cash').inputValue(), '');
    await typeInto(page.getByTestId('end-shift-cash'), '540000');
    assert.equal(await page.getByTestId('end-shift-expected').innerText(), 'Rp 550.000');
    assert.equal(await page.getByTestId('end-shift-counted').innerText(), 'Rp 540.000');
    assert.equal(await page.getByTestId('end-shift-difference').innerText(), '-Rp 10.000');
    await page.getByTestId('end-shift-note').fill('Kurang 10 ribu');
    await screenshot(page, 'shift-04-end-dialog');

    await page.getByTestId('end-shift-submit').click();
    await toastWith(page, 'The shift has ended!');
    await page.getByTestId('no-current-shift').waitFor();

    const row = page.getByTestId('shift-history-row').filter({ hasText: 'Ani' }).first();
    await row.waitFor();
    assert.equal(await row.getByTestId('shift-history-difference').innerText(), '-Rp 10.000');
    await row.getByTestId('shift-history-toggle').click();
    const shiftId = await row.getAttribute('data-shift-id');
    const detail = page.getByTestId(`shift-transaction-${shiftId}`);
    await detail.waitFor();
    assert.match(await detail.innerText(), /Kurang 10 ribu/);
    await screenshot(page, 'shift-05-history');
  });

  it('passes the shift to another cashier, who continues with the counted cash', async () => {
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await openShiftScreen(budi);
    await startShift(budi, '300000');

    await openEndShiftDialog(budi);
    await typeInto(budi.getByTestId('end-shift-cash'), '320000');
    await budi.getByTestId('end-shift-pass-switch').click();
    await budi.getByTestId('pass-shift-cashier').waitFor();
    await budi.getByTestId('end-shift-submit').click();
    await budi.getByText('Please select Next Cashier').waitFor();
    await chooseNextCashier(budi, /Ani/);
    await budi.getByTestId('end-shift-submit').click();
    await budi.getByText('Please Input PIN!').waitFor();
    await typeInto(budi.getByTestId('pass-shift-pin'), '111111');
    await screenshot(budi, 'shift-06-pass-dialog');

    await budi.getByTestId('end-shift-submit').click();
    await toastWith(budi, 'Shift passed to Ani!');
    // This terminal stays Budi's (his token was never swapped), now without a shift.
    assert.equal(await budi.getByTestId('current-cashier').innerText(), 'Budi');
    await budi.getByTestId('no-current-shift').waitFor();
    await screenshot(budi, 'shift-07-passed');

    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openShiftScreen(ani);
    await ani.getByTestId('current-shift').waitFor();
    assert.equal(await ani.getByTestId('current-shift-opening').innerText(), 'Rp 320.000');
    await screenshot(ani, 'shift-08-next-cashier');

    // Ani has an open shift now: a second hand-over to her is refused and changes nothing.
    await startShift(budi, '100000');
    await openEndShiftDialog(budi);
    await typeInto(budi.getByTestId('end-shift-cash'), '100000');
    await budi.getByTestId('end-shift-pass-switch').click();
    await chooseNextCashier(budi, /Ani/);
    await typeInto(budi.getByTestId('pass-shift-pin'), '111111');
    await budi.getByTestId('end-shift-submit').click();
    await toastWith(budi, 'Cannot pass shift to Ani, already have active shift.');
    await budi.waitForTimeout(TOAST_SETTLE_MS);
    await screenshot(budi, 'shift-09-pass-refused');
    await budi.getByTestId('end-shift-cancel').click();
    assert.equal(await budi.getByTestId('current-shift-opening').innerText(), 'Rp 100.000');
  });
});
