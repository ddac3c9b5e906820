import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { openTableScreen, seatTable, waitForTone } from './tables-steps.ts';

/** Issue 5: terminal B sees a table A seated within a second. */
const LOCK_VISIBLE_WITHIN_MS = 1_000;

const app = useProductInBrowser();

describe('tables: two terminals at once', () => {
  it('terminal A seats T3; terminal B sees T3 locked within a second and cannot seat it', async () => {
    const terminalA = await app.newTerminal();
    const terminalB = await app.newTerminal();
    await signInAs(terminalA, 'Ani', '111111', 'Kopi Senja');
    await signInAs(terminalB, 'Budi', '222222', 'Kopi Senja');
    await openTableScreen(terminalA);
    await openTableScreen(terminalB);
    await waitForTone(terminalB, 'T3', 'empty', 5_000);
    await screenshot(terminalB, 'tables-01-floor-plan');

    await seatTable(terminalA, 'T3', 2);
    const seatedAt = Date.now();
    await waitForTone(terminalB, 'T3', 'filled', LOCK_VISIBLE_WITHIN_MS);
    const seenAfterMs = Date.now() - seatedAt;
    assert.ok(seenAfterMs <= LOCK_VISIBLE_WITHIN_MS, `B saw the lock after ${seenAfterMs} ms`);
    assert.match(await terminalB.getByTestId('table-T3').innerText(), /Ani/);
    await screenshot(terminalB, 'tables-02-locked-by-ani');

    // B cannot take it: the plan refuses and names the holder; the form stays empty.
    await terminalB.getByTestId('table-T3').click();
    await terminalB.getByText('Table T3 is being used by Ani').first().waitFor();
    assert.equal(await terminalB.getByTestId('form-table-name').inputValue(), '');
    await screenshot(terminalB, 'tables-03-refused');

    // A coming back to the plan finds T3 its own: it can choose it again.
    await openTableScreen(terminalA);
    await waitForTone(terminalA, 'T3', 'filled', 5_000);
    await terminalA.getByTestId('table-T3').click();
    assert.equal(await terminalA.getByTestId('form-table-name').inputValue(), 'T3');
    await screenshot(terminalA, 'tables-04-own-table');
  });

  it('books a reservation for tomorrow, then lists the order history', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Budi', '222222', 'Kopi Senja');
    await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Reservations', exact: true }).click();
    await page.getByTestId('reservation-screen').waitFor();
    await page.locator('[data-testid="reservations-table"], [data-testid="reservations-empty"]').first().waitFor();
    await page.getByTestId('reservation-new').click();
    await page.getByTestId('reservation-area').click();
    await page.getByRole('option', { name: 'Indoor', exact: true }).click();
    await page.getByTestId('reservation-table').click();
    await page.getByRole('option', { name: 'T5', exact: true }).click();
    await page.getByTestId('reservation-name').fill('Sari E2E');
    await page.getByTestId('reservation-phone').fill('081200000002');
    // Tomorrow on the outlet clock (Kopi Senja is UTC+7).
    const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('reservation-date').fill(tomorrow);
    await page.getByTestId('reservation-time').fill('19:00');
    await page.getByTestId('reservation-pax-4').click();
    await screenshot(page, 'tables-05-reservation-form');
    await page.getByTestId('reservation-submit').click();
    await page.getByTestId('reservation-dialog').waitFor({ state: 'detached' });
    const row = page.getByTestId('reservation-row').filter({ hasText: 'Sari E2E' });
    await row.waitFor();
    assert.match(await row.innerText(), /Indoor · T5/);
    await screenshot(page, 'tables-06-reservations');
    await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Order history', exact: true }).click();
    await page.getByTestId('order-history-screen').waitFor();
    await page.locator('[data-testid="history-table"], [data-testid="history-empty"]').first().waitFor();
    await screenshot(page, 'tables-07-order-history');
  });

  it('merges T1+T2 under one order from Manage table and pays it once: both tables are empty again', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Budi', '222222', 'Kopi Senja');
    await page.getByTestId('menu-screen').waitFor();
    await startShiftFromBanner(page, '500000');
    await openTableScreen(page);
    await seatTable(page, 'T1', 2);
    await pickProduct(page, 'Es Kopi Susu');
    await confirmLine(page);
    await page.getByTestId('save-order').click();
    await page.getByTestId('saved-order-close').click();

    // Manage table on the ordered T1: merge the empty T2 into its order (only EMPTY tables are targets, spec §5).
    await openTableScreen(page);
    await waitForTone(page, 'T1', 'ordered', 5_000);
    await page.getByTestId('table-T1').click();
    await page.getByTestId('manage-merge').click();
    await page.getByTestId('merge-table-0-area').click();
    await page.getByRole('option', { name: 'Indoor', exact: true }).click();
    await page.getByTestId('merge-table-0-table').click();
    await page.getByRole('option', { name: 'T2', exact: true }).click();
    await screenshot(page, 'tables-08-merge-t2-into-t1');
    await page.getByTestId('merge-table-submit').click();
    await page.getByTestId('merge-table-dialog').waitFor({ state: 'detached' });
    await waitForTone(page, 'T2', 'ordered', 5_000);
    await screenshot(page, 'tables-09-merged');

    // One payment for the merged order, from View order.
    await page.getByTestId('table-T2').click();
    await page.getByTestId('manage-table-dialog').getByRole('button', { name: 'View order', exact: true }).click();
    await page.getByTestId('order-detail').waitFor();
    assert.match(await page.getByTestId('order-detail').innerText(), /T1/);
    assert.match(await page.getByTestId('order-detail').innerText(), /T2/);
    await page.getByTestId('open-payment').click();
    await page.getByTestId('method-cash').click();
    await page.getByTestId('quick-amount-100000').click();
    await page.getByTestId('keypad-ok').click();
    await screenshot(page, 'tables-10-pay-once');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('payment-success').waitFor();
    await page.getByTestId('payment-success-close').click();

    await openTableScreen(page);
    await waitForTone(page, 'T1', 'empty', 5_000);
    await waitForTone(page, 'T2', 'empty', 5_000);
    await screenshot(page, 'tables-11-both-empty');
  });
});
