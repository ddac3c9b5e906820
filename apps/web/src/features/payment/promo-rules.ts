import { PromoDiscountType } from '@kasir/domain';
import type { MemberVoucher, OrderPromo, PromoOffered } from '@kasir/contracts';

function matches(text: string, search: string): boolean {
  return text.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

/** Spec §5: promos are searched by promo name. */
export function filterPromos(promos: readonly PromoOffered[], search: string): PromoOffered[] {
  return promos.filter((promo) => matches(promo.Promo.PromoName, search));
}

/** Spec §9: usage shown as used / limit only when the limit is above 0. */
export function promoUsageLabel(promo: PromoOffered): string | null {
  return promo.Promo.Limit > 0 ? `${promo.Promo.TotalUsed} / ${promo.Promo.Limit}` : null;
}

/** Spec §4: promo and voucher selection toggle per item. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];
}

/**
 * Spec §5 red warning: a selected promo that the server priced at 0 for this order (a failed
 * term, no eligible product, nothing left). Promos not yet applied have no figure: no warning.
 */
export function zeroDiscountPromo(outletPromoId: number, orderPromos: readonly OrderPromo[]): OrderPromo | null {
  const applied = orderPromos.find((promo) => promo.OutletPromoId === outletPromoId && promo.MemberVoucherId === null);
  return applied !== undefined && applied.TotalDiscount === 0 ? applied : null;
}

/** The promos (not vouchers) applied to the order. */
export function appliedPromoIds(orderPromos: readonly OrderPromo[]): number[] {
  return orderPromos.filter((promo) => promo.MemberVoucherId === null).map((promo) => promo.OutletPromoId);
}

export interface VoucherLink {
  MemberVoucherId: number;
  OutletPromoId: number;
}

export function appliedVouchers(orderPromos: readonly OrderPromo[]): VoucherLink[] {
  return orderPromos.flatMap((promo) => (promo.MemberVoucherId === null ? [] : [{ MemberVoucherId: promo.MemberVoucherId, OutletPromoId: promo.OutletPromoId }]));
}

/** Spec §5: vouchers are searched by promo name or code. */
export function filterVouchers(vouchers: readonly MemberVoucher[], search: string): MemberVoucher[] {
  return vouchers.filter((voucher) => matches(voucher.Promo.PromoName, search) || matches(voucher.Code, search));
}

/** The outlet promo a voucher applies through (the voucher's promo at this outlet). */
export function voucherOutletPromoId(voucher: MemberVoucher): number | null {
  return voucher.Promo.OutletPromos[0]?.Id ?? null;
}

/** Spec §5: a voucher whose promo is already applied as a promo cannot be selected. */
export function isVoucherBlocked(voucher: MemberVoucher, appliedPromos: readonly number[]): boolean {
  return voucher.Promo.OutletPromos.some((outletPromo) => appliedPromos.includes(outletPromo.Id));
}

/**
 * Toggles a voucher, keeping one voucher per promo (spec §5): choosing a second voucher of
 * the same promo replaces the first. A blocked or unlinked voucher changes nothing.
 */
export function toggleVoucher(selected: readonly VoucherLink[], voucher: MemberVoucher, appliedPromos: readonly number[]): VoucherLink[] {
  if (selected.some((link) => link.MemberVoucherId === voucher.Id)) return selected.filter((link) => link.MemberVoucherId !== voucher.Id);
  const outletPromoId = voucherOutletPromoId(voucher);
  if (outletPromoId === null || isVoucherBlocked(voucher, appliedPromos)) return [...selected];
  return [...selected.filter((link) => link.OutletPromoId !== outletPromoId), { MemberVoucherId: voucher.Id, OutletPromoId: outletPromoId }];
}

/** What a promo takes off, as the picker shows it before the promo is chosen (spec §3 PromoDiscount). */
export type PromoDiscountText =
  | { kind: 'percent'; percent: number; maxDiscount: number | null }
  | { kind: 'nominal'; amount: number };

export function promoDiscountOf(promo: PromoOffered): PromoDiscountText {
  const discount = promo.PromoDiscount;
  if (discount.DiscountType === PromoDiscountType.PERCENTAGE) {
    const max = discount.MaxDiscountAmount;
    return { kind: 'percent', percent: discount.Amount, maxDiscount: max !== null && max > 0 ? max : null };
  }
  return { kind: 'nominal', amount: discount.Amount };
}

/** The terms a promo is earned under (spec §3 Term): the methods it needs and the purchase range; absent terms are left out. */
export interface PromoTerms {
  paymentMethods: string[];
  minimumPurchase: number | null;
  maximumPurchase: number | null;
}

export function promoTermsOf(promo: PromoOffered): PromoTerms {
  const positive = (amount: number | null) => (amount !== null && amount > 0 ? amount : null);
  return {
    paymentMethods: promo.Term.TermPaymentMethods.map((method) => method.Name),
    minimumPurchase: positive(promo.Term.MinPurchasedPrice),
    maximumPurchase: positive(promo.Term.MaxPurchasedPrice),
  };
}
