import { useQueryClient } from '@tanstack/react-query';
import { isBundleUnavailable, type ProductStock } from '@kasir/domain';
import { ProductUpdateStockEventSchema, ServerEvent, type OutletProduct, type StockChange, type SubProduct } from '@kasir/contracts';
import { useServerEvent } from '../../../api/socket-client.ts';
import { writeSessionCache } from '../../../shared/session-cache.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { catalogQueryKeys } from './catalog-api.ts';

function patch<T extends { Id: number; Quantity: number | null; IsSoldOut: boolean }>(items: T[], changes: readonly StockChange[]): T[] {
  if (changes.length === 0) return items;
  const byId = new Map(changes.map((change) => [change.Id, change]));
  return items.map((item) => {
    const change = byId.get(item.Id);
    return change ? { ...item, Quantity: change.Quantity, IsSoldOut: change.IsSoldOut } : item;
  });
}

/** Stock of each plain product of the menu, as the bundle rule reads it. */
function stockById(products: readonly OutletProduct[]): Map<number, ProductStock> {
  return new Map(products.filter((product) => !product.IsBundle).map((product) => [product.Id, { isSoldOut: product.IsSoldOut, quantity: product.Quantity }]));
}

/** Whether the products inside the bundle keep it from selling (the server's rule, without the bundle's own flag). */
function isBlockedByContents(bundle: OutletProduct, stock: ReadonlyMap<number, ProductStock>): boolean {
  const details = bundle.ProductBundle?.OutletProductBundleDetails ?? [];
  return isBundleUnavailable({ isSoldOut: false }, details.map((detail) => ({ quantity: detail.Quantity, product: stock.get(detail.OutletProductId) })));
}

const withBundleSoldOut = (bundle: OutletProduct, isSoldOut: boolean): OutletProduct =>
  bundle.IsSoldOut === isSoldOut ? bundle : { ...bundle, IsSoldOut: isSoldOut, ProductBundle: bundle.ProductBundle ? { ...bundle.ProductBundle, IsSoldOut: isSoldOut } : null };

export interface StockPatch {
  products: OutletProduct[];
  /**
   * A bundle was sold out by its contents and no longer is: whether its own flag holds it sold
   * out only the server knows (the menu answer carries the two together), so the menu is re-read.
   */
  isRefetchNeeded: boolean;
}

/**
 * Applies a product:updateStock event to cached products and their add-ons (issue 4), and to the
 * bundles that hold a changed product (issue 16): the event names products only, and a bundle
 * is sold out while a product inside is, by the same domain rule the server's menu applies.
 */
export function applyStockChanges(products: OutletProduct[], outletProducts: readonly StockChange[], subProducts: readonly StockChange[]): StockPatch {
  const byId = new Map(outletProducts.map((change) => [change.Id, change]));
  const subProductIds = new Set(subProducts.map((change) => change.Id));
  const patched = products.map((product) => {
    const change = product.IsBundle ? undefined : byId.get(product.Id);
    const withStock = change ? { ...product, Quantity: change.Quantity, IsSoldOut: change.IsSoldOut } : product;
    // Untouched products keep their identity, so memoised cards do not redraw.
    const hasChangedAddOn = withStock.SubProduct.some((entry) => subProductIds.has(entry.Id));
    return hasChangedAddOn ? { ...withStock, SubProduct: patch(withStock.SubProduct, subProducts) } : withStock;
  });
  const stockBefore = stockById(products);
  const stockAfter = stockById(patched);
  let isRefetchNeeded = false;
  const result = patched.map((product) => {
    const details = product.ProductBundle?.OutletProductBundleDetails ?? [];
    if (!product.IsBundle || !details.some((detail) => byId.has(detail.OutletProductId))) return product;
    if (isBlockedByContents(product, stockAfter)) return withBundleSoldOut(product, true);
    if (product.IsSoldOut && isBlockedByContents(product, stockBefore)) isRefetchNeeded = true;
    return product;
  });
  return { products: result, isRefetchNeeded };
}

/**
 * Spec issue 4: a stock change on any terminal reaches this one through `product:updateStock`
 * and the menu updates in place, without a reload or a refetch of the whole menu.
 */
export function useStockUpdates(): void {
  const client = useQueryClient();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? 0);
  useServerEvent(ServerEvent.PRODUCT_UPDATE_STOCK, (payload) => {
    const parsed = ProductUpdateStockEventSchema.safeParse(payload);
    if (!parsed.success) {
      // An event we cannot read: the full refetch is the safe answer.
      void client.invalidateQueries({ queryKey: catalogQueryKeys.all });
      return;
    }
    const { OutletProducts, SubProducts } = parsed.data;
    let isRefetchNeeded = false;
    const products = client.setQueryData<OutletProduct[]>(catalogQueryKeys.products(outletId), (current) => {
      if (!current) return current;
      const stockPatch = applyStockChanges(current, OutletProducts, SubProducts);
      isRefetchNeeded = stockPatch.isRefetchNeeded;
      return stockPatch.products;
    });
    if (products) writeSessionCache(`menu.${outletId}.products`, products);
    if (isRefetchNeeded) void client.invalidateQueries({ queryKey: catalogQueryKeys.products(outletId) });
    client.setQueryData<SubProduct[]>(catalogQueryKeys.subProducts(outletId), (current) => (current ? patch(current, SubProducts) : current));
  });
}
