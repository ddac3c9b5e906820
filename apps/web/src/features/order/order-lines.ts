import { OrderProductStatus } from '@kasir/domain';
import type { Order, OrderProduct, OrderProductBundle } from '@kasir/contracts';

/** One line of the order detail: a product line or a bundle line, as the screen lists them. */
export type OrderLine =
  | {
      kind: 'product';
      id: number;
      name: string;
      quantity: number;
      isFree: boolean;
      isPending: boolean;
      product: OrderProduct;
    }
  | {
      kind: 'bundle';
      id: number;
      name: string;
      quantity: number;
      isFree: false;
      isPending: boolean;
      bundle: OrderProductBundle;
    };

function isPendingStatus(status: number): boolean {
  return status === OrderProductStatus.PENDING;
}

export function orderLinesOf(order: Order): OrderLine[] {
  const products: OrderLine[] = order.OrderProducts.map((product) => ({
    kind: 'product',
    id: product.Id,
    name: product.ProductName,
    quantity: product.Quantity,
    isFree: product.IsFree,
    isPending: isPendingStatus(product.Status),
    product,
  }));
  const bundles: OrderLine[] = order.OrderProductBundles.map((bundle) => ({
    kind: 'bundle',
    id: bundle.Id,
    name: bundle.ProductBundleName,
    quantity: bundle.Quantity,
    isFree: false,
    isPending: isPendingStatus(bundle.Status),
    bundle,
  }));
  return [...products, ...bundles];
}

/** Lines that still count for the order (pending lines are set aside, spec §4). */
export function activeLineCountOf(order: Order): number {
  return orderLinesOf(order).filter((line) => !line.isPending).length;
}

/** "T1, T2" — the tables of an order, or '' for orders without a table. */
export function tableNamesOf(order: Pick<Order, 'OrderTables'>): string {
  return order.OrderTables.map((entry) => entry.OutletTable?.TableName)
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .join(', ');
}
