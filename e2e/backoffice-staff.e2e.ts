import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, typeInto, useProductInBrowser } from './harness.ts';
import { openEndShiftDialog, openShiftScreen } from './shift-steps.ts';
import { chooseLanguage, signInToBackOffice, type Language } from './backoffice-outlets-steps.ts';
import { fillNewCashier, fillNewRole, openFromMenu, settledDialog, shootStaff } from './backoffice-staff-steps.ts';
import { shotPath } from './docs-shots.ts';

const app = useProductInBrowser();
const menu: Record<Language, { staff: string; roles: string; newCashier: string; newRole: string; resetPin: string }> = {
  en: { staff: 'Staff', roles: 'Roles', newCashier: 'New cashier', newRole: 'New role', resetPin: 'Reset PIN of Rina' },
  id: { staff: 'Karyawan', roles: 'Peran', newCashier: 'Kasir baru', newRole: 'Peran baru', resetPin: 'Atur ulang PIN Rina' },
  zh: { staff: '员工', roles: '角色', newCashier: '新建收银员', newRole: '新建角色', resetPin: '重置 Rina 的 PIN' },
};

describe('back office: staff, roles and PINs', () => {
  it('the owner makes a role and a cashier with a keypad PIN; on another till she signs in and her shift starts by itself', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);

    // A role that starts the shift by itself and signs the cashier out after it.
    await openFromMenu(owner, 'Roles', /\/backoffice\/roles$/);
    const roleDialog = await fillNewRole(owner, {
      name: 'Barista',
      modules: ['Outlet', 'Tables', 'Orders', 'Shift', 'Favourites', 'Products'],
      permissions: [{ label: 'Add orders' }, { label: 'Take payments' }, { label: 'Void orders and delete items', needsPin: true }],
      automaticStartShift: true,
      automaticLogout: true,
    });
    await shootStaff(owner, 'role-editor', 'en');
    await roleDialog.getByRole('button', { name: 'Create' }).click();
    await owner.getByRole('row', { name: /Barista.*0 users/ }).waitFor();

    // A cashier with that role at Kopi Senja; the PIN typed twice on the keypad.
    await openFromMenu(owner, 'Staff', /\/backoffice\/staff$/);
    const cashierDialog = await fillNewCashier(owner, { name: 'Rina', username: 'rina', role: 'Barista', outlet: 'Kopi Senja', pin: '246813' }, () => shootStaff(owner, 'pin', 'en'));
    await shootStaff(owner, 'dialog', 'en');
    await cashierDialog.getByRole('button', { name: 'Create' }).click();
    await owner.getByText('Rina added').waitFor();
    const row = owner.getByTestId('staff-row-rina');
    await row.waitFor();
    assert.match(await row.innerText(), /Rina\s+rina\s+Barista\s+Kopi Senja\s+Active/i);
    await shootStaff(owner, 'list', 'en');

    // On a second till Rina signs in with that PIN; the role starts her shift by itself.
    const till = await app.newTerminal();
    await signInAs(till, 'Rina', '246813', 'Kopi Senja');
    await till.getByText('Shift started automatically').waitFor();
    assert.equal(await till.getByTestId('shift-required-banner').count(), 0, 'no start-shift banner: the shift is open');
    await till.waitForTimeout(500); // the toast's entrance, so the picture shows it
    await till.screenshot({ path: shotPath('backoffice-staff-cashier-autostart-en') });

    // She ends her shift: the role signs her out, back to the cashier choice.
    await openShiftScreen(till);
    assert.match(await till.getByTestId('current-shift-opening').innerText(), /Rp 0/);
    await openEndShiftDialog(till);
    await typeInto(till.getByTestId('end-shift-cash'), '0');
    await till.getByTestId('end-shift-submit').click();
    await till.waitForURL('**/select-cashier');

    // The owner's role list counts her now.
    await openFromMenu(owner, 'Roles', /\/backoffice\/roles$/);
    await owner.getByRole('row', { name: /Barista.*1 user/ }).waitFor();
    await shootStaff(owner, 'roles', 'en');

    // Indonesian and Chinese: the same screens, looked at.
    for (const language of ['id', 'zh'] as const) {
      await chooseLanguage(owner, language);
      await openFromMenu(owner, menu[language].roles, /\/backoffice\/roles$/);
      await shootStaff(owner, 'roles', language);
      await owner.getByRole('button', { name: menu[language].newRole }).click();
      await settledDialog(owner);
      await shootStaff(owner, 'role-editor', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });

      await openFromMenu(owner, menu[language].staff, /\/backoffice\/staff$/);
      await shootStaff(owner, 'list', language);
      await owner.getByRole('button', { name: menu[language].newCashier }).click();
      await settledDialog(owner);
      await shootStaff(owner, 'dialog', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
      await owner.getByRole('button', { name: menu[language].resetPin }).click();
      await settledDialog(owner);
      await shootStaff(owner, 'pin', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await chooseLanguage(owner, 'en');
  });
});
