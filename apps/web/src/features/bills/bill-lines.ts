import { OrderProductStatus, moneyFromDecimalRupiah, multiplyMoney, type Money } from '@kasir/domain';
import type { Order } from '@kasir/contracts';

/** A product or bundle line that split, merge or refund can move, keyed so both kinds share one list. */
export interface BillLine {
  /** 'p11' for OrderProduct 11, 'b21' for OrderProductBundle 21. */
  key: string;
  kind: 'product' | 'bundle';
  id: number;
  name: string;
  quantity: number;
  /** Price of one unit with its add-ons, in hundredths (the server recomputes every total). */
  unitPrice: Money;
}

export function billLineKey(kind: BillLine['kind'], id: number): string {
  return `${kind === 'product' ? 'p' : 'b'}${id}`;
}

/**
 * The lines of an order that belong to its bill: customer-order lines still waiting for
 * confirmation (PENDING) are not part of it (spec §4), so they are neither split nor refunded.
 */
export function billLinesOf(order: Pick<Order, 'OrderProducts' | 'OrderProductBundles'>): BillLine[] {
  const products = order.OrderProducts.filter((product) => product.Status !== OrderProductStatus.PENDING).map(
    (product): BillLine => ({
      key: billLineKey('product', product.Id),
      kind: 'product',
      id: product.Id,
      name: product.ProductName,
      quantity: product.Quantity,
      unitPrice: moneyFromDecimalRupiah(product.Price),
    }),
  );
  const bundles = order.OrderProductBundles.filter((bundle) => bundle.Status !== OrderProductStatus.PENDING).map(
    (bundle): BillLine => ({
      key: billLineKey('bundle', bundle.Id),
      kind: 'bundle',
      id: bundle.Id,
      name: bundle.ProductBundleName,
      quantity: bundle.Quantity,
      unitPrice: moneyFromDecimalRupiah(bundle.Price),
    }),
  );
  return [...products, ...bundles];
}

export function lineAmountOf(line: BillLine, quantity: number): Money {
  return multiplyMoney(line.unitPrice, quantity);
}

/**
 * A rule's refusal: a message the spec quotes (shown as written, as the other order dialogs
 * do) or one of ours, named by its translation key under `bills.problems`.
 */
export type BillProblem = { specMessage: string } | { key: string };
