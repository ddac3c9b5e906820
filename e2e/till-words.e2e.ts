import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { printedTickets } from './printer-steps.ts';
import {
  controlsUnderToasts,
  chooseLanguage,
  openFromOrderHistory,
  payInCashViaApi,
  signInWithWrongPassword,
  startShiftFromMenuBanner,
  toasts,
  voidOrderViaApi,
} from './till-words-steps.ts';
import { cashierTokenOf, createDineInOrder, outletIdOf, startShiftViaApi } from './void-steps.ts';

/** Demo printers of Kopi Senja: the Cashier printer (receipts) listens on 9100. */
const CASHIER_PORT = 9100;

const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);

describe('till words and numbers: messages in the chosen language, toasts, history, paid orders', () => {
  it('shows a server error in English, Indonesian and Chinese', async () => {
    const page = await app.newTerminal();
    await page.goto(APP_URL);
    const expected = [
      { language: 'EN', text: 'Wrong username or password', shot: 'till-words-01-error-en' },
      { language: 'ID', text: 'Username atau kata sandi salah', shot: 'till-words-02-error-id' },
      { language: '中文', text: '用户名或密码错误', shot: 'till-words-03-error-zh' },
    ] as const;
    for (const { language, text, shot } of expected) {
      await chooseLanguage(page, language);
      await signInWithWrongPassword(page);
      const toast = toasts(page).filter({ hasText: text });
      await toast.first().waitFor({ timeout: 5000 }).catch(async () => {
        assert.fail(`expected the toast "${text}" in ${language}; toasts are: ${(await toasts(page).allInnerTexts()).join(' | ')}`);
      });
      await page.waitForTimeout(500); // the toast's drop-in transition
      await screenshot(page, shot);
    }
    // Three toasts stacked on the sign-in screen still leave its buttons and language switch free.
    assert.deepEqual(await controlsUnderToasts(page), { covered: [], blocked: [] });
  });

  it('a success toast covers no button, and stays behind when the cashier changes screen', async () => {
    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await page.getByTestId('menu-screen').waitFor();
    await startShiftFromMenuBanner(page, '500000');
    const started = toasts(page).filter({ hasText: 'Shift started' });
    await started.first().waitFor();
    assert.deepEqual(await controlsUnderToasts(page), { covered: [], blocked: [] }, 'a toast lies over no button and blocks none');
    await screenshot(page, 'till-words-04-success-toast');
    // The rail's Orders link is a tap away at once, toast or not; the success toast does not follow.
    await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Orders', exact: true }).click({ timeout: 2000 });
    await page.waitForURL('**/cashier/order');
    await started.first().waitFor({ state: 'detached', timeout: 1500 });
    await screenshot(page, 'till-words-05-next-screen');
  });

  it('order history names statuses and shows money', async () => {
    const token = await cashierTokenOf('budi', '222222');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    await startShiftViaApi(token, outletId).catch(() => undefined);
    const order = await createDineInOrder(token, outletId, [{ name: 'Americano', quantity: 2 }]);
    await voidOrderViaApi(token, outletId, order.Id, 'Salah input');

    const page = await app.newTerminal();
    await signInAs(page, 'Budi', '222222', 'Kopi Senja');
    await openFromOrderHistory(page, order.OrderNo, 'till-words-06-order-history-list');
    const trail = page.getByTestId('audit-trail');
    await trail.waitFor();
    const text = await trail.innerText();
    await trail.scrollIntoViewIfNeeded();
    await screenshot(page, 'till-words-06-order-history-audit');
    assert.match(text, /Status: Ordered → Canceled/);
    assert.match(text, /Total: Rp \d{1,3}(\.\d{3})*(,\d\d)? → –/);
    assert.doesNotMatch(text, /\b2 → 6\b/);
  });

  it('a paid order shows how it was paid and reprints its receipt', async () => {
    const token = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    await startShiftViaApi(token, outletId).catch(() => undefined);
    const order = await createDineInOrder(token, outletId, [{ name: 'Americano', quantity: 2 }]);
    await payInCashViaApi(token, outletId, order.Id, 100_000);

    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    await openFromOrderHistory(page, order.OrderNo);
    const paid = page.getByTestId('order-payments');
    await paid.waitFor();
    const text = await paid.innerText();
    await screenshot(page, 'till-words-07-paid-order');
    assert.match(text, /Cash\s+Rp 100\.000/);
    assert.match(text, /Change\s+Rp \d{1,3}(\.\d{3})*/);
    assert.match(text, /Ani/);
    assert.match(text, /\d{2}:\d{2}/);
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('ID', { exact: true }).click();
    await paid.getByText('Kembalian').waitFor();
    await screenshot(page, 'till-words-08-paid-order-id');
    await page.getByRole('radiogroup', { name: 'Bahasa' }).getByText('EN', { exact: true }).click();
    await paid.getByText('Change').waitFor();

    const before = (await printed.ticketTexts(CASHIER_PORT)).filter((ticket) => ticket.includes('REPRINT')).length;
    await paid.getByRole('button', { name: 'Reprint receipt' }).click();
    const reprints = await printed.waitForTickets(CASHIER_PORT, /REPRINT/, before + 1);
    assert.equal(reprints.length, before + 1, 'one reprinted receipt');
    assert.match(reprints.at(-1) ?? '', new RegExp(order.OrderNo));
  });
});
