import type { OfflineKitchenJob, OutletReceipt } from '@kasir/contracts';
import {
  SetReceipt,
  ZERO_MONEY,
  composeKitchenJobs,
  offlineLineIndex,
  offlineLineKey,
  offlineSubjectId,
  printSetFontSizes,
  slipWidthFor,
  type ComposedKitchenJob,
  type KitchenTarget,
  type TicketOrder,
} from '@kasir/domain';
import { CartLineKind, type CartLine } from '../menu/cart/cart-types.ts';
import { postPrintJob } from '../printing/agent-client.ts';
import { relayPlan, type PostJob } from '../printing/relay-plan.ts';

/**
 * Issue 23 (ADR 27): kitchen tickets of a sale taken while the server is unreachable. They are
 * composed with the server's own pure builders (composeKitchenJobs of @kasir/domain), posted to
 * the local print agent under job ids derived from the sale's Ref, and the jobs the agent
 * accepted go into order.Offline.KitchenJobs, so the server counts those lines as sent and
 * never prints them again.
 */

/** One line of body.OrderProducts, at the same position (its Index), as the cart shows it. */
export interface OfflineKitchenLine {
  outletProductId: number;
  name: string;
  quantity: number;
  /** The line's note ('' when none). */
  notes: string;
  /** Add-ons per unit, with the names the cart shows. */
  addOns: ReadonlyArray<{ name: string; quantity: number }>;
}

/** Where a product is cooked: the menu's category of the product and that category's department. */
export interface OfflineRoutingFacts {
  categoryId: number | null;
  departmentId: number | null;
}

export interface OfflineKitchenInput {
  /** The sale's Ref (a UUID): job ids derive from it. */
  ref: string;
  /**
   * body.OrderProducts in the same order (Index = position). `kitchenLinesFromCart(cart.lines)`
   * gives them from the cart; bundles are not in OrderProducts and do not print offline.
   */
  lines: readonly OfflineKitchenLine[];
  /** outletProductId → its category and department (from the cached menu); a product missing here routes to catch-all printers. */
  routing: ReadonlyMap<number, OfflineRoutingFacts>;
  outlet: {
    /** Outlet's offset from UTC in hours (the ticket prints its clock). */
    timeZoneHours: number;
    /** The outlet's IsPrinterV2: v2 slip widths. */
    isPrinterV2: boolean;
  };
  orderTypeName: string;
  pax: number;
  customerName: string | null;
  /** Dine-in: the names of the held tables, and their area (routing by area, 'Meja' line). */
  tableNames: readonly string[];
  areaId: number | null;
  areaName: string | null;
  cashierName: string;
  /** ISO 8601: when the cashier took the sale (printed as the ticket's time). */
  takenAt: string;
  /** 'OFF-…' as the cashier sees it: the ticket's number. */
  provisionalNumber: string;
  /** The outlet's print sets as cached (GET /outletReceipt, printingQueryKeys.printSets). */
  printSets: readonly OutletReceipt[];
}

export type { OfflineKitchenJob };

/** The kitchen lines of a cart, in the order toCreateOrderBody puts them into OrderProducts. */
export function kitchenLinesFromCart(lines: readonly CartLine[]): OfflineKitchenLine[] {
  return lines
    .filter((line) => line.kind === CartLineKind.PRODUCT)
    .map((line) => ({
      outletProductId: line.productId,
      name: line.name,
      quantity: line.quantity,
      notes: line.notes.trim(),
      addOns: line.addOns.map((addOn) => ({ name: addOn.name, quantity: addOn.quantity })),
    }));
}

