import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, typeInto, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import {
  chooseLanguage,
  createOutlet,
  dialogSettled,
  openOutletFromList,
  openOutlets,
  pickerOutletNames,
  shootBackOffice,
  signInToBackOffice,
  tab,
  toggleSuspension,
  type Language,
} from './backoffice-outlets-steps.ts';
import { shotPath } from './docs-shots.ts';

const app = useProductInBrowser();
const newOutletLabel: Record<Language, string> = { en: 'New outlet', id: 'Outlet baru', zh: '新建门店' };
const suspendedMessage: Record<Language, string> = {
  en: 'Outlet Grill & Chill AYCE was suspended by the owner. Choose another outlet.',
  id: 'Outlet Grill & Chill AYCE ditangguhkan oleh pemilik. Pilih outlet lain.',
  zh: '门店 Grill & Chill AYCE 已被店主停用，请选择其他门店。',
};

describe('back office: outlets', () => {
  it('creates and edits an outlet, and a suspension signs the outlet’s cashier out with a clear message', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openOutlets(owner);
    assert.ok(await owner.getByRole('row', { name: /Kopi Senja Lama.*Suspended/ }).isVisible(), 'the demo’s suspended outlet is marked');

    // Create: the new outlet opens, and the header's picker offers it at once.
    await createOutlet(owner, { name: 'Warung Pagi', address: 'Jl. Asia Afrika 8, Bandung', type: 'All you can eat' });
    assert.ok((await pickerOutletNames(owner)).includes('Warung Pagi'), 'the header picker lists the new outlet');

    // Edit: a new name and printer v2, saved, shown in the list.
    await typeInto(owner.getByRole('textbox', { name: 'Name' }), 'Warung Pagi Sore');
    await owner.getByRole('switch', { name: /Printer v2/ }).click({ force: true });
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.getByRole('heading', { name: 'Warung Pagi Sore', exact: true }).waitFor();

    // Order types: Take Away rounded at price level 2.
    await tab(owner, 'Order types').click();
    const takeAway = owner.getByTestId('order-type-2');
    await takeAway.getByRole('switch', { name: 'Rounded' }).click({ force: true });
    await typeInto(takeAway.getByRole('textbox', { name: 'Price level' }), '2');
    await takeAway.getByRole('button', { name: /Save/ }).click();
    await owner.getByText('Take Away saved').waitFor();

    // Settings: at least 4 hours' notice for reservations.
    await tab(owner, 'Settings').click();
    await typeInto(owner.getByRole('textbox', { name: /Minimum hours before a reservation/ }), '4');
    // The outlet's own Save toasted "Saved" too: let it go, so the one awaited is the settings'.
    await waitForToastsToClose(owner);
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.getByText('Saved', { exact: true }).waitFor();

    await owner.getByRole('button', { name: 'Back' }).click();
    await owner.getByRole('row', { name: /Warung Pagi Sore.*All you can eat/ }).waitFor();

    // A cashier works at Grill & Chill on another terminal; the owner suspends that outlet: the
    // cashier lands on the outlet choice with the reason in their language. Three rounds, one per language.
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Grill & Chill');
    await openOutletFromList(owner, 'Grill & Chill AYCE');
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      if (language !== 'en') {
        // Back at the outlet choice: the cashier picks the language, then Grill & Chill again.
        await chooseLanguage(till, language);
        await till.getByRole('button', { name: /Grill & Chill/ }).first().click();
        await till.waitForURL('**/cashier/menu');
      }
      await toggleSuspension(owner, 'Suspend');
      await owner.getByText('Grill & Chill AYCE is suspended').first().waitFor();

      await till.waitForURL('**/select-outlet');
      await till.getByText(suspendedMessage[language]).first().waitFor();
      assert.equal(await till.getByRole('button', { name: /Grill & Chill/ }).count(), 0, `the suspended outlet is not offered (${language})`);
      assert.ok(await till.getByRole('button', { name: /Kopi Senja/ }).first().isVisible(), 'the cashier may choose another outlet');
      assert.equal(new URL(till.url()).pathname, '/select-outlet');
      await till.screenshot({ path: shotPath(`backoffice-outlets-cashier-suspended-${language}`) });

      // Lifted, the cashier may choose it again.
      await toggleSuspension(owner, 'Lift suspension');
      await owner.getByText('Grill & Chill AYCE is open to cashiers again').first().waitFor();
      await till.reload();
      await till.getByRole('button', { name: /Grill & Chill/ }).first().waitFor();
    }
  });

  it('shows the outlet screens in English, Indonesian and Chinese', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openOutlets(owner);
    await openOutletFromList(owner, 'Kopi Senja');
    const outletPage = owner.url();
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      await chooseLanguage(owner, language);
      await owner.goto(outletPage.replace(/\/\d+$/, ''));
      await owner.getByRole('table').waitFor();
      await shootBackOffice(owner, 'list', language);
      await owner.getByRole('button', { name: newOutletLabel[language], exact: true }).click();
      await dialogSettled(owner);
      await shootBackOffice(owner, 'create', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
      await owner.goto(outletPage);
      await owner.getByRole('heading', { name: 'Kopi Senja', exact: true }).waitFor();
      await shootBackOffice(owner, 'details', language);
      await owner.getByRole('switch').first().click({ force: true });
      await dialogSettled(owner);
      await shootBackOffice(owner, 'suspend-confirm', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
      await owner.getByRole('tab').nth(1).click();
      await owner.getByTestId('order-type-1').waitFor();
      await shootBackOffice(owner, 'order-types', language);
      await owner.getByRole('tab').nth(2).click();
      await owner.getByRole('button', { name: /Save settings|Simpan pengaturan|保存设置/ }).waitFor();
      await shootBackOffice(owner, 'settings', language);
    }
  });
});
