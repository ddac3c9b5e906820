import { routeKitchenItems, type KitchenRoute, type RoutingTarget } from './kitchen-routing.ts';
import { buildKitchenTicket } from './order-tickets.ts';
import { derivePrintJobId, kitchenContent } from './print-job-id.ts';
import { scaleLinesToSlip, type SlipWidth } from './slip-width.ts';
import { ticketColumns, type TicketLine } from './ticket-text.ts';
import type { TicketOrder, TicketOrderLine, TicketPage } from './ticket-types.ts';

/**
 * The pure part of a kitchen plan (spec §7 print order v1/v2): which device gets which lines,
 * the quantities not sent yet, the tickets and their job ids. The server plans with it from its
 * tables, and a till without its server composes the same tickets from its cached menu and
 * print sets (issue 23, ADR 27), so both print the same paper under ids of the same shape.
 */

/** ESC/POS character magnification (GS !) goes from 1 to 8. */
const FONT_MAGNIFICATION_MIN = 1;
const FONT_MAGNIFICATION_MAX = 8;

/** A printer as a print job names it. */
export type KitchenDevice = { id: number; name: string; ip: string; port: number; paperWidth: 58 | 80 };

/** One device of the ORDER print set, ready to print on: its copies, font and routing lists. */
export type KitchenTarget = {
  device: KitchenDevice;
  setReceiptId: number;
  copies: number;
  fontSize1: number;
  fontSize2: number;
  routing: RoutingTarget;
};

/** An agent-ready job plus who it is for: structurally the PlannedPrintJob of @kasir/contracts. */
export type AgentPrintJob = {
  ip: string;
  port: number;
  data: TicketLine[];
  slipWidth: SlipWidth;
  fontSize1: number;
  fontSize2: number;
  jobId: string;
  paperWidth: 58 | 80;
  Kind: string;
  DeviceId: number;
  DeviceName: string;
  SetReceiptId: number;
  qrData?: string;
  reprint?: boolean;
};

/** A print set's FontSize "h,v" (spec §3) as two magnifications, each 1..8; anything else is 1. */
export function printSetFontSizes(fontSize: string): [number, number] {
  const [width = 1, height = 1] = fontSize.split(',').map((part) => Number(part));
  const clamp = (value: number) => (Number.isInteger(value) && value >= FONT_MAGNIFICATION_MIN && value <= FONT_MAGNIFICATION_MAX ? value : FONT_MAGNIFICATION_MIN);
  return [clamp(width), clamp(height)];
}

export function kitchenPage(target: Pick<KitchenTarget, 'device' | 'fontSize1'>, timeZoneHours: number): TicketPage {
  return { columns: ticketColumns(target.device.paperWidth, target.fontSize1), timeZoneHours };
}

/**
 * An agent-ready job for one copy on one device, for a printer version's slip width (spec §9,
 * ADR 14): v1 widths add up to 1.1, v2 to 1. The job id is derived by the caller from the
 * unscaled lines, so the v1 and v2 job of one ticket share it and never print twice.
 */
export function makeAgentJob(
  target: Pick<KitchenTarget, 'device' | 'setReceiptId' | 'fontSize1' | 'fontSize2'>,
  kind: string,
  jobId: string,
  lines: readonly TicketLine[],
  slipWidth: SlipWidth,
  extra: { qrData?: string; reprint?: boolean } = {},
): AgentPrintJob {
  const job: AgentPrintJob = {
    ip: target.device.ip,
    port: target.device.port,
    data: scaleLinesToSlip(lines, slipWidth),
    slipWidth,
    fontSize1: target.fontSize1,
    fontSize2: target.fontSize2,
    jobId,
    paperWidth: target.device.paperWidth,
    Kind: kind,
    DeviceId: target.device.id,
    DeviceName: target.device.name,
    SetReceiptId: target.setReceiptId,
  };
  if (extra.qrData !== undefined) job.qrData = extra.qrData;
  if (extra.reprint === true) job.reprint = true;
  return job;
}

/** A line of the order as the kitchen sees it, with the facts it is routed by. */
export type KitchenSourceLine = TicketOrderLine & {
  outletProductId: number | null;
  categoryId: number | null;
  departmentId: number | null;
};

