import {
  ChargeType,
  moneyFromHundredths,
  parseStoredLevelPrices,
  selectUnitPrice,
  toDecimalRupiah,
  toPercent,
  type Money,
  type OrderTotals,
  type PricedLine,
} from '@kasir/domain';
import type { Order, OrderAudit, Refund, OrderCharge, OrderProduct, OrderProductBundle, OrderSummary } from '@kasir/contracts';
import type { BundleLineRow, ProductLineRow } from './order-lines.repository.ts';
import type { AuditRow, OrderRow, OrderTableRow, PricingSetup, TimeSessionRow } from './orders.repository.ts';
import type { OrderPaymentParts } from '../payments/order-payment-parts.ts';

/** Hundredths from the database to rupiah on the wire (Rp 12.500,5 → 12500.5). */
export const toWireAmount = (hundredths: number): number => toDecimalRupiah(moneyFromHundredths(hundredths));
const wire = (amount: Money): number => toDecimalRupiah(amount);

/** Everything one order's detail is made of, loaded in batches by the reader. */
export type OrderParts = {
  order: OrderRow;
  orderTypeName: string;
  setup: PricingSetup;
  products: ProductLineRow[];
  bundles: BundleLineRow[];
  totals: OrderTotals;
  tables: OrderTableRow[];
  audits: AuditRow[];
  sessions: TimeSessionRow[];
  /** Refunds of the order, already presented by the bills module (modules/bills/refunds.repository.ts). */
  refunds?: Refund[];
  /** Payments and assigned promos (modules/payments); absent on a brand-new order. */
  paymentParts?: OrderPaymentParts;
};

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parseLevelPrices(text: string | null): Record<string, number> | null {
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return Object.fromEntries(entries.map(([key, hundredths]) => [key, toWireAmount(hundredths)]));
}

const pricedLineOf = (totals: OrderTotals, id: string): PricedLine | undefined => totals.lines.find((line) => line.id === id);

function presentProduct(row: ProductLineRow, totals: OrderTotals, priceLevel: number | null): OrderProduct {
  const priced = pricedLineOf(totals, `P${row.id}`);
  // The unit price before add-ons: edited price, else the order type's level price, else SellPrice.
  const unitPrice = selectUnitPrice(
    { sellPrice: moneyFromHundredths(row.sell_price), levelPrices: parseStoredLevelPrices(row.level_prices), priceOverride: row.price_override === null ? null : moneyFromHundredths(row.price_override) },
    priceLevel,
  );
  return {
    Id: row.id,
    OrderId: row.order_id,
    OutletProductId: row.outlet_product_id,
    ProductName: row.product_name,
    Quantity: row.quantity,
    UnitPrice: wire(unitPrice),
    Price: priced ? wire(priced.unitPrice) : 0,
    TempPrice: row.price_override === null ? null : toWireAmount(row.price_override),
    SellPrice: toWireAmount(row.sell_price),
    LevelPrices: parseLevelPrices(row.level_prices),
    Total: priced ? wire(priced.grossTotal) : 0,
    DiscountAmount: priced ? wire(priced.discount) : 0,
    Type: row.type,
    IsFree: row.is_free === 1,
    Status: row.status,
    PendingOrderProductId: row.pending_id,
    IsIncludedCharge: row.is_included_charge === 1,
    Notes: row.notes,
    Image: row.image_file_name ? { FileName: row.image_file_name } : null,
    OrderSubProducts: row.sub_products.map((addOn) => ({
      Id: addOn.id,
      SubProductId: addOn.sub_product_id,
      ReferenceId: addOn.sub_product_id,
      IsSubProduct: addOn.sub_product_id !== null,
      Name: addOn.name,
      Price: toWireAmount(addOn.price),
      BasePrice: toWireAmount(addOn.base_price),
      Quantity: addOn.quantity,
    })),
    OrderProductCharges: (priced?.charges ?? []).map((share) => ({ OrderChargeId: Number(share.chargeId), TotalCharge: wire(share.amount) })),
    CreatedOn: row.created_at,
    UpdatedOn: row.updated_at,
  };
}

function presentBundle(row: BundleLineRow, totals: OrderTotals): OrderProductBundle {
  const priced = pricedLineOf(totals, `B${row.id}`);
  return {
    Id: row.id,
    OutletProductBundleId: row.outlet_product_bundle_id,
    ProductBundleName: row.name,
    Quantity: row.quantity,
    Price: toWireAmount(row.price),
    Total: priced ? wire(priced.grossTotal) : 0,
    Status: row.status,
    Notes: row.notes,
    OutletProductBundleDetails: row.details.map((detail) => ({ OutletProductId: detail.outlet_product_id, Name: detail.name, Quantity: detail.quantity })),
  };
}

/** Order charges are the outlet charges of the order type, each with what it came to on this order. */
function presentCharges(setup: PricingSetup, totals: OrderTotals): OrderCharge[] {
  return setup.charges.map((charge) => {
    const outcome = totals.charges.find((candidate) => candidate.chargeId === charge.id);
    return {
      Id: charge.id,
      OutletChargeId: charge.id,
      ChargeName: charge.name,
      Type: charge.type,
      Amount: charge.type === ChargeType.PERCENTAGE ? toPercent(charge.amount) : toWireAmount(charge.amount),
      TotalCharge: outcome ? wire(outcome.amount) : 0,
      AddProductPrice: charge.add_product_price === 1,
      OutletCharge: { IncludedProductPrice: charge.included_product_price === 1 },
      ExcludedOutletCharges: [],
    };
  });
}

