import { OrderType, toDecimalRupiah } from '@kasir/domain';
import type { AddOrderProductBody, CreateOrderBody, OrderProductBundleInput, OrderProductInput, OrderSubProductInput } from '@kasir/contracts';
import type { FilledTable } from '../../session/session-store.ts';
import { memberPlayOrderFields } from '../../members/member-play.ts';
import { CartLineKind, type CartAddOn, type CartLine } from './cart-types.ts';
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

interface LineInputs {
  OrderProducts: OrderProductInput[];
  OrderProductBundles: OrderProductBundleInput[];
}

/** The cart's lines as the orders contract carries them, for a new order and for adding alike. */
function toLineInputs(lines: readonly CartLine[]): LineInputs {
  const products: OrderProductInput[] = [];
  const bundles: OrderProductBundleInput[] = [];
  for (const line of lines) {
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
  return { OrderProducts: products, OrderProductBundles: bundles };
}

/**
 * The POST /order body for the cart: one call creates the order with its lines, so a failure
 * leaves nothing half-saved. The server re-prices every line from its own menu.
 */
export function toCreateOrderBody(cart: CartData, context: OrderPayloadContext): CreateOrderBody {
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
    ...(isDineIn ? memberPlayOrderFields(firstTable?.MemberPlay) : {}),
    ...toLineInputs(cart.lines),
  };
}

/**
 * The POST /order/{id}/addOrderProduct body: only the new lines, with the Version of the order
 * the cashier is adding to. The server refuses an older Version (409), so a repeat of a save
 * that already went through can never add the lines a second time.
 */
export function toAddOrderProductBody(cart: CartData, version: number): AddOrderProductBody {
  return { Version: version, ...toLineInputs(cart.lines) };
}
