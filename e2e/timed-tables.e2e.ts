import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { openTableScreen, waitForTone } from './tables-steps.ts';

/** Grill & Chill's clock (DEMO-DATA: TimeZone 7). */
const OUTLET_OFFSET_MS = 7 * 3_600_000;
/** Time the test needs between choosing the end and the order being saved. */
const SETUP_MARGIN_MS = 40_000;
/** The server's time-up sweep runs every 5 s; the notice may take that long plus delivery. */
const NOTICE_WITHIN_MS = 10_000;

/** The next whole minute at least SETUP_MARGIN_MS away: the side form's end time has minutes only. */
function nextEndMinute(): { at: number; outletHhMm: string } {
  const at = Math.ceil((Date.now() + SETUP_MARGIN_MS) / 60_000) * 60_000;
  return { at, outletHhMm: new Date(at + OUTLET_OFFSET_MS).toISOString().slice(11, 16) };
}

/** Seconds of an 'HH:mm:ss' time left. */
function secondsOf(timeLeft: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = timeLeft.trim().split(':').map(Number);
  return hours * 3_600 + minutes * 60 + seconds;
}

const app = useProductInBrowser();

describe('timed tables: a Billiard table at Grill & Chill', () => {
  it('seats B1 with an end time a minute ahead: both terminals tick the same time, turn red at 00:00:00 and show the notice', { timeout: 180_000 }, async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Citra', '333333', 'Grill & Chill');
    await page.getByTestId('menu-screen').waitFor();
    await startShiftFromBanner(page, '500000');

    await openTableScreen(page);
    await page.getByTestId('area-Billiard').click();
    await page.getByTestId('table-time-icon-B1').waitFor();
    await page.getByTestId('table-B1').click();
    await page.getByTestId('pax-pick-2').click();
    const end = nextEndMinute();
    await typeInto(page.getByTestId('form-end-time'), end.outletHhMm.replace(':', ''));
    await screenshot(page, 'timed-01-side-form');
    await page.getByTestId('table-save').click();
    await page.waitForURL('**/cashier/menu?fromMenu=table');

    await pickProduct(page, 'Ocha Refill');
    await confirmLine(page);
    await page.getByTestId('save-order').click();
    await page.getByTestId('saved-order-close').click();

    await openTableScreen(page);
    await page.getByTestId('area-Billiard').click();
    await waitForTone(page, 'B1', 'ordered', 5_000);
    const timeLeft = page.getByTestId('table-time-left-B1');
    const first = await timeLeft.innerText();
    assert.match(first, /^00:0[01]:\d\d$/);
    await page.waitForFunction(
      ([selector, before]) => document.querySelector(selector)?.textContent !== before,
      ['[data-testid="table-time-left-B1"]', first] as const,
      { timeout: 3_000 },
    );
    await screenshot(page, 'timed-02-ticking');

    // A second terminal counts down to the same server instant: within a second of the first.
    const other = await app.newTerminal();
    await signInAs(other, 'Budi', '222222', 'Grill & Chill');
    await openTableScreen(other);
    await other.getByTestId('area-Billiard').click();
    const otherTimeLeft = other.getByTestId('table-time-left-B1');
    await otherTimeLeft.waitFor();
    const [mine, theirs] = await Promise.all([timeLeft.innerText(), otherTimeLeft.innerText()]);
    assert.ok(Math.abs(secondsOf(mine) - secondsOf(theirs)) <= 1, `A shows ${mine}, B shows ${theirs}`);

    await waitForTone(page, 'B1', 'timeUp', Math.max(0, end.at - Date.now()) + 3_000);
    assert.equal(await timeLeft.innerText(), '00:00:00');
    await page.getByText('Table B1 (Billiard): time is up').first().waitFor({ timeout: NOTICE_WITHIN_MS });
    await screenshot(page, 'timed-03-time-up');
    await waitForTone(other, 'B1', 'timeUp', 3_000);
    await other.getByText('Table B1 (Billiard): time is up').first().waitFor({ timeout: NOTICE_WITHIN_MS });

    // The order shows its first time session, ending at the chosen minute on the outlet clock.
    await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByTestId(/^ongoing-order-/).first().click();
    assert.match(await page.getByTestId('order-detail').innerText(), /2 pax/);
    const session = page.getByTestId('order-time-session').first();
    await session.waitFor();
    assert.match(await session.getByTestId('order-time-session-end').innerText(), new RegExp(`${end.outletHhMm}$`));
    await screenshot(page, 'timed-04-order-session');
  });
});
