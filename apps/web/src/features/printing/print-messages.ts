import { SpecMessage, fillMessage } from '@kasir/domain';
import type { PrintPlan } from '@kasir/contracts';
import type { PlanSummary } from './relay-plan.ts';

export type ToastLine = { kind: 'success' | 'error' | 'info'; text: string } | { kind: 'warning'; key: string; values: Record<string, string> };

/** Which words a print flow uses: reprints answer with the spec's PRINT SUCCESS / ERROR PRINT. */
export type PrintMessageStyle = 'print' | 'reprint';

/** Spec §8: 'Produk {list} belum memiliki printer yang diset' when products have no printer. */
export function planNotices(plan: PrintPlan): ToastLine[] {
  const lines: ToastLine[] = [];
  if (plan.MissingPrinterProducts.length > 0) {
    lines.push({ kind: 'info', text: fillMessage(SpecMessage.PRODUCT_WITHOUT_PRINTER, { list: plan.MissingPrinterProducts.join(', ') }) });
  }
  if (plan.Message !== null && plan.Message.trim() !== '') lines.push({ kind: 'info', text: plan.Message });
  return lines;
}

/**
 * The toasts after relaying a plan: success only when every ticket is on paper, a warning
 * naming the printers a ticket waits for (it prints by itself when they are back), and the
 * spec's failure text when the print service could not take a job.
 */
export function outcomeMessages(summary: PlanSummary, style: PrintMessageStyle): ToastLine[] {
  if (summary.isEmpty) return [];
  const lines: ToastLine[] = [];
  if (summary.failedPrinters.length > 0) {
    lines.push({ kind: 'error', text: style === 'reprint' ? SpecMessage.ERROR_PRINT : SpecMessage.PRINTER_CONNECT_FAILED });
  }
  if (summary.waitingPrinters.length > 0) {
    lines.push({ kind: 'warning', key: 'printing.waitingForPrinter', values: { printers: summary.waitingPrinters.join(', ') } });
  }
  if (summary.isAllPrinted) {
    lines.push({ kind: 'success', text: style === 'reprint' ? SpecMessage.PRINT_SUCCESS : SpecMessage.PRINT_RECEIPT_SUCCESS });
  }
  return lines;
}

/** The plan call itself failed: the server's words (e.g. 'Printer tidak ditemukan! …'), or ERROR REQUEST PRINT on a reprint. */
export function planFailureMessage(serverMessage: string, style: PrintMessageStyle): ToastLine {
  return { kind: 'error', text: style === 'reprint' ? SpecMessage.ERROR_REQUEST_PRINT : serverMessage };
}
