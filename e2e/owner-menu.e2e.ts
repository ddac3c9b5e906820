import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot, signInAs, useProductInBrowser, waitForToastsToClose } from './harness.ts';
import { signInToBackOffice } from './backoffice-outlets-steps.ts';
import { openFromNav } from './backoffice-payments-steps.ts';
import { createCategory, createDepartment, createProduct, openCategories, openProducts, productPicture } from './backoffice-menu-steps.ts';
import { createAddOn, createBundle } from './backoffice-addons-steps.ts';
import { chooseOrderType, confirmLine, pickProduct, startShiftFromBanner } from './order-steps.ts';
import { printedTickets } from './printer-steps.ts';

// Issue 21's acceptance: what the owner builds in the back office reaches an open till without a
// reload, sells, and its kitchen ticket prints where the owner's new department sends it.
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'kasir-e2e-uploads-'));
const app = useProductInBrowser();
const printed = printedTickets(app.dataDir);

/** Kopi Senja's demo printers (DEMO-DATA.md): Kitchen 9101 takes Food, Snack, Dessert; Bar 9102 Coffee, Non-Coffee. */
const KITCHEN_PORT = 9101;
const BAR_PORT = 9102;

/** The card's picture has arrived and decoded (not the fallback icon). */
async function cardShowsPicture(till: Page, name: string): Promise<boolean> {
  const card = till.getByTestId('product-grid').getByRole('button', { name, exact: true });
  await card.waitFor({ timeout: 10_000 });
  const image = card.locator('img');
  await image.waitFor();
  return image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth > 0, () => false));
}

describe("the owner's menu reaches the till", () => {
  it('the owner makes a category, a product with a picture and two add-ons, and a bundle; an open till sells them and the ticket routes by the new department', async () => {
    // Ani's till is open on Kopi Senja's menu before the owner starts.
    const till = await app.newTerminal();
    await signInAs(till, 'Ani', '111111', 'Kopi Senja');
    await till.getByTestId('menu-screen').waitFor();
    await startShiftFromBanner(till, '500000');
    await waitForToastsToClose(till);

    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    // A new department whose tickets print at the Bar (which so far takes only drinks).
    await openCategories(owner);
    await createDepartment(owner, { name: 'Patisserie', printers: ['Bar'] });
    await createCategory(owner, { name: 'Kue', department: 'Patisserie' });
    await openProducts(owner);
    await createProduct(owner, { name: 'Bolu Pandan', price: '18000', outlet: 'Kopi Senja', category: 'Kue', pictureFile: { name: 'bolu.png', buffer: productPicture([0x6a, 0xa8, 0x4f]) } });
    await openFromNav(owner, 'Add-ons', /\/backoffice\/add-ons$/);
    await createAddOn(owner, { name: 'Keju Parut', price: '3000', products: ['Bolu Pandan'] });
    await createAddOn(owner, { name: 'Meses', price: '2000', products: ['Bolu Pandan'] });
    await openFromNav(owner, 'Bundles', /\/backoffice\/bundles$/);
    await createBundle(owner, { name: 'Paket Bolu Kopi', price: '35000', category: 'Kue', components: [{ product: 'Bolu Pandan', quantity: 1 }, { product: 'Americano', quantity: 1 }] });

    // Without a reload, Ani's menu has the new tab, the product with its picture, and the bundle.
    await till.getByTestId('category-tabs').getByRole('tab', { name: 'Kue', exact: true }).click({ timeout: 10_000 });
    assert.equal(await cardShowsPicture(till, 'Bolu Pandan'), true, 'the card shows the uploaded picture');
    await till.getByTestId('product-grid').getByRole('button', { name: 'Paket Bolu Kopi', exact: true }).waitFor({ timeout: 10_000 });
    await screenshot(till, 'owner-menu-01-till-shows-new-menu');

    // She sells the product with both add-ons, and the bundle.
    await chooseOrderType(till, 'Take Away');
    await pickProduct(till, 'Bolu Pandan');
    const dialog = till.getByTestId('edit-order-product-dialog');
    await dialog.getByRole('button', { name: /Keju Parut/ }).click();
    await dialog.getByRole('button', { name: /Meses/ }).click();
    await confirmLine(till);
    await pickProduct(till, 'Paket Bolu Kopi');
    assert.match(await till.getByTestId('bundle-items').innerText(), /Bolu Pandan[\s\S]*Americano|Americano[\s\S]*Bolu Pandan/);
    await confirmLine(till);
    const addOns = await till.getByTestId('cart-line-add-on').allInnerTexts();
    assert.deepEqual(addOns.map((text) => text.replace(/\s+/g, ' ').trim()), ['+ 1 × Keju Parut (Rp 3.000)', '+ 1 × Meses (Rp 2.000)']);
    // 18.000 + 3.000 + 2.000 + 35.000 before the outlet's charges.
    assert.match(await till.getByTestId('cart-subtotal').innerText(), /58\.000/);
    await screenshot(till, 'owner-menu-02-cart');
    await till.getByTestId('save-order').click();
    await till.getByTestId('saved-order-close').waitFor();
    await till.getByTestId('saved-order-close').click();

    // The kitchen ticket goes where the new department sends it: the Bar, not the Kitchen.
    const bar = await printed.waitForTickets(BAR_PORT, /Bolu Pandan/);
    assert.equal(bar.length, 1, 'one Bar ticket names Bolu Pandan');
    assert.match(bar[0] ?? '', /Keju Parut[\s\S]*Meses|Meses[\s\S]*Keju Parut/);
    assert.match(bar[0] ?? '', /Paket Bolu Kopi/);
    assert.equal((await printed.waitForTickets(KITCHEN_PORT, /Bolu Pandan/, 1, 1500)).length, 0, 'the Kitchen prints none of it');
  });
});
