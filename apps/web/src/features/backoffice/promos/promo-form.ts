import type { AdminPromo, PromoBody } from '@kasir/contracts';
import { PROMO_NAME_MAX, PROMO_PERCENT_MAX, PromoBaseOn, PromoDeductFrom, PromoDiscountType, PromoType } from '@kasir/domain';

/** What the promo screen edits; money and percent are numbers typed on the keyboard ('' = empty). */
export type PromoForm = {
  name: string;
  promoType: number;
  discountType: number;
  discountValue: number | '';
  maxDiscountAmount: number | '';
  baseOn: number;
  deductFrom: number;
  limit: number | '';
  startDate: string;
  endDate: string;
  isActive: boolean;
  outletIds: number[];
  outletProductIds: number[];
  categoryIds: number[];
  bundleIds: number[];
  minPurchase: number | '';
  maxPurchase: number | '';
  paymentMethodIds: number[];
  days: number[];
  hours: number[];
};

export type PromoFormField = 'name' | 'discountValue' | 'endDate' | 'maxPurchase' | 'targets' | 'outletIds' | 'startDate';
export type PromoFormErrors = Partial<Record<PromoFormField, string>>;

export function emptyPromoForm(today: string, outletIds: number[]): PromoForm {
  return {
    name: '',
    promoType: PromoType.TRANSACTION,
    discountType: PromoDiscountType.PERCENTAGE,
    discountValue: '',
    maxDiscountAmount: '',
    baseOn: PromoBaseOn.PRICE,
    deductFrom: PromoDeductFrom.SUB_TOTAL,
    limit: 0,
    startDate: today,
    endDate: today,
    isActive: true,
    outletIds,
    outletProductIds: [],
    categoryIds: [],
    bundleIds: [],
    minPurchase: '',
    maxPurchase: '',
    paymentMethodIds: [],
    days: [],
    hours: [],
  };
}

export function promoToForm(promo: AdminPromo): PromoForm {
  return {
    name: promo.Name,
    promoType: promo.PromoType,
    discountType: promo.DiscountType,
    discountValue: promo.DiscountValue,
    maxDiscountAmount: promo.MaxDiscountAmount ?? '',
    baseOn: promo.BaseOn,
    deductFrom: promo.DeductFrom,
    limit: promo.Limit,
    startDate: promo.StartDate,
    endDate: promo.EndDate,
    isActive: promo.IsActive,
    outletIds: promo.OutletIds,
    outletProductIds: promo.OutletProductIds,
    categoryIds: promo.CategoryIds,
    bundleIds: promo.BundleIds,
    minPurchase: promo.MinPurchase ?? '',
    maxPurchase: promo.MaxPurchase ?? '',
    paymentMethodIds: promo.PaymentMethodIds,
    days: promo.Days,
    hours: promo.Hours,
  };
}

/** A PRODUCT promo is about products: switching to it sets base-on and deduct-from to PRODUCT. */
export function withPromoType(form: PromoForm, promoType: number): PromoForm {
  if (promoType === PromoType.PRODUCT) return { ...form, promoType, baseOn: PromoBaseOn.PRODUCT, deductFrom: PromoDeductFrom.PRODUCT };
  const isProductShaped = form.baseOn === PromoBaseOn.PRODUCT || form.deductFrom === PromoDeductFrom.PRODUCT;
  return isProductShaped ? { ...form, promoType, baseOn: PromoBaseOn.PRICE, deductFrom: PromoDeductFrom.SUB_TOTAL } : { ...form, promoType };
}

/** Taking an outlet away drops what was chosen on its menu. */
export function withoutOutletItems(form: PromoForm, ownedBy: (kind: 'product' | 'category' | 'bundle' | 'method', id: number) => number | undefined): PromoForm {
  const keep = (kind: 'product' | 'category' | 'bundle' | 'method') => (id: number) => form.outletIds.includes(ownedBy(kind, id) ?? -1);
  return {
    ...form,
    outletProductIds: form.outletProductIds.filter(keep('product')),
    categoryIds: form.categoryIds.filter(keep('category')),
    bundleIds: form.bundleIds.filter(keep('bundle')),
    paymentMethodIds: form.paymentMethodIds.filter(keep('method')),
  };
}

const orNull = (value: number | '') => (value === '' ? null : value);

/** The body of POST/PUT, or the errors to show (keys of boPromos.errors); the server checks again. */
export function readPromoForm(form: PromoForm): { body: PromoBody; errors: null } | { body: null; errors: PromoFormErrors } {
  const errors: PromoFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > PROMO_NAME_MAX) errors.name = 'nameTooLong';
  if (form.discountValue === '' || form.discountValue <= 0) errors.discountValue = 'valueRequired';
  else if (form.discountType === PromoDiscountType.PERCENTAGE && form.discountValue > PROMO_PERCENT_MAX) errors.discountValue = 'percentTooHigh';
  if (form.startDate === '') errors.startDate = 'dateRequired';
  if (form.endDate === '') errors.endDate = 'dateRequired';
  else if (form.endDate < form.startDate) errors.endDate = 'endBeforeStart';
  if (form.minPurchase !== '' && form.maxPurchase !== '' && form.maxPurchase < form.minPurchase) errors.maxPurchase = 'maxBelowMin';
  if (form.outletIds.length === 0) errors.outletIds = 'outletRequired';
  if (form.promoType === PromoType.PRODUCT && form.outletProductIds.length + form.categoryIds.length + form.bundleIds.length === 0) errors.targets = 'targetRequired';
  if (Object.keys(errors).length > 0 || form.discountValue === '') return { body: null, errors };
  const isProduct = form.promoType === PromoType.PRODUCT;
  return {
    errors: null,
    body: {
      Name: name,
      PromoType: form.promoType,
      DiscountType: form.discountType,
      DiscountValue: form.discountValue,
      MaxDiscountAmount: orNull(form.maxDiscountAmount),
      BaseOn: form.baseOn,
      DeductFrom: form.deductFrom,
      Limit: form.limit === '' ? 0 : form.limit,
      StartDate: form.startDate,
      EndDate: form.endDate,
      IsActive: form.isActive,
      OutletIds: form.outletIds,
      OutletProductIds: isProduct ? form.outletProductIds : [],
      CategoryIds: isProduct ? form.categoryIds : [],
      BundleIds: isProduct ? form.bundleIds : [],
      MinPurchase: orNull(form.minPurchase),
      MaxPurchase: orNull(form.maxPurchase),
      PaymentMethodIds: form.paymentMethodIds,
      Days: form.days,
      Hours: form.hours,
    },
  };
}
