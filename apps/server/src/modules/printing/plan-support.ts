import type { PlannedPrintJob, PrintPlan } from '@kasir/contracts';
import { SpecMessage, derivePrintJobId, fingerprint, makeAgentJob, printSetFontSizes, slipWidthFor, ticketColumns, type KitchenTarget, type RoutingTarget, type SlipWidth, type TicketLine, type TicketPage } from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import type { DeviceRow, PrintingSetupRepository } from './printing-setup.repository.ts';

/** One device of a print set, ready to print on: its address, copies, font and routing lists. */
export type PrintTarget = {
  device: DeviceRow;
  setReceiptId: number;
  copies: number;
  fontSize1: number;
  fontSize2: number;
  routing: RoutingTarget;
};

const idList = (json: string): number[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : [];
};

export const printerNotFound = () => new AppError('PRINTER_NOT_FOUND', SpecMessage.PRINTER_NOT_FOUND);

/** The devices of the outlet's print sets of this kind; spec §5: none is 'Printer tidak ditemukan!'. */
export async function loadTargets(setup: PrintingSetupRepository, outletId: number, setReceiptId: number): Promise<PrintTarget[]> {
  const [{ receipts, devices: links }, devices] = await Promise.all([setup.listReceipts(outletId), setup.listDevices(outletId)]);
  const deviceById = new Map(devices.map((device) => [device.id, device]));
  const targets: PrintTarget[] = [];
  for (const receipt of receipts.filter((candidate) => candidate.set_receipt_id === setReceiptId)) {
    const [fontSize1, fontSize2] = printSetFontSizes(receipt.font_size);
    for (const link of links.filter((candidate) => candidate.outlet_receipt_id === receipt.id)) {
      const device = deviceById.get(link.device_id);
      if (!device || targets.some((target) => target.device.id === device.id)) continue;
      targets.push({
        device,
        setReceiptId,
        copies: Math.max(1, link.quantity),
        fontSize1,
        fontSize2,
        routing: {
          deviceId: device.id,
          quantity: Math.max(1, link.quantity),
          areaIds: idList(link.area_ids),
          departmentIds: idList(link.department_ids),
          categoryIds: idList(link.category_ids),
          productIds: idList(link.product_ids),
        },
      });
    }
  }
  if (targets.length === 0) throw printerNotFound();
  return targets;
}

export function pageOf(target: Pick<PrintTarget, 'device' | 'fontSize1'>, timeZoneHours: number): TicketPage {
  return { columns: ticketColumns(target.device.paper_width === 58 ? 58 : 80, target.fontSize1), timeZoneHours };
}

/** Slips other than the kitchen order follow the outlet's printer version (spec §7 IsPrinterV2). */
export function outletSlipWidth(outlet: Pick<OutletRow, 'is_printer_v2'>): SlipWidth {
  return slipWidthFor(outlet.is_printer_v2 === 1);
}

/** The domain's view of a print target (composeKitchenJobs, makeAgentJob). */
export function kitchenTargetOf(target: PrintTarget): KitchenTarget {
  const { device } = target;
  return {
    device: { id: device.id, name: device.name, ip: device.ip, port: device.port, paperWidth: device.paper_width === 58 ? 58 : 80 },
    setReceiptId: target.setReceiptId,
    copies: target.copies,
    fontSize1: target.fontSize1,
    fontSize2: target.fontSize2,
    routing: target.routing,
  };
}

/** An agent-ready job for one copy on one device (makeAgentJob of the domain: the same for kitchen tickets and slips). */
export function makeJob(
  target: PrintTarget,
  kind: string,
  jobId: string,
  lines: TicketLine[],
  slipWidth: SlipWidth,
  extra: { qrData?: string; reprint?: boolean } = {},
): PlannedPrintJob {
  return makeAgentJob(kitchenTargetOf(target), kind, jobId, lines, slipWidth, extra);
}

/**
 * A slip printed on every device of its print set, each copy its own job. The id comes from
 * `identity` (what the slip is about) and the ticket text without its copy, so a doubled
 * request gives the same ids while a changed bill gets new ones.
 */
export function slipJobs(
  targets: readonly PrintTarget[],
  options: {
    kind: string;
    subjectId: number;
    identity: string;
    timeZoneHours: number;
    slipWidth: SlipWidth;
    build: (page: TicketPage) => TicketLine[];
    qrData?: string;
    reprint?: boolean;
  },
): PlannedPrintJob[] {
  const jobs: PlannedPrintJob[] = [];
  for (const target of targets) {
    const lines = options.build(pageOf(target, options.timeZoneHours));
    const content = `${options.identity}|${fingerprint(JSON.stringify(lines))}`;
    for (let copy = 1; copy <= target.copies; copy += 1) {
      const jobId = derivePrintJobId({ kind: options.kind, subjectId: options.subjectId, deviceId: target.device.id, content, copy });
      jobs.push(makeJob(target, options.kind, jobId, lines, options.slipWidth, { ...(options.qrData !== undefined ? { qrData: options.qrData } : {}), ...(options.reprint ? { reprint: true } : {}) }));
    }
  }
  return jobs;
}

export function plan(jobs: PlannedPrintJob[], missing: string[] = [], message: string | null = null): PrintPlan {
  return { Jobs: jobs, MissingPrinterProducts: missing, Message: message };
}