export type ComposeKitchenJobsInput<L extends KitchenSourceLine> = {
  /** The order's id, or an offline sale's subject (offlineSubjectId): part of every job id. */
  subjectId: number | string;
  targets: readonly KitchenTarget[];
  lines: readonly L[];
  /** The order's area: devices listing areas print only for those. */
  areaId: number | null;
  /** Spec AccordingDevice false: every kitchen device gets the whole order. Default true. */
  accordingDevice?: boolean;
  /** Units of a line a device already got (or was handed out); default none. */
  sentOf?: (line: L, deviceId: number) => number;
  /** Some line of the order reached this device before: its ticket says it is an addition. */
  hasSentBefore?: (deviceId: number) => boolean;
  order: TicketOrder;
  cashierName: string;
  printedAt: string;
  timeZoneHours: number;
  slipWidth: SlipWidth;
};

/** The quantity of a line one ticket carries. */
export type ComposedKitchenLine = { key: string; quantity: number; name: string };

export type ComposedKitchenJob = { jobId: string; deviceId: number; lines: ComposedKitchenLine[]; job: AgentPrintJob };

export type ComposedKitchenPlan = { jobs: ComposedKitchenJob[]; missingNames: string[] };

/** Kind of a kitchen ticket's job id. */
export const KITCHEN_JOB_KIND = 'order';

export function composeKitchenJobs<L extends KitchenSourceLine>(input: ComposeKitchenJobsInput<L>): ComposedKitchenPlan {
  const sentOf = input.sentOf ?? (() => 0);
  const routing =
    input.accordingDevice === false
      ? { routes: input.targets.map((target): KitchenRoute => ({ target: target.routing, keys: input.lines.map((line) => line.key) })), missingNames: [] }
      : routeKitchenItems(
          input.targets.map((target) => target.routing),
          input.lines,
          input.areaId,
        );
  const jobs: ComposedKitchenJob[] = [];
  for (const route of routing.routes) {
    const target = input.targets.find((candidate) => candidate.device.id === route.target.deviceId)!;
    const deviceId = target.device.id;
    const toPrint = input.lines
      .filter((line) => route.keys.includes(line.key))
      .map((line) => ({ ...line, printQuantity: line.quantity - sentOf(line, deviceId), sentBefore: sentOf(line, deviceId) }))
      .filter((line) => line.printQuantity > 0);
    if (toPrint.length === 0) continue;
    const content = kitchenContent(toPrint);
    const isAddition = input.hasSentBefore?.(deviceId) ?? false;
    for (let copy = 1; copy <= target.copies; copy += 1) {
      const jobId = derivePrintJobId({ kind: KITCHEN_JOB_KIND, subjectId: input.subjectId, deviceId, content, copy });
      const ticket = buildKitchenTicket(kitchenPage(target, input.timeZoneHours), {
        stationName: target.device.name,
        order: input.order,
        lines: toPrint,
        printedAt: input.printedAt,
        cashierName: input.cashierName,
        isAddition,
        copy,
        copies: target.copies,
      });
      jobs.push({
        jobId,
        deviceId,
        lines: toPrint.map((line) => ({ key: line.key, quantity: line.printQuantity, name: line.name })),
        job: makeAgentJob(target, KITCHEN_JOB_KIND, jobId, ticket, input.slipWidth),
      });
    }
  }
  return { jobs, missingNames: routing.missingNames };
}

/** Hex digits of an offline sale's Ref kept in its job ids: 48 bits, unique enough among one outlet's offline sales. */
const OFFLINE_SUBJECT_HEX_DIGITS = 12;

/**
 * The subject of an offline sale's job ids ('off' + the first hex digits of its Ref): never a
 * number, so it can not meet a server order's ids, and within the agent's job id characters.
 */
export function offlineSubjectId(ref: string): string {
  return `off${ref.replace(/[^0-9a-fA-F]/g, '').slice(0, OFFLINE_SUBJECT_HEX_DIGITS).toLowerCase()}`;
}

/** The body line an offline kitchen line stands for: key `i<Index>` of body.OrderProducts. */
export function offlineLineKey(index: number): string {
  return `i${index}`;
}

/** The Index of body.OrderProducts a key of offlineLineKey names, or null. */
export function offlineLineIndex(key: string): number | null {
  const match = /^i(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
