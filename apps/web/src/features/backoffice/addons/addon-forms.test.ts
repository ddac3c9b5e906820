import { describe, expect, it } from 'vitest';
import { ADD_ON_UNLIMITED } from '@kasir/contracts';
import { addOnToForm, emptyAddOnForm, emptyBundleForm, readAddOnForm, readBundleForm } from './addon-forms.ts';

describe('add-on form', () => {
  it('sends -1 for an unlimited add-on and the typed quantity otherwise', () => {
    expect(readAddOnForm({ ...emptyAddOnForm, name: ' No Ice ', price: 0, productIds: [3, 3, 4] }, 7).body).toEqual({ OutletId: 7, Name: 'No Ice', Price: 0, Quantity: ADD_ON_UNLIMITED, IsSoldOut: false, OutletProductIds: [3, 4] });
    expect(readAddOnForm({ ...emptyAddOnForm, name: 'Boba', price: 5000, isUnlimited: false, quantity: 12 }, 7).body?.Quantity).toBe(12);
  });

  it('names each bad field', () => {
    expect(readAddOnForm({ ...emptyAddOnForm, isUnlimited: false }, 7).errors).toEqual({ name: 'nameRequired', price: 'priceRequired', quantity: 'quantityInvalid' });
    expect(readAddOnForm({ ...emptyAddOnForm, name: 'x', price: 1.234 }, 7).errors).toEqual({ price: 'moneyInvalid' });
  });

  it('reads an unlimited add-on back with the toggle on', () => {
    const form = addOnToForm({ Id: 1, OutletId: 7, Name: 'Oat', Price: 7000, Quantity: ADD_ON_UNLIMITED, IsSoldOut: false, OutletProductIds: [2], IsArchived: false });
    expect(form).toMatchObject({ isUnlimited: true, quantity: '' });
  });
});

describe('bundle form', () => {
  it('needs a category, a price and at least one component of quantity 1 or more', () => {
    expect(readBundleForm({ ...emptyBundleForm, name: 'Paket' }, 7).errors).toEqual({ category: 'categoryRequired', price: 'priceRequired', components: 'componentsRequired' });
    expect(readBundleForm({ ...emptyBundleForm, name: 'Paket', categoryId: 2, price: 1, components: [{ productId: 5, quantity: 0 }] }, 7).errors).toEqual({ components: 'componentQuantityInvalid' });
  });

  it('sends the components with their quantities', () => {
    const read = readBundleForm({ ...emptyBundleForm, name: 'Paket', categoryId: 2, price: 45_000, components: [{ productId: 5, quantity: 2 }, { productId: 6, quantity: 1 }] }, 7);
    expect(read.body).toEqual({ OutletId: 7, Name: 'Paket', ProductCategoryId: 2, Price: 45_000, IsSoldOut: false, IsActive: true, Components: [{ OutletProductId: 5, Quantity: 2 }, { OutletProductId: 6, Quantity: 1 }] });
  });
});
