import { useQueryClient } from '@tanstack/react-query';
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

/** Applies a product:updateStock event to cached products (bundles keep their own flags) and their add-ons. */
export function applyStockChanges(products: OutletProduct[], outletProducts: readonly StockChange[], subProducts: readonly StockChange[]): OutletProduct[] {
  const byId = new Map(outletProducts.map((change) => [change.Id, change]));
  const subProductIds = new Set(subProducts.map((change) => change.Id));
  return products.map((product) => {
    const change = product.IsBundle ? undefined : byId.get(product.Id);
    const withStock = change ? { ...product, Quantity: change.Quantity, IsSoldOut: change.IsSoldOut } : product;
    // Untouched products keep their identity, so memoised cards do not redraw.
    const hasChangedAddOn = withStock.SubProduct.some((entry) => subProductIds.has(entry.Id));
    return hasChangedAddOn ? { ...withStock, SubProduct: patch(withStock.SubProduct, subProducts) } : withStock;
  });
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
    const products = client.setQueryData<OutletProduct[]>(catalogQueryKeys.products(outletId), (current) =>
      current ? applyStockChanges(current, OutletProducts, SubProducts) : current,
    );
    if (products) writeSessionCache(`menu.${outletId}.products`, products);
    client.setQueryData<SubProduct[]>(catalogQueryKeys.subProducts(outletId), (current) => (current ? patch(current, SubProducts) : current));
  });
}
