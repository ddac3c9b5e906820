import { OrderType, toDecimalRupiah } from '@kasir/domain';
import type { CreateOrderBody, OrderProductBundleInput, OrderProductInput, OrderSubProductInput } from '@kasir/contracts';
import type { FilledTable } from '../../session/session-store.ts';
import { CartLineKind, type CartAddOn } from './cart-types.ts';
import type { CartData } from './cart-store.ts';

function toSubProductInput(addOn: CartAddOn): OrderSubProductInput {
  // A menu add-on is priced by the server from its own data; only free text carries a price.
  return addOn.subProductId !== null
    ? { SubProductId: addOn.subProductId, Quantity: addOn.quantity }
    : { Name: addOn.name, Price: toDecimalRupiah(addOn.price), Quantity: addOn.quantity };
}

function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export interface OrderPayloadContext {
  /** OrderType code of the chosen outlet order type. */
  orderTypeId: number;
  /** Tables this terminal holds for a dine-in order (session store, ?fromMenu=table). */
  tables: readonly FilledTable[];
}

/**
 * The POST /order body for the cart: one call creates the order with its lines, so a failure
 * leaves nothing half-saved. The server re-prices every line from its own menu.
 */
export function toCreateOrderBody(cart: CartData, context: OrderPayloadContext): CreateOrderBody {
  const products: OrderProductInput[] = [];
  const bundles: OrderProductBundleInput[] = [];
  for (const line of cart.lines) {
    if (line.kind === CartLineKind.BUNDLE) {
      bundles.push({ OutletProductBundleId: line.productId, Quantity: line.quantity, Notes: optionalText(line.notes) });
      continue;
    }
    products.push({
      OutletProductId: line.productId,
      Quantity: line.quantity,
      Notes: optionalText(line.notes),
      Price: line.priceOverride === null ? undefined : toDecimalRupiah(line.priceOverride),
      OrderSubProducts: line.addOns.length === 0 ? undefined : line.addOns.map(toSubProductInput),
    });
  }
  const isDineIn = context.orderTypeId === OrderType.DINE_IN;
  const firstTable = context.tables[0];
  return {
    OutletOrderTypeId: cart.outletOrderTypeId ?? 0,
    pax: cart.pax,
    endTime: isDineIn ? (firstTable?.EndTime ?? null) : null,
    CustomerName: optionalText(cart.customer.CustomerName),
    PhoneNumber: optionalText(cart.customer.PhoneNumber),
    OutletTableIds: isDineIn && context.tables.length > 0 ? context.tables.map((table) => table.OutletTableId) : undefined,
    OutletAreaId: isDineIn && firstTable ? firstTable.OutletAreaId : undefined,
    DeliveryAddress: context.orderTypeId === OrderType.DELIVERY && cart.shipping ? cart.shipping : undefined,
    OrderProducts: products,
    OrderProductBundles: bundles,
  };
}
