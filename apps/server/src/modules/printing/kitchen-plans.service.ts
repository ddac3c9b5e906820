import type { z } from 'zod';
import type { Order, PlannedPrintJob, PrintOrderBodySchema, PrintOrderSentBodySchema, PrintPlan, PrintVoidBodySchema } from '@kasir/contracts';
import {
  SetReceipt,
  SpecMessage,
  VoidPrintType,
  ZERO_MONEY,
  buildKitchenTicket,
  buildVoidTicket,
  derivePrintJobId,
  fillMessage,
  jobGroupOf,
  kitchenContent,
  routeKitchenItems,
  type CodeValue,
  type KitchenRoute,
  type SlipWidth,
} from '@kasir/domain';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import { loadTargets, makeJob, outletSlipWidth, pageOf, plan, type PrintTarget } from './plan-support.ts';
import type { PrintSourcesRepository } from './print-sources.repository.ts';
import type { PlannedJob, PrintTrackingRepository } from './print-tracking.repository.ts';
import type { PrintingSetupRepository } from './printing-setup.repository.ts';
import { printableLines, ticketOrder, type OrderLineSource } from './ticket-data.ts';

type Deps = {
  outlets: OutletsService;
  setup: PrintingSetupRepository;
  tracking: PrintTrackingRepository;
  sources: PrintSourcesRepository;
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
  now?: () => Date;
};

/**
 * Kitchen and bar tickets (spec §4 and §7 print order v1/v2) and their void tickets. A plan
 * answers only the quantities a device has not been sent yet, and records which lines each job
 * carries; POST /print/orderSent then marks them, so a re-opened table never reprints old lines.
 */
export function createKitchenPlansService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  async function routingItems(outletId: number, lines: readonly OrderLineSource[]) {
    const [products, bundles] = await Promise.all([
      deps.sources.productRouting(outletId, lines.flatMap((line) => (line.outletProductId === null ? [] : [line.outletProductId]))),
      deps.sources.bundleRouting(outletId, lines.flatMap((line) => (line.bundleId === null ? [] : [line.bundleId]))),
    ]);
    return lines.map((line) => {
      const facts = line.outletProductId !== null ? products.get(line.outletProductId) : line.bundleId !== null ? bundles.get(line.bundleId) : undefined;
      return { key: line.key, name: line.name, outletProductId: line.outletProductId, categoryId: facts?.categoryId ?? null, departmentId: facts?.departmentId ?? null };
    });
  }

  async function sentByLineAndDevice(orderId: number) {
    const rows = await deps.tracking.sentQuantities(orderId);
    const sent = new Map(rows.map((row) => [`${row.lineKey}|${row.deviceId}`, row.quantity]));
    return { rows, sentOf: (key: string, deviceId: number) => sent.get(`${key}|${deviceId}`) ?? 0 };
  }

  /**
   * A line deducted or voided after it reached a device counts as sent only up to what is left
   * of it, so units added back later reach the kitchen again.
   */
  async function reconcileSent(orderId: number, lines: readonly OrderLineSource[], sent: Awaited<ReturnType<typeof sentByLineAndDevice>>, now: string) {
    const quantityOf = new Map(lines.map((line) => [line.key, line.quantity]));
    const adjustments = sent.rows
      .filter((row) => quantityOf.has(row.lineKey) && row.quantity > quantityOf.get(row.lineKey)!)
      .map((row) => ({ lineKey: row.lineKey, deviceId: row.deviceId, sentBefore: row.quantity, quantity: quantityOf.get(row.lineKey)! - row.quantity }));
    if (adjustments.length === 0) return sent;
    await deps.tracking.reconcile(orderId, adjustments, now);
    return sentByLineAndDevice(orderId);
  }

  return {
    /** Print order v1 or v2 (spec §7): the same tickets and job ids, widths on the version's slip (spec §9). */
    async planOrder(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintOrderBodySchema>, slipWidth: SlipWidth): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.readOrder(auth, outlet.id, body.Id);
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.ORDER);
      const lines = printableLines(order);
      const items = await routingItems(outlet.id, lines);
      // AccordingDevice false: every kitchen device gets the whole order (no per-device lists).
      const routing =
        body.AccordingDevice === false
          ? { routes: targets.map((target): KitchenRoute => ({ target: target.routing, keys: items.map((item) => item.key) })), missingNames: [] }
          : routeKitchenItems(
              targets.map((target) => target.routing),
              items,
              order.OutletAreaId,
            );
      const printedAt = clock().toISOString();
      const { rows: sentRows, sentOf } = await reconcileSent(order.Id, lines, await sentByLineAndDevice(order.Id), printedAt);
      const jobs: PlannedPrintJob[] = [];
      const planned: PlannedJob[] = [];
      for (const route of routing.routes) {
        const target = targets.find((candidate) => candidate.device.id === route.target.deviceId)!;
        const deviceId = target.device.id;
        const toPrint = lines
          .filter((line) => route.keys.includes(line.key))
          .map((line) => ({ ...line, printQuantity: line.quantity - sentOf(line.key, deviceId), sentBefore: sentOf(line.key, deviceId) }))
          .filter((line) => line.printQuantity > 0);
        if (toPrint.length === 0) continue;
        const content = kitchenContent(toPrint);
        const isAddition = sentRows.some((row) => row.deviceId === deviceId);
        for (let copy = 1; copy <= target.copies; copy += 1) {
          const jobId = derivePrintJobId({ kind: 'order', subjectId: order.Id, deviceId, content, copy });
          const ticket = buildKitchenTicket(pageOf(target, outlet.time_zone), {
            stationName: target.device.name,
            order: ticketOrder(order),
            lines: toPrint,
            printedAt,
            cashierName: order.OrderByName,
            isAddition,
            copy,
            copies: target.copies,
          });
          jobs.push(makeJob(target, 'order', jobId, ticket, slipWidth));
          planned.push({ jobId, jobGroup: jobGroupOf(jobId), orderId: order.Id, deviceId, lines: toPrint.map((line) => ({ key: line.key, quantity: line.printQuantity, name: line.name })) });
        }
      }
      await deps.tracking.recordPlanned(outlet.id, planned, printedAt);
      const missing = routing.missingNames;
      return plan(jobs, missing, missing.length === 0 ? null : fillMessage(SpecMessage.PRODUCT_WITHOUT_PRINTER, { list: missing.join(', ') }));
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
      const { rows } = await sentByLineAndDevice(order.Id);
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
      const current = new Map(printableLines(order).map((line) => [line.key, line]));
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
      await reconcileSent(order.Id, [...current.values()], { rows, sentOf: () => 0 }, printedAt);
      return plan(jobs);
    },
  };
}

export type KitchenPlansService = ReturnType<typeof createKitchenPlansService>;
