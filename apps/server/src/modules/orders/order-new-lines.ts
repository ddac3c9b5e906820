import { OrderProductStatus, isProductUnavailable, moneyFromDecimalRupiah, toHundredths } from '@kasir/domain';
import type { OrderProductBundleInputSchema, OrderProductInputSchema } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { loadBundlesForOrder, loadProductsForOrder, type BundleForOrder, type Executor } from '../catalog/stock.repository.ts';
import { resolveAddOns } from './order-addons.ts';
import { insertBundleLineRow, insertProductLines, type NewProductLine } from './new-lines-insert.ts';
import type { BundleLineRow, OrderLinesRepository } from './order-lines.repository.ts';
import type { OrderLines } from './order-pricing.ts';
import type { StockUsage } from './order-write.ts';

export type NewProductInput = z.output<typeof OrderProductInputSchema>;
export type NewBundleInput = z.output<typeof OrderProductBundleInputSchema>;
export type NewLinesInput = { products: readonly NewProductInput[]; bundles: readonly NewBundleInput[] };

const soldOut = (field: string, name: string) => new AppError('VALIDATION_ERROR', `${name} is sold out`, [{ field, error: `${name} is sold out` }]);

/**
 * A bundle is refused while a product inside it cannot be sold (issue 16): marked sold out, or
 * its counted stock at 0. The message names both, 'Paket Sarapan: Croissant is sold out'; a
 * counted stock short of the bundle's share is the stock take's 'Not enough stock' refusal.
 */
function soldOutComponentOf(bundle: BundleForOrder): string | null {
  const blocked = bundle.details.find((detail) => isProductUnavailable({ isSoldOut: detail.is_sold_out === 1, quantity: detail.stock_quantity }));
  return blocked?.name ?? null;
}

/**
 * Same ids in the same order for every caller: two transactions taking stock of the same
 * products lock their rows in one order, so PostgreSQL never sees them deadlock.
 */
export function sortUsage(usage: StockUsage): StockUsage {
  return {
    products: [...usage.products].sort((left, right) => left.outletProductId - right.outletProductId),
    subs: [...usage.subs].sort((left, right) => left.subProductId - right.subProductId),
  };
}

/**
 * Writes the lines a cashier adds (POST /order with lines, addOrderProduct) inside the caller's
 * transaction and returns the stock they need, which the caller takes in the same transaction,
 * and the lines as stored (`written`), so a new order is answered without reading them back.
 * Names, prices, level prices and add-on prices come from the outlet's menu: a client sends
 * ids, quantities, notes and at most an edited unit price (spec §5 edit product), never totals.
 * An unknown, inactive, other outlet's or other owner's product, bundle or add-on is a 404
 * naming its id; a sold-out one a 400.
 */
export async function writeNewLines(
  executor: Executor,
  lines: OrderLinesRepository,
  target: { outletId: number; orderId: number; actorUserId: number; nowIso: string },
  input: NewLinesInput,
): Promise<StockUsage & { written: OrderLines }> {
  const usage: StockUsage = { products: [], subs: [] };
  const withAddOns = input.products.some((line) => (line.OrderSubProducts?.length ?? 0) > 0);
  const products = await loadProductsForOrder(executor, target.outletId, input.products.map((line) => line.OutletProductId), { withAddOns });
  const productLines: NewProductLine[] = [];
  for (const [index, line] of input.products.entries()) {
    const product = products[index]!;
    if (product.is_sold_out === 1) throw soldOut(`OrderProducts.${index}.OutletProductId`, product.name);
    const addOns = line.OrderSubProducts && line.OrderSubProducts.length > 0 ? await resolveAddOns(executor, target.outletId, product, line.OrderSubProducts) : [];
    productLines.push({
      line: {
        order_id: target.orderId,
        outlet_product_id: product.id,
        product_name: product.name,
        quantity: line.Quantity,
        sell_price: product.sell_price,
        level_prices: product.level_prices,
        price_override: line.Price === undefined ? null : toHundredths(moneyFromDecimalRupiah(line.Price)),
        type: null,
        is_free: 0,
        status: OrderProductStatus.CONFIRMED,
        notes: line.Notes ?? '',
        is_included_charge: 1,
        created_by: target.actorUserId,
        created_at: target.nowIso,
        updated_at: target.nowIso,
      },
      addOns,
      imageFileName: product.image_file_name,
    });
    usage.products.push({ outletProductId: product.id, quantity: line.Quantity });
    for (const addOn of addOns) {
      if (addOn.sub_product_id !== null && addOn.sub_product_id !== undefined) usage.subs.push({ subProductId: addOn.sub_product_id, quantity: addOn.quantity * line.Quantity });
    }
  }
  const writtenProducts = await insertProductLines(executor, productLines);

  const writtenBundles: BundleLineRow[] = [];
  if (input.bundles.length > 0) {
    const bundles = await loadBundlesForOrder(executor, target.outletId, input.bundles.map((line) => line.OutletProductBundleId));
    const detailIds = [...new Set(bundles.flatMap((bundle) => bundle.details.map((detail) => detail.outlet_product_id)))];
    const tracked = new Set(await lines.trackedProductIds(executor, target.outletId, detailIds));
    for (const [index, line] of input.bundles.entries()) {
      const bundle = bundles[index]!;
      if (bundle.is_sold_out === 1) throw soldOut(`OrderProductBundles.${index}.OutletProductBundleId`, bundle.name);
      const soldOutComponent = soldOutComponentOf(bundle);
      if (soldOutComponent !== null) throw soldOut(`OrderProductBundles.${index}.OutletProductBundleId`, `${bundle.name}: ${soldOutComponent}`);
      const row = await insertBundleLineRow(executor, {
        bundle: {
          order_id: target.orderId,
          outlet_product_bundle_id: bundle.id,
          name: bundle.name,
          quantity: line.Quantity,
          price: bundle.price,
          status: OrderProductStatus.CONFIRMED,
          notes: line.Notes ?? '',
          created_by: target.actorUserId,
          created_at: target.nowIso,
        },
        details: bundle.details.map((detail) => ({ outlet_product_id: detail.outlet_product_id, name: detail.name, quantity: detail.quantity })),
      });
      writtenBundles.push(row);
      // A bundle sells its own IsSoldOut; its items take stock only where stock is tracked.
      for (const detail of bundle.details) {
        if (tracked.has(detail.outlet_product_id)) usage.products.push({ outletProductId: detail.outlet_product_id, quantity: detail.quantity * line.Quantity });
      }
    }
  }
  return { ...sortUsage(usage), written: { products: writtenProducts, bundles: writtenBundles } };
}
