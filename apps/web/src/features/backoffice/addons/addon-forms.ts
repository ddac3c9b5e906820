import { ADD_ON_NAME_MAX, ADD_ON_QUANTITY_MAX, ADD_ON_UNLIMITED, BUNDLE_COMPONENT_QUANTITY_MAX, BUNDLE_NAME_MAX, type AddOnBody, type AdminAddOn, type AdminBundle, type BundleBody } from '@kasir/contracts';
import { NUMERIC_MAX } from '@kasir/domain';

/** What the add-on dialog edits. Price in rupiah; quantity only when not unlimited. */
export type AddOnForm = { name: string; price: number | ''; isUnlimited: boolean; quantity: number | ''; isSoldOut: boolean; productIds: number[] };
/** Keys of boAddOns.errors. */
export type AddOnFormErrors = Partial<Record<'name' | 'price' | 'quantity', string>>;

export const emptyAddOnForm: AddOnForm = { name: '', price: '', isUnlimited: true, quantity: '', isSoldOut: false, productIds: [] };

export function addOnToForm(addOn: AdminAddOn): AddOnForm {
  const isUnlimited = addOn.Quantity === ADD_ON_UNLIMITED;
  return { name: addOn.Name, price: addOn.Price, isUnlimited, quantity: isUnlimited ? '' : addOn.Quantity, isSoldOut: addOn.IsSoldOut, productIds: addOn.OutletProductIds };
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const priceError = (price: number | '') => (price === '' ? 'priceRequired' : price < 0 || price > NUMERIC_MAX || !hasTwoDecimalsAtMost(price) ? 'moneyInvalid' : undefined);
const nameError = (name: string, max: number) => (name === '' ? 'nameRequired' : name.length > max ? 'nameTooLong' : undefined);

export function readAddOnForm(form: AddOnForm, outletId: number): { body: AddOnBody; errors: null } | { body: null; errors: AddOnFormErrors } {
  const name = form.name.trim();
  const errors: AddOnFormErrors = {};
  const nameProblem = nameError(name, ADD_ON_NAME_MAX);
  if (nameProblem) errors.name = nameProblem;
  const priceProblem = priceError(form.price);
  if (priceProblem) errors.price = priceProblem;
  if (!form.isUnlimited && (form.quantity === '' || !Number.isInteger(form.quantity) || form.quantity < 0 || form.quantity > ADD_ON_QUANTITY_MAX)) errors.quantity = 'quantityInvalid';
  if (Object.keys(errors).length > 0 || form.price === '') return { body: null, errors };
  return {
    errors: null,
    body: {
      OutletId: outletId,
      Name: name,
      Price: form.price,
      Quantity: form.isUnlimited || form.quantity === '' ? ADD_ON_UNLIMITED : form.quantity,
      IsSoldOut: form.isSoldOut,
      OutletProductIds: [...new Set(form.productIds)],
    },
  };
}

/** What the bundle dialog edits. */
export type BundleForm = { name: string; categoryId: number | null; price: number | ''; isSoldOut: boolean; isActive: boolean; components: Array<{ productId: number; quantity: number | '' }> };
export type BundleFormErrors = Partial<Record<'name' | 'category' | 'price' | 'components', string>>;

export const emptyBundleForm: BundleForm = { name: '', categoryId: null, price: '', isSoldOut: false, isActive: true, components: [] };

export function bundleToForm(bundle: AdminBundle): BundleForm {
  return {
    name: bundle.Name,
    categoryId: bundle.ProductCategoryId,
    price: bundle.Price,
    isSoldOut: bundle.IsSoldOut,
    isActive: bundle.IsActive,
    components: bundle.Components.map((component) => ({ productId: component.OutletProductId, quantity: component.Quantity })),
  };
}

const isComponentQuantity = (quantity: number | '') => quantity !== '' && Number.isInteger(quantity) && quantity >= 1 && quantity <= BUNDLE_COMPONENT_QUANTITY_MAX;

export function readBundleForm(form: BundleForm, outletId: number): { body: BundleBody; errors: null } | { body: null; errors: BundleFormErrors } {
  const name = form.name.trim();
  const errors: BundleFormErrors = {};
  const nameProblem = nameError(name, BUNDLE_NAME_MAX);
  if (nameProblem) errors.name = nameProblem;
  if (form.categoryId === null) errors.category = 'categoryRequired';
  const priceProblem = priceError(form.price);
  if (priceProblem) errors.price = priceProblem;
  if (form.components.length === 0) errors.components = 'componentsRequired';
  else if (!form.components.every((component) => isComponentQuantity(component.quantity))) errors.components = 'componentQuantityInvalid';
  if (Object.keys(errors).length > 0 || form.price === '' || form.categoryId === null) return { body: null, errors };
  return {
    errors: null,
    body: {
      OutletId: outletId,
      Name: name,
      ProductCategoryId: form.categoryId,
      Price: form.price,
      IsSoldOut: form.isSoldOut,
      IsActive: form.isActive,
      Components: form.components.map((component) => ({ OutletProductId: component.productId, Quantity: Number(component.quantity) })),
    },
  };
}
