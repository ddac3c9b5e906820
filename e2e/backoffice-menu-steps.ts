import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import type { Language } from './backoffice-outlets-steps.ts';
import { openFromNav, pickOption, squarePng, uploadThroughChooser } from './backoffice-payments-steps.ts';
import { shootScreen } from './docs-shots.ts';

/**
 * Steps of the owner's menu in the back office (issue 21): departments with their kitchen
 * printers, categories, and products with a picture, a price and the outlets that sell them.
 * Each acts as the owner does (English labels): taps, types with the keyboard, picks from lists.
 */

/** backoffice-menu-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shootMenu(page: Page, screen: string, language: Language): Promise<void> {
  await shootScreen(page, `backoffice-menu-${screen}-${language}`);
}

/** A small real PNG (a square of one colour) to upload as a product picture. */
export const productPicture = (rgb: [number, number, number] = [0xd9, 0x8a, 0x2b]): Buffer => squarePng(32, rgb);

export async function openCategories(page: Page): Promise<void> {
  await openFromNav(page, 'Categories', /\/backoffice\/categories$/);
  await page.getByTestId('bo-product-categories').getByRole('table').waitFor();
}

export async function openProducts(page: Page): Promise<void> {
  await openFromNav(page, 'Products', /\/backoffice\/products$/);
  await page.getByTestId('bo-products').getByRole('table').waitFor();
}

/** On the categories screen: a new department whose kitchen tickets print on the printers named. */
export async function createDepartment(page: Page, department: { name: string; printers: string[] }): Promise<void> {
  await page.getByRole('button', { name: 'New department', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), department.name);
  for (const printer of department.printers) await dialog.getByRole('checkbox', { name: new RegExp(`^${printer} \\(`) }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('bo-departments').getByRole('row', { name: new RegExp(department.name) }).waitFor();
}

/** On the categories screen: a new category, in a department when one is named. */
export async function createCategory(page: Page, category: { name: string; department?: string }): Promise<void> {
  await page.getByRole('button', { name: 'New category', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), category.name);
  if (category.department) await pickOption(dialog, page, 'Department', category.department);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('bo-product-categories').getByRole('row', { name: new RegExp(category.name) }).waitFor();
}

export type NewProduct = {
  name: string;
  /** Typed on the keyboard as the owner would: '23500'. */
  price: string;
  /** The outlet that sells it and the category it is in there. */
  outlet: string;
  category: string;
  pictureFile?: { name: string; buffer: Buffer };
  description?: string;
  /** LEVEL{n} prices typed in order: ['25000'] sets LEVEL1. */
  levelPrices?: string[];
};

/** From the products list: "New product", fills the form, makes it available at one outlet, saves. */
export async function createProduct(page: Page, product: NewProduct): Promise<void> {
  await page.getByRole('button', { name: 'New product', exact: true }).click();
  const form = page.getByTestId('bo-product-detail');
  await form.waitFor();
  await typeInto(form.getByRole('textbox', { name: /^Name/ }), product.name);
  if (product.description) await typeInto(form.getByRole('textbox', { name: 'Description' }), product.description);
  if (product.pictureFile) {
    await uploadThroughChooser(page, form, 'Upload image', { name: product.pictureFile.name, mimeType: 'image/png', buffer: product.pictureFile.buffer });
    await form.getByRole('img', { name: `Image of ${product.name}` }).waitFor();
  }
  await typeInto(form.getByRole('textbox', { name: /^Price\s*\*?$/ }), product.price);
  for (const [index, price] of (product.levelPrices ?? []).entries()) {
    await form.getByRole('button', { name: 'Add price level' }).click();
    await typeInto(form.getByRole('textbox', { name: `Level ${index + 1}` }), price);
  }
  await form.getByRole('checkbox', { name: `Sold at ${product.outlet}`, exact: true }).check();
  await pickOption(form, page, `Category at ${product.outlet}`, product.category);
  await form.getByRole('button', { name: 'Save product' }).click();
  await page.waitForURL(/\/backoffice\/products$/);
  await page.getByTestId('bo-products').getByRole('row', { name: new RegExp(product.name) }).waitFor();
}
