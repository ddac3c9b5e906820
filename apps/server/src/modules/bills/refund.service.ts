import {
  OrderProductStatus,
  OrderStatus,
  OtherPermission,
  RefundLineKind,
  allocateMoney,
  allocatePaidAmount,
  moneyFromHundredths,
  refundAmountOf,
  toHundredths,
  type PaidLineWeight,
} from '@kasir/domain';
import { ServerEvent, type Order, type Refund, type RefundBodySchema } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Executor, OrderRow } from '../orders/orders.repository.ts';
import { toWireAmount } from '../orders/orders.presenter.ts';
import { BILL_APPROVAL_TEXTS, type BillDeps } from './bill-deps.ts';
import { listRefundsOfOrders, type RefundsRepository } from './refunds.repository.ts';

type RefundBody = z.output<typeof RefundBodySchema>;
type Deps = BillDeps & {
  refunds: RefundsRepository;
  /** The whole order as GET /order/{id} shows it, read on the given executor (inside the refund's transaction). */
  presentOrder: (executor: Executor, outletId: number, row: OrderRow) => Promise<Order>;
};

type Wanted = { kind: number; field: 'OrderProducts' | 'OrderProductBundles'; lineId: number; quantity: number };

/** Thrown inside the transaction to roll it back when the same Idempotency-Key already made a refund. */
class RepeatedRefund extends Error {
  constructor(
    readonly orderId: number,
    readonly refundId: number,
  ) {
    super('Repeated refund');
  }
}

const hundredths = (rupiah: number) => Math.round(rupiah * 100);
const keyOf = (kind: number, lineId: number) => `${kind}:${lineId}`;

/** Sums repeated lines of the body into one entry each. */
function collectWanted(body: RefundBody): Wanted[] {
  const wanted = new Map<string, Wanted>();
  const add = (entry: Wanted) => {
    const key = keyOf(entry.kind, entry.lineId);
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, quantity: seen.quantity + entry.quantity } : entry);
  };
  for (const line of body.OrderProducts) add({ kind: RefundLineKind.PRODUCT, field: 'OrderProducts', lineId: line.OrderProductId, quantity: line.Quantity });
  for (const line of body.OrderProductBundles) add({ kind: RefundLineKind.BUNDLE, field: 'OrderProductBundles', lineId: line.OrderProductBundleId, quantity: line.Quantity });
  return [...wanted.values()];
}

/**
 * What each billed line weighed in the bill, from the order as presented (the same pricing,
 * promos included, that the payment used): a product's total after its discounts plus the
 * charges added on it; a bundle's total plus its part of the charges the products do not
 * carry (the wire shows no per-bundle charges). Pending lines were not billed and weigh nothing.
 */
function lineWeights(order: Order): PaidLineWeight[] {
  const includedChargeIds = new Set(order.OrderCharges.filter((charge) => charge.OutletCharge.IncludedProductPrice).map((charge) => charge.Id));
  const products = order.OrderProducts.map((line) => {
    const charges = line.OrderProductCharges.filter((charge) => !includedChargeIds.has(charge.OrderChargeId)).reduce((sum, charge) => sum + hundredths(charge.TotalCharge), 0);
    const billed = line.Status !== OrderProductStatus.PENDING;
    return { key: keyOf(RefundLineKind.PRODUCT, line.Id), weight: billed ? Math.max(0, hundredths(line.Total) - hundredths(line.DiscountAmount)) + charges : 0, charges: billed ? charges : 0 };
  });
  const bundleTotals = order.OrderProductBundles.map((line) => Math.max(0, hundredths(line.Total)));
  const bundleCharges = Math.max(0, hundredths(order.ChargeTotal) - products.reduce((sum, line) => sum + line.charges, 0));
  const bundleShares = bundleTotals.length === 0 ? [] : allocateMoney(moneyFromHundredths(bundleCharges), bundleTotals);
  const bundles = order.OrderProductBundles.map((line, index) => ({
    key: keyOf(RefundLineKind.BUNDLE, line.Id),
    weight: (bundleTotals[index] ?? 0) + toHundredths(bundleShares[index] ?? moneyFromHundredths(0)),
  }));
  return [...products.map(({ key, weight }) => ({ key, weight })), ...bundles];
}

/**
 * PUT /customer/refund/{id} (spec §5 refund): some units of a PAID order's lines are given
 * back. Each line gets back its share of what was paid (its part of promos, charges and
 * rounding, allocated with the largest-remainder method), in proportion to the units
 * refunded; units are claimed with a conditional update, so they are never refunded twice.
 */
