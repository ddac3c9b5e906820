import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useProductInBrowser } from './harness.ts';
import { chooseLanguage, signInToBackOffice, type Language } from './backoffice-outlets-steps.ts';
import { openFromNav } from './backoffice-payments-steps.ts';
import { createCategory, createDepartment, createProduct, openCategories, openProducts, productPicture, shootMenu } from './backoffice-menu-steps.ts';
import { apiCall, cashierTokenOf, outletIdOf } from './void-steps.ts';

// Uploads of this run go to a temporary folder, not the repository's data/uploads.
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'kasir-e2e-uploads-'));
const app = useProductInBrowser();

const labels: Record<Language, { products: string; categories: string; newProduct: string }> = {
  en: { products: 'Products', categories: 'Categories', newProduct: 'New product' },
  id: { products: 'Produk', categories: 'Kategori', newProduct: 'Produk baru' },
  zh: { products: '商品', categories: '分类', newProduct: '新建商品' },
};

describe("back office: the owner's menu", () => {
  it('the owner adds a department with a kitchen printer, a category, and a product with a picture sold at one outlet', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openCategories(owner);
    await createDepartment(owner, { name: 'Pastry Bench', printers: ['Kitchen'] });
    const departmentRow = owner.getByTestId('bo-departments').getByRole('row', { name: /Pastry Bench/ });
    assert.match(await departmentRow.innerText(), /Kitchen/i);
    await createCategory(owner, { name: 'Pastries', department: 'Pastry Bench' });
    assert.match(await owner.getByTestId('bo-product-categories').getByRole('row', { name: /Pastries/ }).innerText(), /Pastry Bench/);

    await openProducts(owner);
    await createProduct(owner, { name: 'Pain au Chocolat', price: '23500', outlet: 'Kopi Senja', category: 'Pastries', pictureFile: { name: 'pain.png', buffer: productPicture() }, levelPrices: ['25000'] });
    const row = owner.getByTestId('bo-products').getByRole('row', { name: /Pain au Chocolat/ });
    const text = await row.innerText();
    assert.match(text, /Rp 23\.500/);
    assert.match(text, /Pastries/);
    assert.match(text, /Kopi Senja/i);
    assert.ok(await row.getByRole('img', { name: 'Pain au Chocolat' }).isVisible(), 'the list shows the picture');

    // The till of Kopi Senja sells it at that price with its picture; Grill & Chill does not.
    const aniToken = await cashierTokenOf('ani', '111111');
    const kopiSenja = await outletIdOf(aniToken, 'Kopi Senja');
    const menu = await apiCall<Array<{ Name: string; SellPrice: number; LevelPrices: Record<string, number> | null; Product: { Image: { FileName: string } | null } }>>('GET', '/outletProduct/', aniToken, undefined, kopiSenja);
    const sold = menu.find((product) => product.Name === 'Pain au Chocolat');
    assert.ok(sold, 'Kopi Senja sells it');
    assert.equal(sold.SellPrice, 23_500);
    assert.deepEqual(sold.LevelPrices, { LEVEL1: 25_000 });
    assert.ok(sold.Product.Image?.FileName, 'with its picture');

    // The product opens again with what was saved.
    await row.getByRole('button', { name: 'Edit Pain au Chocolat' }).click();
    const form = owner.getByTestId('bo-product-detail');
    await form.waitFor();
    assert.equal(await form.getByRole('checkbox', { name: 'Sold at Kopi Senja', exact: true }).isChecked(), true);
    assert.equal(await form.getByRole('checkbox', { name: 'Sold at Grill & Chill AYCE', exact: true }).isChecked(), false);
  });

  it('shows the products, product and categories screens in English, Indonesian and Chinese', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      const words = labels[language];
      await chooseLanguage(owner, language);
      await openFromNav(owner, words.products, /\/backoffice\/products$/);
      await owner.getByTestId('bo-products').getByRole('table').waitFor();
      await shootMenu(owner, 'products', language);
      await owner.getByRole('button', { name: words.newProduct, exact: true }).click();
      await owner.getByTestId('bo-product-outlets').waitFor();
      await shootMenu(owner, 'product-new', language);
      await openFromNav(owner, words.categories, /\/backoffice\/categories$/);
      await owner.getByTestId('bo-product-categories').getByRole('table').waitFor();
      await shootMenu(owner, 'categories', language);
    }
  });
});
