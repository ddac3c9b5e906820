import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_PAPER_WIDTH_MM, cellColumns, lineColumns, lineOnSlip, resolveSlipWidth, type PrintJob } from '@kasir/contracts';

/**
 * Key order fixed by hand, so the same ticket always hashes the same whatever the JSON order.
 * Cells are hashed by the columns they print on, not their widths, so a v1 job (slip 1.1) and
 * a v2 job (slip 1) of one ticket are one job.
 */
function canonicalContent(job: PrintJob): string {
  const slipWidth = resolveSlipWidth(job);
  const columns = lineColumns(job.paperWidth ?? DEFAULT_PAPER_WIDTH_MM, job.fontSize1 ?? 1);
  const cellsOf = (line: PrintJob['data'][number]) => {
    const spans = cellColumns(lineOnSlip(line, slipWidth).map((cell) => cell.width), columns);
    return line.map((cell, index) => [cell.text, cell.align, spans[index]?.start ?? 0, spans[index]?.span ?? 0, cell.bold === true]);
  };
  return JSON.stringify([
    job.ip,
    job.port,
    job.paperWidth ?? null,
    job.fontSize1 ?? null,
    job.fontSize2 ?? null,
    job.qrData ?? null,
    job.openDrawer === true,
    job.data.map(cellsOf),
  ]);
}

/**
 * The idempotency key of a job: the caller's jobId when given, else a hash of the printer and
 * what it prints, so a retried or double-clicked request maps onto the job already queued.
 */
export function deriveJobId(job: PrintJob): { id: string; isDerived: boolean } {
  if (job.jobId !== undefined) return { id: job.jobId, isDerived: false };
  const digest = createHash('sha256').update(canonicalContent(job)).digest('hex');
  return { id: `c-${digest.slice(0, 32)}`, isDerived: true };
}

/** A reprint is a new delivery of the same ticket: its own id, traceable to the original. */
export function reprintJobId(baseId: string): string {
  return `${baseId.slice(0, 80)}.reprint-${randomUUID().slice(0, 8)}`;
}
