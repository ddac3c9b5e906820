import type { Locator, Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import type { Language } from './backoffice-outlets-steps.ts';
import { shootScreen } from './docs-shots.ts';

/** Steps of the owner's add-ons and bundles in the back office (issue 21); labels are English. */

/** backoffice-addons-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootAddOns(page: Page, screen: string, language: Language): Promise<void> {
  await shootScreen(page, `backoffice-addons-${screen}-${language}`);
}

/** Picks an option of a searchable select by typing part of its name, as the owner searches. */
async function searchAndPick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.pressSequentially(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * New add-on on the Add-ons screen: name typed, price typed with the keyboard ('5000'), the
 * products that offer it searched and picked, unlimited stock (the default), saved.
 */
export async function createAddOn(page: Page, addOn: { name: string; price: string; products: string[] }): Promise<void> {
  await page.getByRole('button', { name: 'New add-on' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), addOn.name);
  await typeInto(dialog.getByRole('textbox', { name: 'Price' }), addOn.price);
  const products = dialog.getByRole('combobox', { name: 'Offered with' });
  for (const product of addOn.products) await searchAndPick(page, products, product);
  // Closes the product list before saving.
  await dialog.getByRole('textbox', { name: 'Name' }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row', { name: new RegExp(addOn.name) }).first().waitFor();
}

/**
 * New bundle on the Bundles screen: name, category picked, price typed, each component searched,
 * picked and its quantity typed, saved.
 */
export async function createBundle(page: Page, bundle: { name: string; price: string; category: string; components: Array<{ product: string; quantity: number }> }): Promise<void> {
  await page.getByRole('button', { name: 'New bundle' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), bundle.name);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: bundle.category, exact: true }).click();
  await typeInto(dialog.getByRole('textbox', { name: 'Price' }), bundle.price);
  for (const component of bundle.components) {
    await searchAndPick(page, dialog.getByRole('combobox', { name: 'Add a product' }), component.product);
    const quantity = dialog.getByRole('textbox', { name: `Quantity of ${component.product}` });
    await quantity.waitFor();
    await typeInto(quantity, String(component.quantity));
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row', { name: new RegExp(bundle.name) }).first().waitFor();
}
