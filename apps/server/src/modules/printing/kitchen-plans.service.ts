import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, PrintPlanSchema, type Order, type PlannedPrintJob, type PrintOrderBodySchema, type PrintOrderSentBodySchema, type PrintPlan, type PrintVoidBodySchema } from '@kasir/contracts';
import {
  SetReceipt,
  SpecMessage,
  VoidPrintType,
  ZERO_MONEY,
  buildVoidTicket,
  composeKitchenJobs,
  derivePrintJobId,
  fillMessage,
  jobGroupOf,
  type CodeValue,
  type SlipWidth,
} from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/access.ts';
import { AppError } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import { kitchenTargetOf, loadTargets, makeJob, outletSlipWidth, pageOf, plan, type PrintTarget } from './plan-support.ts';
import type { PrintSourcesRepository } from './print-sources.repository.ts';
import type { Executor, PlannedJob, PrintTrackingRepository } from './print-tracking.repository.ts';
import type { PrintingSetupRepository } from './printing-setup.repository.ts';
import { kitchenLines, ticketOrder, type OrderLineSource } from './ticket-data.ts';
import { recordPrintPlan } from '../../ops/observability/sale-events.ts';

type Deps = {
  db: Kysely<Database>;
  outlets: OutletsService;
  setup: PrintingSetupRepository;
  tracking: PrintTrackingRepository;
  sources: PrintSourcesRepository;
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
  now?: () => Date;
  /** How long a claim waits for its acknowledgement before it is handed out again (tests shorten it). */
  claimLeaseMs?: number;
};

/**
 * A plan's claim not acknowledged (POST /print/orderSent) within this is handed out again with
 * the same job ids (ADR 10): long enough for the agent to take a ticket of a slow network, short
 * enough that a crashed terminal's tickets still reach the kitchen while the guest waits.
 */
export const KITCHEN_CLAIM_LEASE_MS = 2 * 60_000;

/**
 * Kitchen and bar tickets (spec §4 and §7 print order v1/v2) and their void tickets. A plan
 * answers only the quantities no earlier plan claimed for a device, and claims them in the same
 * transaction, so a re-opened table, a retry or a second terminal never reprints old lines;
 * POST /print/orderSent acknowledges them (ADR 10).
 */
