import { SetReceipt, SpecMessage, VoidPrintType } from '@kasir/domain';
import type { Device, OutletReceipt, PrintPlan } from '@kasir/contracts';
import { ApiError, errorMessageOf } from '../../api/http-client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useSessionStore } from '../session/session-store.ts';
import { postOpenDrawer, printServiceBase } from './agent-client.ts';
import { finishKitchenAttempt, holdKitchenAttempt, newKitchenAttemptKey, unfinishedKitchenAttempt } from './kitchen-attempts.ts';
import { loadPrintSets, markOrderSent, planCalls } from './plan-api.ts';
import { outcomeMessages, planFailureMessage, planNotices, type PrintMessageStyle, type ToastLine } from './print-messages.ts';
import { relayPlan, summarizeOutcomes, type PlanSummary } from './relay-plan.ts';

function showLines(lines: readonly ToastLine[]): void {
  for (const line of lines) {
    if ('key' in line) toast.warning(i18n.t(line.key, line.values));
    else toast[line.kind](line.text);
  }
}

export interface PrintRun {
  /** False when the plan call failed (nothing was sent). */
  isPlanned: boolean;
  summary: PlanSummary | null;
  /** The HTTP status of a failed plan call; null when its answer was lost (no status). */
  planFailureStatus?: number | null;
}

/**
 * One print flow: ask the server what to print, relay every job to its print service, say
 * what happened in the spec's words. Never throws; the cashier's work is never blocked by a printer.
 */
export interface RunPrintOptions {
  /** A print the cashier did not ask for (a void or change-table slip): no success toast. */
  isQuiet?: boolean;
  /** A slip the outlet may not have set up (table checker, change table): no print set is no error. */
  isOptional?: boolean;
}

const PRINTER_NOT_FOUND_STATUS = 404;

export async function runPrint(loadPlan: () => Promise<PrintPlan>, style: PrintMessageStyle = 'print', options: RunPrintOptions = {}): Promise<PrintRun> {
  let plan: PrintPlan;
  try {
    plan = await loadPlan();
  } catch (error) {
    const isMissingSet = error instanceof ApiError && error.status === PRINTER_NOT_FOUND_STATUS;
    if (!(options.isOptional === true && isMissingSet)) showLines([planFailureMessage(errorMessageOf(error), style)]);
    return { isPlanned: false, summary: null, planFailureStatus: error instanceof ApiError ? error.status : null };
  }
  showLines(planNotices(plan));
  let printSets: OutletReceipt[] = [];
  try {
    printSets = await loadPrintSets();
  } catch {
    // Without the print sets every job goes to the local agent, the default service.
  }
  const summary = summarizeOutcomes(await relayPlan(plan, printSets));
  const lines = outcomeMessages(summary, style);
  showLines(options.isQuiet === true ? lines.filter((line) => line.kind !== 'success') : lines);
  return { isPlanned: true, summary };
}

const isPrinterV2 = (): boolean => useSessionStore.getState().outlet?.IsPrinterV2 ?? false;

/**
 * One kitchen print attempt under its Idempotency-Key: the plan (the server claims its lines),
 * the relay, then the acknowledgement of the tickets the print service took. The key is held
 * until every ticket is taken, so a lost answer or a print service that was down is retried.
 */
async function printKitchenAttempt(orderId: number, requestKey: string, options: RunPrintOptions = {}): Promise<PrintRun> {
  holdKitchenAttempt(orderId, requestKey);
  const run = await runPrint(() => planCalls.order(orderId, isPrinterV2(), requestKey), 'print', options);
  // Done when every ticket was taken, or when the server refused the plan (a 4xx claims nothing).
  const wasRefused = run.planFailureStatus !== undefined && run.planFailureStatus !== null && run.planFailureStatus < 500;
  if (wasRefused || (run.isPlanned && run.summary?.failedPrinters.length === 0)) finishKitchenAttempt(orderId, requestKey);
  const accepted = run.summary?.acceptedJobIds ?? [];
  if (accepted.length > 0) {
    try {
      await markOrderSent(orderId, accepted);
    } catch (error) {
      // The tickets are out and their lines claimed: an acknowledgement lost here prints nothing twice.
      toast.error(errorMessageOf(error));
    }
  }
  return run;
}