export function createRefundService(deps: Deps) {
  async function readRefund(executor: Executor, orderId: number, refundId: number): Promise<Refund> {
    const refund = (await listRefundsOfOrders(executor, [orderId])).get(orderId)?.find((candidate) => candidate.Id === refundId);
    if (!refund) throw notFound(`Refund ${refundId}`);
    return refund;
  }

  return {
    async refund(auth: AuthContext, outletHeader: number | null, orderId: number, body: RefundBody, device: string, requestKey: string | null): Promise<Refund> {
      const shift = await deps.shifts.requireOpenShift(auth, outletHeader);
      const outletId = shift.outlet_id;
      const earlier = requestKey === null ? undefined : await deps.refunds.findByRequestKey(deps.db, outletId, requestKey);
      if (earlier) return readRefund(deps.db, earlier.order_id, earlier.id);
      const approverId = await deps.approvals.authorisePermission(auth, outletId, OtherPermission.REFUND_ORDER, BILL_APPROVAL_TEXTS.REFUND, body.Approval, device);
      const wanted = collectWanted(body);

      const outcome = await deps.orders
        .transaction(async (trx) => {
          const nowIso = new Date().toISOString();
          // The claim serialises refunds (and any change) of one order on PostgreSQL.
          const version = await deps.orders.claimVersion(trx, orderId, outletId, undefined, nowIso);
          const row = version === null ? undefined : await deps.orders.findOrder(trx, auth.ownerId, outletId, orderId);
          if (!row) throw notFound(`Order ${orderId}`);
          // A request with the same key that held the order before us has committed: answer its refund (rolling back our claim).
          const repeated = requestKey === null ? undefined : await deps.refunds.findByRequestKey(trx, outletId, requestKey);
          if (repeated) throw new RepeatedRefund(repeated.order_id, repeated.id);
          if (row.status !== OrderStatus.PAID) throw new AppError('CONFLICT', `Order ${row.order_no} is not paid: only a paid order can be refunded`);
          const paid = await deps.refunds.sumPaid(trx, orderId);
          if (paid <= 0) throw new AppError('CONFLICT', `Order ${row.order_no} has no money paid to refund`);
          const order = await deps.presentOrder(trx, outletId, row);
          const shares = allocatePaidAmount(moneyFromHundredths(paid), lineWeights(order));
          const before = await deps.refunds.refundedSoFar(trx, orderId);

          const lines = [];
          for (const entry of wanted) {
            const line =
              entry.kind === RefundLineKind.PRODUCT
                ? order.OrderProducts.find((candidate) => candidate.Id === entry.lineId && candidate.Status !== OrderProductStatus.PENDING)
                : order.OrderProductBundles.find((candidate) => candidate.Id === entry.lineId);
            if (!line) throw invalidField(entry.field, `Line ${entry.lineId} is not a paid line of this order`);
            const name = 'ProductName' in line ? line.ProductName : line.ProductBundleName;
            const already = before.get(keyOf(entry.kind, entry.lineId))?.quantity ?? 0;
            const left = line.Quantity - already;
            if (entry.quantity > left) throw invalidField(entry.field, left === 0 ? `${name} is already refunded` : `Quantity of ${name} must be 1 to ${left}`);
            const share = shares.get(keyOf(entry.kind, entry.lineId)) ?? moneyFromHundredths(0);
            const amount = toHundredths(refundAmountOf(share, line.Quantity, already, entry.quantity));
            const claimed = await deps.refunds.claimRefundedLine(trx, { kind: entry.kind, lineId: entry.lineId, orderId, before: already, quantity: entry.quantity, amount });
            if (!claimed) throw new AppError('CONFLICT', `${name} was refunded on another terminal meanwhile; please try again`);
            lines.push({ order_id: orderId, line_kind: entry.kind, line_id: entry.lineId, product_name: name, quantity: entry.quantity, amount });
          }
          const total = lines.reduce((sum, line) => sum + line.amount, 0);
          const refundId = await deps.refunds.insertRefund(
            trx,
            {
              owner_id: auth.ownerId,
              outlet_id: outletId,
              order_id: orderId,
              shift_id: shift.id,
              amount: total,
              reason: body.Reason,
              cashier_id: shift.user_id,
              cashier_name: shift.user_name,
              approver_user_id: approverId,
              request_key: requestKey,
              created_at: nowIso,
            },
            lines,
          );
          await deps.orders.insertAudit(trx, {
            order_id: orderId,
            action: 'REFUND',
            order_product_id: null,
            actor_user_id: shift.user_id,
            approver_user_id: approverId,
            reason: body.Reason,
            before_json: null,
            after_json: JSON.stringify({ RefundId: refundId, Amount: toWireAmount(total), Lines: lines.map((line) => ({ Name: line.product_name, Quantity: line.quantity })) }),
            created_at: nowIso,
          });
          return { refund: await readRefund(trx, orderId, refundId), version: version ?? row.version, status: row.status };
        })
        .catch(async (error: unknown) => {
          if (error instanceof RepeatedRefund) return { refund: await readRefund(deps.db, error.orderId, error.refundId), version: null, status: null };
          // The same key committed first on another connection: answer that refund.
          if (requestKey === null || !isUniqueViolation(error)) throw error;
          const winner = await deps.refunds.findByRequestKey(deps.db, outletId, requestKey);
          if (!winner) throw error;
          return { refund: await readRefund(deps.db, winner.order_id, winner.id), version: null, status: null };
        });

      if (outcome.version !== null && outcome.status !== null) {
        await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_CHANGED, { OrderId: orderId, Version: outcome.version, Status: outcome.status });
      }
      return outcome.refund;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
