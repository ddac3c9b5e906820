import { OrderChange, OrderProductStatus, OrderProductType, OtherPermission, ReplacementRejection, checkReplacement, type ReplacementRejectionValue } from '@kasir/domain';
import type { AddFreeOrderProductBody, ChangeOrderProductBody } from '@kasir/contracts';
import { invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { PermissionChecker } from '../users/permissions.ts';
import { loadProductsForOrder } from '../catalog/stock.repository.ts';
import { beginChange, createRun, findProductLine, snapshotOfLine, type ChangeDeps, type ChangedOrder } from './order-changes.service.ts';
import { stockOfProductLine } from './order-write.ts';

type Body<T> = Omit<T, 'Version'> & { Version?: number | undefined };

const REJECTION_MESSAGE: Record<ReplacementRejectionValue, (name: string) => string> = {
  [ReplacementRejection.SAME_PRODUCT]: (name) => `${name} is already the product of this line`,
  [ReplacementRejection.INACTIVE]: (name) => `${name} is not on the menu`,
  [ReplacementRejection.SOLD_OUT]: (name) => `${name} is sold out`,
  [ReplacementRejection.NO_STOCK]: (name) => `${name} has no stock left`,
};

/** Change product and reward (free) items of spec §5. */
export function createOrderReplacementsService(deps: ChangeDeps & { permissions: PermissionChecker }) {
  const run = createRun(deps);

  return {
    /** PUT /customer/changeOrderProduct/{id}: another product on the same line; stock moves with it. */
    async changeProduct(auth: AuthContext, outletHeader: number | null, orderId: number, body: Body<ChangeOrderProductBody>, device: string): Promise<ChangedOrder> {
      const { outletId, approverUserId, actorUserId } = await beginChange(deps, auth, outletHeader, OrderChange.CHANGE_PRODUCT, body.Approval, device);
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        const line = findProductLine(context.lines, body.OrderProductId);
        if (line.status === OrderProductStatus.PENDING) throw invalidField('OrderProductId', 'This item is pending: return it to the order first');
        const [replacement] = await loadProductsForOrder(context.trx, outletId, [body.OutletProductId]);
        if (!replacement) throw invalidField('OutletProductId', 'Unknown product');
        const rejection = checkReplacement(line.outlet_product_id, {
          id: replacement.id,
          isActive: true,
          isSoldOut: replacement.is_sold_out === 1,
          stockQuantity: replacement.stock_quantity,
        });
        if (rejection) throw invalidField('OutletProductId', REJECTION_MESSAGE[rejection](replacement.name));
        // Free-text add-ons stay; menu add-ons the new product does not offer go (their stock comes back).
        const kept = line.sub_products.filter((addOn) => addOn.sub_product_id === null || replacement.sub_product_ids.includes(addOn.sub_product_id));
        await context.give(stockOfProductLine(line));
        await context.take(stockOfProductLine({ outlet_product_id: replacement.id, quantity: line.quantity, sub_products: kept }));
        await deps.lines.updateProductLine(context.trx, line.id, {
          outlet_product_id: replacement.id,
          product_name: replacement.name,
          sell_price: replacement.sell_price,
          level_prices: replacement.level_prices,
          price_override: null,
          updated_at: context.nowIso,
        });
        await deps.lines.replaceAddOns(
          context.trx,
          line.id,
          kept.map((addOn) => ({ sub_product_id: addOn.sub_product_id, name: addOn.name, price: addOn.price, base_price: addOn.base_price, quantity: addOn.quantity })),
        );
        const after = { ...line, outlet_product_id: replacement.id, product_name: replacement.name, price_override: null, sub_products: kept };
        await context.audit({ action: 'CHANGE', orderProductId: line.id, approverUserId, reason: body.Notes, before: snapshotOfLine(line), after: snapshotOfLine(after) });
      });
    },

    /** POST /order/{id}/addFreeOrderProduct: a reward or compliment line priced at 0, taking stock like any line. */
    async addFreeProduct(auth: AuthContext, outletHeader: number | null, orderId: number, body: Body<AddFreeOrderProductBody>): Promise<ChangedOrder> {
      const { outletId, actorUserId } = await beginChange(deps, auth, outletHeader, null, undefined, '');
      await deps.permissions.assertPermission(auth, OtherPermission.ADD_ORDER, 'add orders');
      return run(auth, outletId, orderId, body.Version, actorUserId, async (context) => {
        const [product] = await loadProductsForOrder(context.trx, outletId, [body.OutletProductId]);
        if (!product) throw invalidField('OutletProductId', 'Unknown product');
        const quantity = body.Quantity ?? 1;
        await context.take(stockOfProductLine({ outlet_product_id: product.id, quantity, sub_products: [] }));
        const lineId = await deps.lines.insertProductLine(
          context.trx,
          {
            order_id: orderId,
            outlet_product_id: product.id,
            product_name: product.name,
            quantity,
            sell_price: product.sell_price,
            level_prices: product.level_prices,
            price_override: null,
            type: body.Type ?? OrderProductType.FREE,
            is_free: 1,
            status: OrderProductStatus.CONFIRMED,
            notes: body.Notes ?? '',
            is_included_charge: 1,
            created_by: actorUserId,
            created_at: context.nowIso,
            updated_at: context.nowIso,
          },
          [],
        );
        await context.audit({ action: 'FREE_ITEM', orderProductId: lineId, approverUserId: null, after: { OutletProductId: product.id, ProductName: product.name, Quantity: quantity, Type: body.Type ?? OrderProductType.FREE } });
      });
    },
  };
}

export type OrderReplacementsService = ReturnType<typeof createOrderReplacementsService>;
