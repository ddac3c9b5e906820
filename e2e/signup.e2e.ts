import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_URL, useProductInBrowser } from './harness.ts';
import { chooseLanguage, fieldErrors, shoot, typeSignUpForm } from './signup-steps.ts';

// Start empty (issue 20): no demo owner, so the only way in is to sign up. The harness hands
// process.env to the product it starts.
process.env.KASIR_SEED = 'none';
const app = useProductInBrowser();

const owner = { name: 'Sri Wahyuni', email: 'sri@warung-gudeg.id', password: 'gudeg-enak-2026' };

describe('a restaurant signs up on an empty server', () => {
  it('the login page offers "Create a business"; the form, typed, opens the back office on the setup wizard', async () => {
    // Nobody can sign in yet: the demo owner was never seeded.
    const demoLogin = await fetch(`${APP_URL}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Username: 'owner@demo.pos', Password: 'demo1234' }) });
    assert.equal(demoLogin.status, 401);

    const page = await app.newTerminal();
    await page.goto(APP_URL);
    await page.getByRole('link', { name: 'Back office' }).waitFor();
    await page.getByRole('link', { name: 'Create a business' }).waitFor();
    for (const language of ['id', 'zh', 'en'] as const) {
      await chooseLanguage(page, language);
      await page.waitForTimeout(300);
      await shoot(page, 'backoffice-signup', 'login', language);
    }
    await page.getByRole('link', { name: 'Create a business' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create your business' }).waitFor();

    // The screen in three languages, empty and then with what the form says about wrong input.
    for (const language of ['id', 'zh', 'en'] as const) {
      await chooseLanguage(page, language);
      await page.waitForTimeout(300);
      await shoot(page, 'backoffice-signup', 'form', language);
    }

    await typeSignUpForm(page, { name: owner.name, email: 'sri@warung', password: 'short', confirm: 'other' });
    await page.getByRole('button', { name: 'Create business' }).click();
    assert.deepEqual(await fieldErrors(page), ['Enter a valid e-mail address', 'The password needs at least 8 characters']);
    await shoot(page, 'backoffice-signup', 'errors', 'en');

    await typeSignUpForm(page, { ...owner, email: 'Sri@Warung-Gudeg.id' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/backoffice/setup');
    // The back office frame, signed in as the new owner (the wizard itself is another test's).
    await page.getByRole('heading', { name: 'Back office', exact: true }).waitFor();
    await page.getByText(owner.name, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // The same e-mail again, in other letters, from another terminal: refused under the field.
    const second = await app.newTerminal();
    await second.goto(`${APP_URL}/signup`);
    await typeSignUpForm(second, { name: 'Someone Else', email: 'SRI@warung-gudeg.ID', password: 'another-password' });
    await second.getByRole('button', { name: 'Create business' }).click();
    await second.getByText('This e-mail address already has an account. Sign in instead.').waitFor();
    assert.match(second.url(), /\/signup$/);
    await shoot(second, 'backoffice-signup', 'taken', 'en');

    // The new owner signs the terminal in on the login page with the address as typed at sign-up, lower-cased.
    const terminal = await app.newTerminal();
    await terminal.goto(APP_URL);
    await terminal.locator('input[name="username"]').pressSequentially(owner.email);
    await terminal.locator('input[name="password"]').pressSequentially(owner.password);
    await terminal.getByRole('button', { name: 'Sign in' }).click();
    await terminal.waitForURL('**/select-cashier');
  });
});
