import { ChargeDeductFrom, ChargeType, formatMoney, levelPricesFromWire, moneyFromDecimalRupiah, PromoDiscountType, type Money } from '@kasir/domain';
import type { ActivePromo, OutletCharge, OutletOrderType, OutletProduct, SubProduct } from '@kasir/contracts';
import { API_BASE } from '../../../api/http-client.ts';
import type { SubProductChoice } from '../cart/add-on-rules.ts';
import { MenuItemKind, type ChargeOption, type MenuItem, type OrderTypeOption, type PromoBadge } from './menu-item.ts';

/** Spec §7: product images come from an upload path on the API host. */
export function productImageUrl(fileName: string | null | undefined): string | null {
  return fileName ? `${API_BASE}/upload/${encodeURIComponent(fileName)}` : null;
}

/** The small WebP the server makes of every image (320 px): what a menu card loads. */
export function productThumbnailUrl(fileName: string | null | undefined): string | null {
  return fileName ? `${API_BASE}/upload/thumb/${encodeURIComponent(fileName)}` : null;
}

/** Wire amounts are rupiah with up to two decimals (contracts); inside they are hundredths. */
export function wireMoney(rupiah: number): Money {
  return moneyFromDecimalRupiah(rupiah);
}

export function toMenuItem(product: OutletProduct): MenuItem {
  const bundle = product.IsBundle ? product.ProductBundle : null;
  return {
    key: `${product.IsBundle ? MenuItemKind.BUNDLE : MenuItemKind.PRODUCT}-${product.Id}`,
    kind: product.IsBundle ? MenuItemKind.BUNDLE : MenuItemKind.PRODUCT,
    Id: product.IsBundle ? (product.OutletProductBundleId ?? product.Id) : product.Id,
    Name: product.Name,
    ProductCategoryId: product.ProductCategoryId,
    sellPrice: wireMoney(product.SellPrice),
    levelPrices: levelPricesFromWire(product.LevelPrices),
    stockQuantity: product.Quantity,
    isSoldOut: product.IsSoldOut,
    imageUrl: productImageUrl(product.Product.Image?.FileName),
    thumbnailUrl: productThumbnailUrl(product.Product.Image?.FileName),
    hasAddOns: product.SubProduct.length > 0,
    bundleItems: (bundle?.OutletProductBundleDetails ?? []).map((detail) => ({
      outletProductId: detail.OutletProductId,
      name: detail.OutletProduct.Name,
      quantity: detail.Quantity,
    })),
  };
}

export function toSubProductChoice(subProduct: SubProduct): SubProductChoice {
  return {
    subProductId: subProduct.Id,
    name: subProduct.Name,
    price: wireMoney(subProduct.Price),
    stockQuantity: subProduct.Quantity,
    isSoldOut: subProduct.IsSoldOut,
  };
}

export function toOrderTypeOption(orderType: OutletOrderType): OrderTypeOption {
  return {
    outletOrderTypeId: orderType.Id,
    orderTypeId: orderType.OrderTypeId,
    name: orderType.Name,
    priceLevel: orderType.PriceLevel,
    isRounded: orderType.IsRounded,
    chargeIds: orderType.OutletOrderTypeCharges.map((link) => link.OutletChargeId),
  };
}

function toDeductFrom(code: number): ChargeOption['deductFrom'] {
  return code === ChargeDeductFrom.PRODUCT ? ChargeDeductFrom.PRODUCT : ChargeDeductFrom.SUB_TOTAL;
}

/** Contracts carry charge percentages as percent (5 = 5 %) and nominal charges as rupiah. */
export function toChargeOption(charge: OutletCharge): ChargeOption {
  const common = {
    id: charge.Id,
    name: charge.Name,
    deductFrom: toDeductFrom(charge.Charge.DeductFrom),
    addProductPrice: charge.Charge.AddProductPrice,
    isIncludedInProductPrice: charge.Charge.IncludedProductPrice,
  };
  return charge.Charge.Type === ChargeType.PERCENTAGE
    ? { ...common, type: ChargeType.PERCENTAGE, percent: charge.Charge.Amount }
    : { ...common, type: ChargeType.NOMINAL, amount: wireMoney(charge.Charge.Amount) };
}

/** The active charges of one order type, in the outlet's order (service before tax). */
export function chargesOfOrderType(charges: readonly OutletCharge[], orderType: OrderTypeOption | null): ChargeOption[] {
  if (!orderType) return [];
  const linked = new Set(orderType.chargeIds);
  return charges.filter((charge) => charge.IsActive && linked.has(charge.Id)).map(toChargeOption);
}

/** Product and bundle keys (MenuItem.key) to the names of the active promos reaching them. */
export function promoNamesByItemKey(promos: readonly ActivePromo[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const add = (key: string, name: string) => {
    const list = names.get(key) ?? [];
    if (!list.includes(name)) list.push(name);
    names.set(key, list);
  };
  for (const promo of promos) {
    if (!promo.Available) continue;
    for (const target of promo.PromoDiscount.ProductPromoDiscounts) {
      if (target.OutletProductId !== null) add(`${MenuItemKind.PRODUCT}-${target.OutletProductId}`, promo.Promo.PromoName);
      if (target.OutletProductBundleId !== null) add(`${MenuItemKind.BUNDLE}-${target.OutletProductBundleId}`, promo.Promo.PromoName);
    }
  }
  return names;
}

/** "−10%" or "−Rp 5.000": what a product promo takes off, short enough for a menu card. */
export function promoDiscountLabel(promo: Pick<ActivePromo, 'PromoDiscount'>, currencyPrefix: string): string {
  const { Amount, DiscountType } = promo.PromoDiscount;
  return DiscountType === PromoDiscountType.PERCENTAGE ? `−${Amount}%` : `−${formatMoney(wireMoney(Amount), { currencyPrefix })}`;
}

/** Product and bundle keys (MenuItem.key) to the badges of the active promos reaching them. */
export function promoBadgesByItemKey(promos: readonly ActivePromo[], currencyPrefix: string): Map<string, PromoBadge[]> {
  const badges = new Map<string, PromoBadge[]>();
  const add = (key: string, badge: PromoBadge) => {
    const list = badges.get(key) ?? [];
    if (!list.some((entry) => entry.name === badge.name)) list.push(badge);
    badges.set(key, list);
  };
  for (const promo of promos) {
    if (!promo.Available) continue;
    const badge = { name: promo.Promo.PromoName, discountLabel: promoDiscountLabel(promo, currencyPrefix) };
    for (const target of promo.PromoDiscount.ProductPromoDiscounts) {
      if (target.OutletProductId !== null) add(`${MenuItemKind.PRODUCT}-${target.OutletProductId}`, badge);
      if (target.OutletProductBundleId !== null) add(`${MenuItemKind.BUNDLE}-${target.OutletProductBundleId}`, badge);
    }
  }
  return badges;
}