/** The devices of the ORDER print sets, as the server's loadTargets reads them: sets by id, devices in their order, each device once. */
export function kitchenTargetsOf(printSets: readonly OutletReceipt[]): KitchenTarget[] {
  const targets: KitchenTarget[] = [];
  const orderSets = printSets.filter((set) => set.SetReceiptId === SetReceipt.ORDER).sort((left, right) => left.Id - right.Id);
  for (const set of orderSets) {
    const [fontSize1, fontSize2] = printSetFontSizes(set.FontSize);
    for (const link of set.OutletSetReceiptDevices) {
      if (targets.some((target) => target.device.id === link.DeviceId)) continue;
      const copies = Math.max(1, link.Quantity);
      targets.push({
        device: { id: link.DeviceId, name: link.Device.Name, ip: link.Device.Ip, port: link.Device.Port, paperWidth: link.Device.PaperWidth },
        setReceiptId: SetReceipt.ORDER,
        copies,
        fontSize1,
        fontSize2,
        routing: {
          deviceId: link.DeviceId,
          quantity: copies,
          areaIds: link.OutletSetReceiptAreas.map((area) => area.OutletAreaId),
          departmentIds: link.DepartmentIds,
          categoryIds: link.ProductCategoryIds,
          productIds: link.OutletProductIds,
        },
      });
    }
  }
  return targets;
}

/** The sale's kitchen tickets, composed exactly as the server plans them (same builders, job ids from the Ref). */
export function composeOfflineKitchenJobs(input: OfflineKitchenInput): ComposedKitchenJob[] {
  const lines = input.lines.map((line, index) => {
    const facts = input.routing.get(line.outletProductId);
    return {
      key: offlineLineKey(index),
      name: line.name,
      quantity: line.quantity,
      // Kitchen tickets print no prices.
      unitPrice: ZERO_MONEY,
      total: ZERO_MONEY,
      notes: line.notes,
      addOns: line.addOns.map((addOn) => ({ name: addOn.name, quantity: addOn.quantity, price: ZERO_MONEY })),
      bundleItems: [],
      isFree: false,
      outletProductId: line.outletProductId,
      categoryId: facts?.categoryId ?? null,
      departmentId: facts?.departmentId ?? null,
    };
  });
  const order: TicketOrder = {
    orderNo: input.provisionalNumber,
    orderTypeName: input.orderTypeName,
    tableNames: [...input.tableNames],
    areaName: input.areaName,
    pax: input.pax,
    customerName: input.customerName,
    cashierName: input.cashierName,
    createdAt: input.takenAt,
    infoOrder: null,
    lines,
    timeSessions: [],
  };
  return composeKitchenJobs({
    subjectId: offlineSubjectId(input.ref),
    targets: kitchenTargetsOf(input.printSets),
    lines,
    areaId: input.areaId,
    order,
    cashierName: input.cashierName,
    printedAt: input.takenAt,
    timeZoneHours: input.outlet.timeZoneHours,
    slipWidth: slipWidthFor(input.outlet.isPrinterV2),
  }).jobs;
}

function toOfflineJob(composed: ComposedKitchenJob): OfflineKitchenJob {
  return {
    JobId: composed.jobId,
    DeviceId: composed.deviceId,
    Lines: composed.lines.map((line) => ({ Index: offlineLineIndex(line.key)!, Quantity: line.quantity })),
  };
}

/**
 * Prints the sale's kitchen tickets through the print service of each print set (the local
 * agent unless the set names another) and answers the jobs it accepted: printed, printed
 * before (the same id) or queued for its printer. Never throws: a refused job is left out, so
 * the server prints its lines when it plans the order.
 */
export async function printOfflineKitchenTickets(input: OfflineKitchenInput, post: PostJob = postPrintJob): Promise<OfflineKitchenJob[]> {
  const composed = composeOfflineKitchenJobs(input);
  if (composed.length === 0) return [];
  const outcomes = await relayPlan({ Jobs: composed.map((job) => job.job), MissingPrinterProducts: [], Message: null }, input.printSets, post);
  const accepted = new Set(outcomes.filter((outcome) => outcome.status !== 'failed').map((outcome) => outcome.job.jobId));
  return composed.filter((job) => accepted.has(job.jobId)).map(toOfflineJob);
}
