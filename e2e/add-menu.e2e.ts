import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage, shootScreen, type Language } from './docs-shots.ts';
import { PRODUCT_MODULE, chooseCategory, createOwnerProduct, openAddMenu, ownerTokenOf, removeModuleFromRole, searchAddMenu, tapKeypad } from './add-menu-steps.ts';
import { apiCall, cashierTokenOf, outletIdOf } from './void-steps.ts';

const app = useProductInBrowser();

const addMenuLabel: Record<Language, string> = { en: 'Add menu', id: 'Tambah menu', zh: '添加菜品' };

describe('/cashier/add-menu: a cashier puts one of the owner’s products on this outlet’s menu', () => {
  it('Ani adds it with a keypad price; Budi’s open menu shows it without reload; a waiter without PRODUCT is refused', async () => {
    const ownerToken = await ownerTokenOf();
    await createOwnerProduct(ownerToken, 'Kopi Gula Aren Spesial', 21_000);

    // Budi's till has the menu open at Kopi Senja.
    const budi = await app.newTerminal();
    await signInAs(budi, 'Budi', '222222', 'Kopi Senja');
    await budi.getByRole('button', { name: 'Americano' }).first().waitFor();
    assert.equal(await budi.getByRole('button', { name: 'Kopi Gula Aren Spesial' }).count(), 0);

    // Ani (cashier role, PRODUCT module) finds it by typing in the search and taps it.
    const ani = await app.newTerminal();
    await signInAs(ani, 'Ani', '111111', 'Kopi Senja');
    await openAddMenu(ani);
    await searchAddMenu(ani, 'gula aren');
    const card = ani.getByRole('button', { name: 'Kopi Gula Aren Spesial' });
    await card.waitFor();
    await card.click();
    const dialog = ani.getByRole('dialog');
    await dialog.getByText('Add outlet product').waitFor();
    const price = ani.getByTestId('add-menu-price');
    assert.equal(await price.inputValue(), '21.000', 'the owner’s price is proposed');
    await chooseCategory(ani, 'Coffee');
    // The keypad's first digit replaces the proposed price.
    await price.click();
    await tapKeypad(ani, '23000');
    assert.equal(await price.inputValue(), '23.000');
    await shootScreen(ani, 'add-menu-dialog-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ani.getByText('Kopi Gula Aren Spesial is on the menu now').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await ani.getByTestId('add-menu-empty').waitFor();

    // Budi's menu shows it without a reload, at the typed price.
    const onBudi = budi.getByTestId(/^product-card-PRODUCT-/).filter({ hasText: 'Kopi Gula Aren Spesial' });
    await onBudi.waitFor({ timeout: 10_000 });
    assert.match(await onBudi.innerText(), /Rp 23\.000/);
    await shootScreen(budi, 'add-menu-live-menu-en');

    // A second add of the same product is refused by the server (no twin row).
    const aniToken = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(aniToken, 'Kopi Senja');
    const listed = await apiCall<Array<{ Id: number; Name: string }>>('GET', '/product/notInOutlet?search=Gula%20Aren%20Spesial', aniToken, undefined, outletId);
    assert.deepEqual(listed, []);

    // Dewi's role (Waiter) without the PRODUCT module: no screen, and the server refuses the call.
    await removeModuleFromRole(ownerToken, 'Waiter', PRODUCT_MODULE);
    const dewi = await app.newTerminal();
    await signInAs(dewi, 'Dewi', '444444', 'Kopi Senja');
    await dewi.getByRole('navigation').getByRole('link').first().waitFor();
    assert.equal(await dewi.getByRole('navigation').getByRole('link', { name: 'Add menu', exact: true }).count(), 0, 'no Add menu entry for the waiter');
    const dewiToken = await cashierTokenOf('dewi', '444444');
    await assert.rejects(apiCall('GET', '/product/notInOutlet', dewiToken, undefined, outletId), /403/);
    await assert.rejects(apiCall('POST', '/outletProduct', dewiToken, { ProductId: 1, ProductCategoryId: 1, SellPrice: 1000 }, outletId), /403/);
  });

  it('shows the add-menu screen and its dialog in English, Indonesian and Chinese', async () => {
    const ownerToken = await ownerTokenOf();
    await createOwnerProduct(ownerToken, 'Teh Tarik Rempah', 15_000);
    await createOwnerProduct(ownerToken, 'Roti Bakar Keju', 18_500);
    const page = await app.newTerminal();
    await signInAs(page, 'Ani', '111111', 'Kopi Senja');
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      await chooseLanguage(page, language);
      await openAddMenu(page, addMenuLabel[language]);
      await page.getByRole('button', { name: 'Teh Tarik Rempah' }).waitFor();
      await shootScreen(page, `add-menu-list-${language}`);
      await page.getByRole('button', { name: 'Roti Bakar Keju' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByTestId('add-menu-price').click();
      await page.keyboard.type('19500');
      assert.equal(await page.getByTestId('add-menu-price').inputValue(), '19.500', 'typing replaces the proposed price');
      await shootScreen(page, `add-menu-dialog-typed-${language}`);
      await page.getByRole('dialog').getByRole('button', { name: /Cancel|Batal|取消/ }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});
