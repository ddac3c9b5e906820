import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ModuleType } from '@kasir/domain';
import type { RoleDetail } from '@kasir/contracts';
import { typeInto } from './harness.ts';
import { apiCall } from './void-steps.ts';

/** The demo owner's token (the back office's sign-in, through the API). */
export async function ownerTokenOf(): Promise<string> {
  return (await apiCall<{ Token: string }>('POST', '/user/login', null, { Username: 'owner@demo.pos', Password: 'demo1234' })).Token;
}

/**
 * A product of the demo owner that no outlet sells yet, made through the back office's own
 * call (catalog-admin's POST /product with no outlets), as the owner would before a cashier adds it.
 */
export async function createOwnerProduct(ownerToken: string, name: string, sellPrice: number): Promise<number> {
  const product = await apiCall<{ Id: number }>('POST', '/product', ownerToken, { Name: name, SellPrice: sellPrice, Outlets: [] });
  return product.Id;
}

/** Takes one module off a role through the back office's role call (the demo waiter has PRODUCT). */
export async function removeModuleFromRole(ownerToken: string, roleName: string, moduleId: number): Promise<void> {
  const roles = await apiCall<RoleDetail[]>('GET', '/role', ownerToken);
  const role = roles.find((candidate) => candidate.Name === roleName);
  assert.ok(role, `role ${roleName} exists`);
  await apiCall('PUT', `/role/${role.Id}`, ownerToken, {
    Name: role.Name,
    RoleModuleAccesses: role.RoleModuleAccesses.filter((access) => access.ModuleId !== moduleId).map((access) => ({ ModuleId: access.ModuleId })),
    RoleOtherModules: role.RoleOtherModules,
    AutomaticStartShift: role.AutomaticStartShift,
    StartShiftTime: role.StartShiftTime,
    AutomaticLogoutChasier: role.AutomaticLogoutChasier,
  });
}

export const PRODUCT_MODULE = ModuleType.PRODUCT;

/** The navigation rail's entry of /cashier/add-menu (its label in the current language). */
export async function openAddMenu(page: Page, label = 'Add menu'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL('**/cashier/add-menu');
  await page.getByTestId('add-menu-screen').waitFor();
}

/** Types in the add-menu search with the keyboard. */
export async function searchAddMenu(page: Page, text: string): Promise<void> {
  await typeInto(page.getByTestId('add-menu-search'), text);
}

/** Taps digits on the dialog's on-screen keypad, one button at a time. */
export async function tapKeypad(page: Page, digits: string): Promise<void> {
  const keypad = page.getByTestId('add-menu-keypad');
  for (const key of digits.match(/000|\d/g) ?? []) await keypad.getByRole('button', { name: key, exact: true }).click();
}

/** In the open "add outlet product" dialog: the category by its name. */
export async function chooseCategory(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Category|Kategori|分类/ }).or(dialog.getByRole('combobox', { name: /Category|Kategori|分类/ })).first().click();
  await page.getByRole('option', { name, exact: true }).click();
}
