import { mergeAddOns, moneyFromDecimalRupiah, toHundredths } from '@kasir/domain';
import type { OrderSubProductInput } from '@kasir/contracts';
import { AppError } from '../../platform/app-error.ts';
import { loadProductsForOrder, loadSubProductsForOrder, type Executor } from '../catalog/stock.repository.ts';
import type { NewAddOn } from './order-lines.repository.ts';

const hundredthsOf = (rupiah: number) => toHundredths(moneyFromDecimalRupiah(rupiah));

/**
 * The add-ons of a line as the server prices them: a menu add-on must be one the product
 * offers and takes its name and price from the menu (a client's price is ignored); a free-text
 * add-on carries its own price (0 when none). Duplicates merge by name (spec §5).
 */
export async function resolveAddOns(
  executor: Executor,
  outletId: number,
  product: { name: string; sub_product_ids: readonly number[] },
  inputs: readonly OrderSubProductInput[],
): Promise<NewAddOn[]> {
  const menuIds = inputs.flatMap((input) => (input.SubProductId === undefined ? [] : [input.SubProductId]));
  for (const id of menuIds) {
    if (!product.sub_product_ids.includes(id)) {
      const message = `Add-on ${id} is not offered with ${product.name}`;
      throw new AppError('VALIDATION_ERROR', message, [{ field: 'OrderSubProducts', error: message }]);
    }
  }
  const menu = new Map((await loadSubProductsForOrder(executor, outletId, menuIds)).map((addOn) => [addOn.id, addOn]));
  const entries = inputs.map((input) => {
    const fromMenu = input.SubProductId === undefined ? undefined : menu.get(input.SubProductId);
    const price = fromMenu ? fromMenu.price : hundredthsOf(input.Price ?? 0);
    return { subProductId: fromMenu?.id ?? null, name: fromMenu?.name ?? (input.Name ?? '').trim(), quantity: input.Quantity ?? 1, price };
  });
  return mergeAddOns(entries).map((entry) => ({
    sub_product_id: entry.subProductId,
    name: entry.name,
    price: entry.price,
    base_price: entry.price,
    quantity: entry.quantity,
  }));
}

/**
 * The add-ons of a line being edited: those its product offers now, plus the menu add-ons the
 * line already carries. An add-on the owner archived since stays on the line it was sold with
 * (at its last price, which an archived add-on can no longer change), but no new line takes it.
 */
export async function resolveLineAddOns(
  executor: Executor,
  outletId: number,
  line: { outlet_product_id: number; product_name: string; sub_products: ReadonlyArray<{ sub_product_id: number | null }> },
  inputs: readonly OrderSubProductInput[],
): Promise<NewAddOn[]> {
  const product = (await loadProductsForOrder(executor, outletId, [line.outlet_product_id]))[0] ?? { name: line.product_name, sub_product_ids: [] };
  const kept = line.sub_products.flatMap((addOn) => (addOn.sub_product_id === null ? [] : [addOn.sub_product_id]));
  return resolveAddOns(executor, outletId, { name: product.name, sub_product_ids: [...product.sub_product_ids, ...kept] }, inputs);
}