function presentAudit(row: AuditRow): OrderAudit {
  return {
    Id: row.id,
    Action: row.action,
    OrderProductId: row.order_product_id,
    ActorUserId: row.actor_user_id,
    ActorName: row.actor_name,
    ApproverUserId: row.approver_user_id,
    ApproverName: row.approver_name,
    Reason: row.reason,
    Before: parseJson(row.before_json),
    After: parseJson(row.after_json),
    CreatedOn: row.created_at,
  };
}

/** Spec §3 Order. Totals are the stored ones, which every change recomputed with the domain's pricing. */
export function presentOrder(parts: OrderParts): Order {
  const { order, setup, totals } = parts;
  const orderType = setup.orderType;
  return {
    Id: order.id,
    OrderNo: order.order_no,
    Version: order.version,
    OutletId: order.outlet_id,
    ShiftId: order.shift_id,
    OrderTypeId: order.order_type_id,
    OrderTypeName: parts.orderTypeName,
    OutletOrderTypeId: order.outlet_order_type_id,
    OutletOrderType: orderType
      ? {
          Id: orderType.id,
          Name: orderType.name,
          OrderTypeId: orderType.order_type_id,
          PriceLevel: orderType.price_level,
          IsRounded: orderType.is_rounded === 1,
          OutletOrderTypeCharges: setup.charges.map((charge) => ({ OutletChargeId: charge.id })),
        }
      : null,
    AppOrderType: order.app_order_type ?? null,
    ...(order.offline_ref ? { OfflineRef: order.offline_ref, OfflineNumber: order.offline_number ?? '' } : {}),
    Status: order.status,
    StepProcess: order.step_process,
    InfoOrder: order.info_order,
    CreatedOn: order.created_at,
    UpdatedOn: order.updated_at,
    BusinessDate: order.business_date,
    OutletAreaId: order.outlet_area_id,
    OrderTables: parts.tables.map((table) => ({
      OutletTableId: table.outlet_table_id,
      OutletTable: table.table_name === null ? null : { TableName: table.table_name, OutletArea: table.area_name === null ? null : { Name: table.area_name } },
    })),
    OutletTableIds: parts.tables.map((table) => table.outlet_table_id),
    OrderProducts: parts.products.map((row) => presentProduct(row, totals, orderType?.price_level ?? null)),
    OrderProductBundles: parts.bundles.map((row) => presentBundle(row, totals)),
    OrderCharges: presentCharges(setup, totals),
    OrderPromos: parts.paymentParts?.orderPromos ?? [],
    OrderTimeSessions: parts.sessions.map((session) => ({ Type: session.type, StartTime: session.start_time, EndTime: session.end_time, TerminatedOn: session.terminated_on })),
    Pax: order.pax,
    EndTime: order.end_time,
    CustomerData: (parseJson(order.customer_data) as Record<string, unknown> | null) ?? null,
    CustomerName: order.customer_name,
    PhoneNumber: order.phone_number,
    DeliveryAddress: order.delivery_address,
    MemberId: order.member_id,
    OrderedByName: order.created_by_name,
    OrderByName: order.created_by_name,
    CancelReason: order.cancel_reason,
    SubTotal: toWireAmount(order.subtotal),
    DiscountAmount: toWireAmount(order.discount_amount),
    Discount: toWireAmount(order.discount_amount),
    ChargeTotal: toWireAmount(order.charge_total),
    Rounding: toWireAmount(order.rounding),
    Total: toWireAmount(order.total),
    Payments: parts.paymentParts?.payments ?? [],
    PaidTotal: toWireAmount(parts.paymentParts?.paidTotal ?? 0),
    Remaining: toWireAmount(Math.max(0, order.total - (parts.paymentParts?.paidTotal ?? 0))),
    OrderAudits: parts.audits.map(presentAudit),
    Refunds: parts.refunds ?? [],
    RefundedTotal: (parts.refunds ?? []).reduce((sum, refund) => sum + Math.round(refund.Amount * 100), 0) / 100,
  };
}

/** GET /order/simpleOngoingOrder rows: the header without lines. */
export function presentOrderSummary(order: OrderRow, tableIds: readonly number[]): OrderSummary {
  return {
    Id: order.id,
    OrderNo: order.order_no,
    Version: order.version,
    Status: order.status,
    StepProcess: order.step_process,
    OrderTypeId: order.order_type_id,
    OutletOrderTypeId: order.outlet_order_type_id,
    Pax: order.pax,
    CustomerName: order.customer_name,
    OutletTableIds: [...tableIds],
    SubTotal: toWireAmount(order.subtotal),
    Total: toWireAmount(order.total),
    CreatedOn: order.created_at,
    UpdatedOn: order.updated_at,
    OrderedByName: order.created_by_name,
  };
}
