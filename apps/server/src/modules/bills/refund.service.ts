import {
  OrderProductStatus,
  OrderStatus,
  OtherPermission,
  RefundLineKind,
  PendingItemStatus,
  allocatePaidAmount,
  moneyFromHundredths,
  refundAmountOf,
  toHundredths,
  weighBilledLines,
} from '@kasir/domain';
import { ServerEvent, type Refund, type RefundBodySchema } from '@kasir/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Executor } from '../orders/orders.repository.ts';
import { billShareOf, priceOrder } from '../orders/order-pricing.ts';
import { EMPTY_PAYMENT_PARTS, loadOrderPaymentParts } from '../payments/order-payment-parts.ts';
import { toWireAmount } from '../orders/orders.presenter.ts';
import { BILL_APPROVAL_TEXTS, type BillDeps } from './bill-deps.ts';
import { listRefundsOfOrders, type RefundsRepository } from './refunds.repository.ts';

type RefundBody = z.output<typeof RefundBodySchema>;
type Deps = BillDeps & { refunds: RefundsRepository };

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
          // The bill as the payment priced it (its promos and methods): each line's share of what was paid.
          const stored = await deps.lines.loadLines(trx, [orderId], PendingItemStatus.WAITING);
          const setup = await deps.orders.loadPricingSetup(trx, outletId, row.outlet_order_type_id);
          const parts = (await loadOrderPaymentParts(trx, outletId, [row])).get(orderId) ?? EMPTY_PAYMENT_PARTS;
          const totals = priceOrder(setup, stored, { promos: parts.promoInputs, paymentMethodIds: parts.paymentMethodIds, billShare: billShareOf(row) });
          const shares = allocatePaidAmount(moneyFromHundredths(paid), weighBilledLines(totals));
          const before = await deps.refunds.refundedSoFar(trx, orderId);

          const lines = [];
          for (const entry of wanted) {
            const line =
              entry.kind === RefundLineKind.PRODUCT
                ? stored.products.find((candidate) => candidate.id === entry.lineId && candidate.status !== OrderProductStatus.PENDING)
                : stored.bundles.find((candidate) => candidate.id === entry.lineId);
            if (!line) throw invalidField(entry.field, `Line ${entry.lineId} is not a paid line of this order`);
            const name = 'product_name' in line ? line.product_name : line.name;
            const already = before.get(keyOf(entry.kind, entry.lineId))?.quantity ?? 0;
            const left = line.quantity - already;
            if (entry.quantity > left) throw invalidField(entry.field, left === 0 ? `${name} is already refunded` : `Quantity of ${name} must be 1 to ${left}`);
            const share = shares.get(`${entry.kind === RefundLineKind.PRODUCT ? 'P' : 'B'}${entry.lineId}`) ?? moneyFromHundredths(0);
            const amount = toHundredths(refundAmountOf(share, line.quantity, already, entry.quantity));
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
