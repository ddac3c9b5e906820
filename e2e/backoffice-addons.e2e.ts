import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { OutletProduct, SubProduct } from '@kasir/contracts';
import { useProductInBrowser } from './harness.ts';
import { chooseLanguage, dialogSettled, signInToBackOffice, type Language } from './backoffice-outlets-steps.ts';
import { createAddOn, createBundle, shootAddOns } from './backoffice-addons-steps.ts';
import { openFromNav } from './backoffice-payments-steps.ts';
import { apiCall, cashierTokenOf, outletIdOf } from './void-steps.ts';

const app = useProductInBrowser();

const labels: Record<Language, { addOns: string; bundles: string; newAddOn: string }> = {
  en: { addOns: 'Add-ons', bundles: 'Bundles', newAddOn: 'New add-on' },
  id: { addOns: 'Add-on', bundles: 'Paket', newAddOn: 'Add-on baru' },
  zh: { addOns: '加料', bundles: '套餐', newAddOn: '新建加料' },
};

describe('back office: add-ons and bundles', () => {
  it('the owner adds two add-ons to a product and a bundle of two products; the till offers them', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    await openFromNav(owner, 'Add-ons', /\/backoffice\/add-ons$/);
    await owner.getByRole('row', { name: /Extra Shot/ }).waitFor();
    await createAddOn(owner, { name: 'Less Sugar', price: '0', products: ['Americano'] });
    await createAddOn(owner, { name: 'Grass Jelly', price: '4500', products: ['Americano', 'Café Latte'] });
    const jelly = owner.getByRole('row', { name: /Grass Jelly/ });
    assert.match(await jelly.innerText(), /Rp 4\.500[\s\S]*Unlimited[\s\S]*Americano, Café Latte/);

    await openFromNav(owner, 'Bundles', /\/backoffice\/bundles$/);
    await owner.getByRole('row', { name: /Paket Sarapan/ }).waitFor();
    await createBundle(owner, { name: 'Paket Berdua', price: '45000', category: 'Food', components: [{ product: 'Americano', quantity: 2 }, { product: 'Croissant', quantity: 1 }] });
    assert.match(await owner.getByRole('row', { name: /Paket Berdua/ }).innerText(), /Food[\s\S]*Rp 45\.000[\s\S]*2 × Americano, 1 × Croissant/);

    // What a till of the outlet reads now.
    const token = await cashierTokenOf('ani', '111111');
    const outletId = await outletIdOf(token, 'Kopi Senja');
    const menu = await apiCall<OutletProduct[]>('GET', '/outletProduct/', token, undefined, outletId);
    const americano = menu.find((item) => item.Name === 'Americano' && !item.IsBundle);
    assert.ok(americano, 'Americano is on the menu');
    const addOns = await apiCall<SubProduct[]>('GET', `/outletSubProduct/${americano.Id}`, token, undefined, outletId);
    assert.deepEqual(addOns.filter((sub) => ['Less Sugar', 'Grass Jelly'].includes(sub.Name)).map((sub) => [sub.Name, sub.Price, sub.Quantity]).sort(), [['Grass Jelly', 4500, -1], ['Less Sugar', 0, -1]]);
    const bundle = menu.find((item) => item.IsBundle && item.Name === 'Paket Berdua');
    assert.equal(bundle?.SellPrice, 45_000);
    assert.deepEqual(bundle?.ProductBundle?.OutletProductBundleDetails.map((detail) => [detail.OutletProduct.Name, detail.Quantity]), [['Americano', 2], ['Croissant', 1]]);
  });

  it('shows the add-on and bundle screens in English, Indonesian and Chinese', async () => {
    const owner = await app.newTerminal();
    await signInToBackOffice(owner);
    for (const language of ['en', 'id', 'zh'] as const satisfies readonly Language[]) {
      const words = labels[language];
      await chooseLanguage(owner, language);
      await openFromNav(owner, words.addOns, /\/backoffice\/add-ons$/);
      await owner.getByRole('table').waitFor();
      await shootAddOns(owner, 'list', language);
      await owner.getByRole('button', { name: words.newAddOn, exact: true }).click();
      await dialogSettled(owner);
      await shootAddOns(owner, 'add-on-dialog', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });

      await openFromNav(owner, words.bundles, /\/backoffice\/bundles$/);
      await owner.getByRole('table').waitFor();
      await shootAddOns(owner, 'bundles', language);
      // The dialog with components: Paket Sarapan's.
      await owner.getByRole('row', { name: /Paket Sarapan/ }).getByRole('button').first().click();
      await dialogSettled(owner);
      await shootAddOns(owner, 'bundle-dialog', language);
      await owner.keyboard.press('Escape');
      await owner.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});