/**
 * Kitchen and bar tickets of the order's lines no plan has claimed yet (v1 or v2 by the
 * outlet's IsPrinterV2). An earlier attempt for the order that did not get through is retried
 * first under its own key (the same tickets; the agent drops those it printed), quietly; then a
 * new attempt takes whatever was added since.
 */
export async function printKitchenTickets(orderId: number): Promise<PrintRun> {
  const unfinishedKey = unfinishedKitchenAttempt(orderId);
  if (unfinishedKey !== undefined) {
    const retried = await printKitchenAttempt(orderId, unfinishedKey, { isQuiet: true });
    if (unfinishedKitchenAttempt(orderId) === unfinishedKey) return retried;
  }
  return printKitchenAttempt(orderId, newKitchenAttemptKey(orderId));
}

export const printBill = (orderId: number): Promise<PrintRun> => runPrint(() => planCalls.bill(orderId));
/** The table-checker slip of a dine-in order, printed with its kitchen tickets when the outlet has that print set. */
export const printTableChecker = (orderId: number): Promise<PrintRun> =>
  runPrint(() => planCalls.tableChecker(orderId), 'print', { isQuiet: true, isOptional: true });

/** The payment receipt; a reprint carries the REPRINT mark and answers in the reprint words. */
export function printReceipt(orderId: number, options: { isReprint?: boolean } = {}): Promise<PrintRun> {
  const isReprint = options.isReprint === true;
  return runPrint(() => planCalls.receipt(orderId, isReprint), isReprint ? 'reprint' : 'print');
}

/** Void tickets for lines already sent to the kitchen: one line (VOID ITEM) or the whole order (VOID ORDER). */
export function printVoidItem(orderId: number, orderProductId: number, quantity?: number): Promise<PrintRun> {
  return runPrint(() => planCalls.void({ Id: orderId, VoidType: VoidPrintType.VOID_ITEM, OrderProductId: orderProductId, Quantity: quantity }), 'print', { isQuiet: true });
}

export function printVoidOrder(orderId: number): Promise<PrintRun> {
  return runPrint(() => planCalls.void({ Id: orderId, VoidType: VoidPrintType.VOID_ORDER }), 'print', { isQuiet: true });
}

export const printQrTable = (outletTableId: number, orderId?: number): Promise<PrintRun> => runPrint(() => planCalls.qrTable(outletTableId, orderId));
export const printChangeTable = (orderId: number, fromTableIds: number[]): Promise<PrintRun> =>
  runPrint(() => planCalls.changeTable(orderId, fromTableIds), 'print', { isQuiet: true, isOptional: true });
export const printShift = (shiftId: number): Promise<PrintRun> => runPrint(() => planCalls.shift(shiftId));
export const printTest = (deviceId: number): Promise<PrintRun> => runPrint(() => planCalls.test(deviceId));

/** The drawer device: the payment print set's device with a drawer, else any device with one. */
export function drawerDevice(printSets: readonly OutletReceipt[]): { device: Device; customIpServicePrinter: string | null } | undefined {
  const withDrawer = (set: OutletReceipt) => set.OutletSetReceiptDevices.find((entry) => entry.Device.IsConnectedDrawer);
  const ordered = [...printSets.filter((set) => set.SetReceiptId === SetReceipt.PAYMENT), ...printSets.filter((set) => set.SetReceiptId !== SetReceipt.PAYMENT)];
  for (const set of ordered) {
    const entry = withDrawer(set);
    if (entry !== undefined) return { device: entry.Device, customIpServicePrinter: set.CustomIpServicePrinter };
  }
  return undefined;
}

/** POST /openDrawer to the drawer's printer; 'Gagal terhubung ke Cash Drawer' when it cannot. */
export async function openCashDrawer(device?: Device): Promise<boolean> {
  try {
    const target = device === undefined ? drawerDevice(await loadPrintSets()) : { device, customIpServicePrinter: null };
    if (target === undefined) throw new Error('No device with a cash drawer');
    await postOpenDrawer(printServiceBase(target.customIpServicePrinter), { ip: target.device.Ip, port: target.device.Port });
    return true;
  } catch {
    toast.error(SpecMessage.CASH_DRAWER_CONNECT_FAILED);
    return false;
  }
}