export function createKitchenPlansService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();
  const leaseMs = deps.claimLeaseMs ?? KITCHEN_CLAIM_LEASE_MS;

  async function routingItems(outletId: number, lines: readonly OrderLineSource[]) {
    const [products, bundles] = await Promise.all([
      deps.sources.productRouting(outletId, lines.flatMap((line) => (line.outletProductId === null ? [] : [line.outletProductId]))),
      deps.sources.bundleRouting(outletId, lines.flatMap((line) => (line.bundleId === null ? [] : [line.bundleId]))),
    ]);
    return lines.map((line) => {
      const facts = line.outletProductId !== null ? products.get(line.outletProductId) : line.bundleId !== null ? bundles.get(line.bundleId) : undefined;
      return { ...line, categoryId: facts?.categoryId ?? null, departmentId: facts?.departmentId ?? null };
    });
  }

  async function sentByLineAndDevice(executor: Executor, orderId: number) {
    const rows = await deps.tracking.sentQuantities(executor, orderId);
    const sent = new Map(rows.map((row) => [`${row.lineKey}|${row.deviceId}`, row.quantity]));
    const sentOf = (line: Pick<OrderLineSource, 'key' | 'sentAs'>, deviceId: number) =>
      (sent.get(`${line.key}|${deviceId}`) ?? 0) + (line.sentAs === undefined ? 0 : (sent.get(`${line.sentAs.key}|${deviceId}`) ?? 0) * line.sentAs.unitsPerBundle);
    return { rows, sentOf };
  }

  /**
   * A line deducted or voided after it reached a device counts as sent only up to what is left
   * of it, so units added back later reach the kitchen again.
   */
  async function reconcileSent(executor: Executor, orderId: number, lines: readonly OrderLineSource[], sent: Awaited<ReturnType<typeof sentByLineAndDevice>>, now: string) {
    const quantityOf = new Map(lines.map((line) => [line.key, line.quantity]));
    const adjustments = sent.rows
      .filter((row) => quantityOf.has(row.lineKey) && row.quantity > quantityOf.get(row.lineKey)!)
      .map((row) => ({ lineKey: row.lineKey, deviceId: row.deviceId, sentBefore: row.quantity, quantity: quantityOf.get(row.lineKey)! - row.quantity }));
    if (adjustments.length === 0) return sent;
    await deps.tracking.reconcile(executor, orderId, adjustments, now);
    return sentByLineAndDevice(executor, orderId);
  }

  /** The plan answered earlier under this Idempotency-Key; its claims' lease starts again, since its client is printing it now. */
  async function replayOf(executor: Executor, outletId: number, orderId: number, requestKey: string | null, now: string): Promise<PrintPlan | null> {
    if (requestKey === null) return null;
    const earlier = await deps.tracking.findPlanRequest(executor, outletId, requestKey);
    if (!earlier) return null;
    if (earlier.orderId !== orderId) throw new AppError('CONFLICT', 'This Idempotency-Key was used for another order', [{ field: IDEMPOTENCY_KEY_HEADER, error: 'used for another order' }]);
    const answer = PrintPlanSchema.parse(JSON.parse(earlier.plan));
    await deps.tracking.renewClaims(executor, orderId, [...new Set(answer.Jobs.map((job) => jobGroupOf(job.jobId)))], now);
    return answer;
  }

  /**
   * Claims whose lease ran out without an acknowledgement (a crash, a lost answer, a job the
   * agent refused) are handed out again as they were planned, same job ids, and their lease
   * starts again. A claim whose line shrank meanwhile is not: it counts as sent up to what is
   * left of the line, and the void ticket told the kitchen.
   */
  async function reofferStaleClaims(executor: Executor, orderId: number, terminal: string, lines: readonly OrderLineSource[], rowsBefore: ReadonlyArray<{ lineKey: string; deviceId: number; quantity: number }>, leaseStartedBefore: string, now: string): Promise<PlannedPrintJob[]> {
    const stale = await deps.tracking.staleClaims(executor, orderId, terminal, leaseStartedBefore);
    if (stale.length === 0) return [];
    const quantityOf = new Map(lines.map((line) => [line.key, line.quantity]));
    const claimedOf = new Map(rowsBefore.map((row) => [`${row.lineKey}|${row.deviceId}`, row.quantity]));
    const intact = stale.filter((claim) => claim.lines.every((line) => (claimedOf.get(`${line.key}|${claim.deviceId}`) ?? 0) <= (quantityOf.get(line.key) ?? 0)));
    await deps.tracking.renewClaims(
      executor,
      orderId,
      intact.map((claim) => claim.jobGroup),
      now,
    );
    return intact.flatMap((claim) => claim.jobs);
  }

  return {
    /**
     * Print order v1 or v2 (spec §7): the same tickets and job ids, widths on the version's slip
     * (spec §9). The units a plan hands out are claimed in its transaction (ADR 10): a second
     * plan of the order, at once or later, never carries them again; a retry with the same
     * Idempotency-Key answers this plan whole; a claim no POST /print/orderSent acknowledged
     * within KITCHEN_CLAIM_LEASE_MS is handed out again with the same job ids, which the agent
     * drops if it printed them.
     */
    async planOrder(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintOrderBodySchema>, slipWidth: SlipWidth, requestKey: string | null = null): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.readOrder(auth, outlet.id, body.Id);
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.ORDER);
      const lines = kitchenLines(order);
      const items = await routingItems(outlet.id, lines);
      const now = clock();
      const printedAt = now.toISOString();
      const leaseStartedBefore = new Date(now.getTime() - leaseMs).toISOString();
      // The terminal is its device session (a cashier signs in under it), so a change of cashier keeps it.
      const terminal = auth.parentSessionId ?? auth.sessionId;
      const planInTransaction = async (trx: Executor): Promise<PrintPlan> => {
        // The claim first: whoever holds the order's claim head plans; a twin waits, then finds the units claimed.
        await deps.tracking.lockOrderClaims(trx, order.Id, printedAt);
        const earlier = await replayOf(trx, outlet.id, order.Id, requestKey, printedAt);
        if (earlier) return earlier;
        const before = await sentByLineAndDevice(trx, order.Id);
        const { rows: sentRows, sentOf } = await reconcileSent(trx, order.Id, lines, before, printedAt);
        const handedOutAgain = await reofferStaleClaims(trx, order.Id, terminal, lines, before.rows, leaseStartedBefore, printedAt);
        const composed = composeKitchenJobs({
          subjectId: order.Id,
          targets: targets.map(kitchenTargetOf),
          lines: items,
          areaId: order.OutletAreaId,
          // AccordingDevice false: every kitchen device gets the whole order (no per-device lists).
          accordingDevice: body.AccordingDevice !== false,
          sentOf,
          hasSentBefore: (deviceId) => sentRows.some((row) => row.deviceId === deviceId),
          order: ticketOrder(order),
          cashierName: order.OrderByName,
          printedAt,
          timeZoneHours: outlet.time_zone,
          slipWidth,
        });
        const jobs: PlannedPrintJob[] = composed.jobs.map((composedJob) => composedJob.job);
        const planned: PlannedJob[] = composed.jobs.map((composedJob) => ({ jobId: composedJob.jobId, jobGroup: jobGroupOf(composedJob.jobId), orderId: order.Id, deviceId: composedJob.deviceId, lines: composedJob.lines, job: composedJob.job }));
        const missing = composed.missingNames;
        const message = missing.length === 0 ? null : fillMessage(SpecMessage.PRODUCT_WITHOUT_PRINTER, { list: missing.join(', ') });
        await deps.tracking.claimPlanned(trx, outlet.id, planned, terminal, printedAt);
        const answer = plan([...handedOutAgain, ...jobs], missing, message);
        if (requestKey !== null) await deps.tracking.savePlanRequest(trx, { outletId: outlet.id, requestKey, orderId: order.Id, plan: JSON.stringify(answer), now: printedAt });
        return answer;
      };

      try {
        const answer = await deps.tracking.transaction(planInTransaction);
        recordPrintPlan(order.Id, answer.Jobs.length);
        return answer;
      } catch (error) {
        // A twin with the same key that committed between our reads shows as the unique key: its plan is the answer.
        if (requestKey !== null && isUniqueViolation(error)) {
          const twin = await replayOf(deps.db, outlet.id, order.Id, requestKey, printedAt);
          if (twin) return twin;
        }
        throw error;
      }
    },

    async markSent(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintOrderSentBodySchema>): Promise<{ Id: number; MarkedLines: number }> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.readOrder(auth, outlet.id, body.Id);
      const marked = await deps.tracking.markSent(outlet.id, order.Id, body.JobIds, clock().toISOString());
      return { Id: order.Id, MarkedLines: marked };
    },

    /** Spec §4 void print types: the devices that got a line learn it is void (1 VOID ITEM, 2 VOID ORDER). */
    async planVoid(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintVoidBodySchema>): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.readOrder(auth, outlet.id, body.Id);
      const { rows } = await sentByLineAndDevice(deps.db, order.Id);
      const voidType = body.VoidType as CodeValue<typeof VoidPrintType>;
      const itemKey = body.OrderProductId === undefined ? null : `p${body.OrderProductId}`;
      const relevant = rows.filter((row) => row.quantity > 0 && (voidType === VoidPrintType.VOID_ORDER || row.lineKey === itemKey));
      if (relevant.length === 0) return plan([]);
      const names = await deps.tracking.plannedLineNames(order.Id);
      const devices = await deps.setup.listDevices(outlet.id);
      let kitchenTargets: PrintTarget[] = [];
      try {
        kitchenTargets = await loadTargets(deps.setup, outlet.id, SetReceipt.ORDER);
      } catch {
        kitchenTargets = [];
      }
      const current = new Map(kitchenLines(order).map((line) => [line.key, line]));
      const printedAt = clock().toISOString();
      const jobs: PlannedPrintJob[] = [];
      for (const device of devices) {
        const deviceRows = relevant.filter((row) => row.deviceId === device.id);
        if (deviceRows.length === 0) continue;
        const target = kitchenTargets.find((candidate) => candidate.device.id === device.id) ?? {
          device,
          setReceiptId: SetReceipt.ORDER,
          copies: 1,
          fontSize1: 1,
          fontSize2: 1,
          routing: { deviceId: device.id, quantity: 1, areaIds: [], departmentIds: [], categoryIds: [], productIds: [] },
        };
        const voided = deviceRows.map((row) => {
          const line = current.get(row.lineKey);
          const voidQuantity = voidType === VoidPrintType.VOID_ITEM && body.Quantity !== undefined ? Math.min(body.Quantity, row.quantity) : row.quantity;
          return {
            key: row.lineKey,
            name: line?.name ?? names.get(row.lineKey) ?? row.lineKey,
            quantity: voidQuantity,
            voidQuantity,
            unitPrice: line?.unitPrice ?? ZERO_MONEY,
            total: line?.total ?? ZERO_MONEY,
            notes: '',
            addOns: line?.addOns ?? [],
            bundleItems: line?.bundleItems ?? [],
            ...(line?.bundleName === undefined ? {} : { bundleName: line.bundleName }),
            isFree: false,
          };
        });
        // What the order looks like now is part of the identity: voiding one more of the same line is a new ticket.
        const identity = `${voidType}|${order.Status}|${order.Version}|${voided.map((line) => `${line.key}:${line.voidQuantity}:${current.get(line.key)?.quantity ?? 0}`).join(',')}`;
        const lines = buildVoidTicket(pageOf(target, outlet.time_zone), {
          voidType,
          stationName: device.name,
          order: ticketOrder(order),
          lines: voided,
          reason: order.CancelReason,
          voidedBy: order.OrderByName,
          printedAt,
        });
        for (let copy = 1; copy <= target.copies; copy += 1) {
          jobs.push(makeJob(target, 'void', derivePrintJobId({ kind: 'void', subjectId: order.Id, deviceId: device.id, content: identity, copy }), lines, outletSlipWidth(outlet)));
        }
      }
      // The void ticket tells the kitchen; from now on only what is left of each line counts as sent.
      await reconcileSent(deps.db, order.Id, [...current.values()], { rows, sentOf: () => 0 }, printedAt);
      return plan(jobs);
    },
  };
}

export type KitchenPlansService = ReturnType<typeof createKitchenPlansService>;
