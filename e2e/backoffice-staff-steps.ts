import type { Locator, Page } from 'playwright-core';
import { typeInto, typePin } from './harness.ts';
import type { Language } from './backoffice-outlets-steps.ts';
import { shootScreen } from './docs-shots.ts';

/** Steps of staff, roles and PINs in the back office (issue 20). */
/** backoffice-staff-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootStaff(page: Page, screen: string, language: Language, options: { keepToasts?: boolean } = {}): Promise<void> {
  await shootScreen(page, `backoffice-staff-${screen}-${language}`, options);
}

/** A back-office menu entry, by its label in the current language. */
export async function openFromMenu(page: Page, label: string, path: RegExp): Promise<void> {
  await page.getByRole('link', { name: label, exact: true }).first().click().catch(async () => {
    await page.getByText(label, { exact: true }).first().click();
  });
  await page.waitForURL(path);
  await page.getByRole('table').waitFor();
}

/** The dialog on screen, once its opening transition is over (a screenshot mid-fade shows it faded). */
export async function settledDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(600);
  return dialog;
}

export type RoleDraft = {
  name: string;
  modules: string[];
  permissions: Array<{ label: string; needsPin?: boolean }>;
  automaticStartShift?: boolean;
  automaticLogout?: boolean;
};

/** New role: name typed, screens and permissions ticked, flags switched; returns before Create so a screenshot can be taken. */
export async function fillNewRole(page: Page, role: RoleDraft): Promise<Locator> {
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = await settledDialog(page);
  await typeInto(dialog.getByRole('textbox', { name: 'Role name' }), role.name);
  for (const module of role.modules) await dialog.getByRole('checkbox', { name: module, exact: true }).check({ force: true });
  for (const permission of role.permissions) {
    await dialog.getByRole('checkbox', { name: permission.label, exact: true }).check({ force: true });
    if (permission.needsPin) await dialog.getByRole('switch', { name: `${permission.label}: Needs PIN` }).check({ force: true });
  }
  if (role.automaticStartShift) await dialog.getByRole('switch', { name: /Start the shift automatically/ }).check({ force: true });
  if (role.automaticLogout) await dialog.getByRole('switch', { name: /Sign the cashier out after the shift/ }).check({ force: true });
  return dialog;
}

/** New cashier: fields typed, role and outlet chosen, the PIN typed twice on the keypad; returns the dialog before Create. */
export async function fillNewCashier(page: Page, cashier: { name: string; username: string; role: string; outlet: string; pin: string }, onPinPad?: () => Promise<void>): Promise<Locator> {
  await page.getByRole('button', { name: 'New cashier' }).click();
  const dialog = await settledDialog(page);
  await typeInto(dialog.getByRole('textbox', { name: 'Name', exact: true }), cashier.name);
  await typeInto(dialog.getByRole('textbox', { name: 'Username' }), cashier.username);
  await dialog.getByTestId('staff-role').click();
  await page.getByRole('option', { name: cashier.role, exact: true }).click();
  await dialog.getByRole('checkbox', { name: cashier.outlet, exact: true }).check({ force: true });
  await dialog.getByRole('button', { name: 'Set PIN' }).click();
  await dialog.getByText('Type the new 6-digit PIN').waitFor();
  await typePin(page, cashier.pin);
  await dialog.getByText('Type the same PIN again').waitFor();
  if (onPinPad) await onPinPad();
  await typePin(page, cashier.pin);
  await dialog.getByText('PIN set', { exact: true }).waitFor();
  return dialog;
}
