import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, screenshot, signInAs, typePin, useProductInBrowser } from './harness.ts';

const app = useProductInBrowser();

describe('session: login → cashier + PIN → outlet → menu → lock → wrong PIN → PIN → back', () => {
  it('walks the whole session flow', async () => {
    const page = await app.newTerminal();
    await page.goto(APP_URL);
    await page.locator('input[name="username"]').waitFor();
    await screenshot(page, '01-login');
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    assert.equal(await page.getByTestId('current-cashier').innerText(), 'Ani');
    assert.match(await page.getByTestId('current-outlet').innerText(), /Kopi Senja/);
    await screenshot(page, '02-cashier-menu');

    await page.getByTestId('lock-button').click();
    await page.waitForURL('**/lock');
    await page.getByTestId('lock-screen').waitFor();
    await screenshot(page, '03-lock');

    // The lock lives on the server: a reload stays on the lock screen.
    await page.reload();
    await page.getByTestId('lock-screen').waitFor();
    assert.match(page.url(), /\/lock$/);

    await typePin(page, '000000');
    await page.getByText('Wrong PIN').first().waitFor();
    assert.match(page.url(), /\/lock$/);
    await screenshot(page, '04-lock-wrong-pin');

    await typePin(page, '111111');
    await page.waitForURL('**/cashier/menu');
    assert.equal(await page.getByTestId('current-cashier').innerText(), 'Ani');
  });

  it('hides the suspended outlet and the outlets outside the cashier’s role', async () => {
    const page = await app.newTerminal();
    await page.goto(APP_URL);
    await page.locator('input[name="username"]').fill('owner@demo.pos');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/select-cashier');
    await page.getByRole('button', { name: /Citra/ }).first().click();
    await typePin(page, '333333');
    await page.waitForURL('**/select-outlet');
    await page.getByRole('button', { name: /Grill & Chill AYCE/ }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: /Kopi Senja/ }).count(), 0);
    await screenshot(page, '05-select-outlet');
  });
});
