import type { Order, Payment } from '@kasir/contracts';
import {
  OrderProductStatus,
  ZERO_MONEY,
  moneyFromDecimalRupiah,
  type TicketOrder,
  type TicketOrderLine,
  type TicketPayment,
  type TicketTotals,
} from '@kasir/domain';

/**
 * Turns the order as GET /order/{id} answers it into the plain data the ticket builders print.
 * Wire amounts are rupiah with at most two decimals; tickets take hundredths.
 */
const money = (rupiah: number) => moneyFromDecimalRupiah(rupiah);

/** Spec §4: only confirmed lines or lines without a status print; PENDING ones never. */
const isPrintable = (status: number | null | undefined) => status !== OrderProductStatus.PENDING;

export type OrderLineSource = TicketOrderLine & {
  outletProductId: number | null;
  bundleId: number | null;
  /**
   * A bundle's product printed on its own (kitchenLines): before issue 16 a bundle reached the
   * kitchen whole under the bundle line's key, so units sent under that key count as sent here,
   * `unitsPerBundle` of this product for each bundle sent.
   */
  sentAs?: { key: string; unitsPerBundle: number };
};

export function printableLines(order: Order): OrderLineSource[] {
  const products = order.OrderProducts.filter((product) => isPrintable(product.Status)).map(
    (product): OrderLineSource => ({
      key: `p${product.Id}`,
      name: product.ProductName,
      quantity: product.Quantity,
      unitPrice: money(product.UnitPrice),
      total: money(product.Total),
      notes: product.Notes,
      addOns: product.OrderSubProducts.map((addOn) => ({ name: addOn.Name, quantity: addOn.Quantity, price: money(addOn.Price) })),
      bundleItems: [],
      isFree: product.IsFree,
      outletProductId: product.OutletProductId,
      bundleId: null,
    }),
  );
  const bundles = order.OrderProductBundles.filter((bundle) => isPrintable(bundle.Status)).map(
    (bundle): OrderLineSource => ({
      key: `b${bundle.Id}`,
      name: bundle.ProductBundleName,
      quantity: bundle.Quantity,
      unitPrice: money(bundle.Price),
      total: money(bundle.Total),
      notes: bundle.Notes,
      addOns: [],
      bundleItems: bundle.OutletProductBundleDetails.map((detail) => ({ name: detail.Name, quantity: detail.Quantity })),
      isFree: false,
      outletProductId: null,
      bundleId: bundle.OutletProductBundleId,
    }),
  );
  return [...products, ...bundles];
}

/**
 * The lines of kitchen and bar tickets (issue 16): a bundle is cooked where each of its products
 * is, so each product inside a bundle line becomes a line of its own, routed by its product,
 * category and department like any product line, carrying the bundle's name and note. Its key
 * `b{bundle line}.p{product}` is what sent-tracking records, so each prints exactly once. A
 * bundle without products inside prints whole, routed by the bundle's own category.
 */
export function kitchenLines(order: Order): OrderLineSource[] {
  return printableLines(order).flatMap((line): OrderLineSource[] => {
    const bundle = line.bundleId === null ? undefined : order.OrderProductBundles.find((candidate) => `b${candidate.Id}` === line.key);
    if (!bundle || bundle.OutletProductBundleDetails.length === 0) return [line];
    const perBundle = new Map<number, { name: string; quantity: number }>();
    for (const detail of bundle.OutletProductBundleDetails) {
      const known = perBundle.get(detail.OutletProductId);
      perBundle.set(detail.OutletProductId, { name: known?.name ?? detail.Name, quantity: (known?.quantity ?? 0) + detail.Quantity });
    }
    return [...perBundle.entries()].map(([outletProductId, product]) => ({
      key: `${line.key}.p${outletProductId}`,
      name: product.name,
      quantity: product.quantity * bundle.Quantity,
      unitPrice: ZERO_MONEY,
      total: ZERO_MONEY,
      notes: bundle.Notes,
      addOns: [],
      bundleItems: [],
      bundleName: bundle.ProductBundleName,
      isFree: false,
      outletProductId,
      bundleId: null,
      sentAs: { key: line.key, unitsPerBundle: product.quantity },
    }));
  });
}

export function ticketOrder(order: Order, lines: TicketOrderLine[] = printableLines(order)): TicketOrder {
  const tables = order.OrderTables.map((table) => table.OutletTable).filter((table): table is NonNullable<typeof table> => table !== null);
  return {
    orderNo: order.OrderNo,
    orderTypeName: order.OrderTypeName,
    tableNames: tables.map((table) => table.TableName),
    areaName: tables[0]?.OutletArea?.Name ?? null,
    pax: order.Pax,
    customerName: order.CustomerName,
    cashierName: order.OrderByName,
    createdAt: order.CreatedOn,
    infoOrder: order.InfoOrder,
    lines,
    timeSessions: order.OrderTimeSessions.map((session) => ({ type: session.Type, startTime: session.StartTime, endTime: session.EndTime ?? session.TerminatedOn })),
  };
}

export function ticketTotals(order: Order): TicketTotals {
  return {
    subtotal: money(order.SubTotal),
    discounts: order.OrderPromos.filter((promo) => promo.TotalDiscount > 0).map((promo) => ({ name: promo.PromoName, amount: money(promo.TotalDiscount) })),
    charges: order.OrderCharges.filter((charge) => charge.TotalCharge !== 0).map((charge) => ({ name: charge.ChargeName, amount: money(charge.TotalCharge) })),
    rounding: money(order.Rounding),
    total: money(order.Total),
  };
}

export function ticketPayment(payment: Payment, memberPoints: number | null): TicketPayment {
  return {
    paidAt: payment.CreatedOn,
    cashierName: payment.CashierName,
    details: payment.PaymentDetails.map((detail) => ({ name: detail.Name, amount: money(detail.Amount) })),
    change: money(payment.Change),
    remaining: money(payment.Remaining),
    pointUsed: payment.PointUsed,
    pointEarned: payment.PointEarned,
    memberPoints,
  };
}
