import { EventEmitter } from 'node:events';
import { PRINTED_HISTORY_SIZE, PrintJobSchema, type DeliveredTicket, type PrinterAddress, type PrinterQueue, type PrintJob, type PrintResult } from '@kasir/contracts';
import { PRINT_TIMEOUT_MS } from '@kasir/domain';
import { encodeDrawerPulse, encodePrintJob } from '../escpos/encode-job.ts';
import { deriveJobId, reprintJobId } from './job-id.ts';
import type { JobStore, StoredJob } from './job-store.ts';
import { PrinterLine, type PrinterLineOptions } from './printer-line.ts';
import { renderBytesAsText } from './printed-text.ts';
import { sendToPrinter } from './tcp-printer.ts';

export interface PrintQueueOptions extends PrinterLineOptions {
  /** How long POST /print waits for the ticket before answering `queued`. */
  answerWaitMs?: number;
  /** How long a content-derived id is remembered after printing (a caller's jobId: `jobIdMemoryMs`). */
  derivedIdMemoryMs?: number;
  jobIdMemoryMs?: number;
  log?: (line: string) => void;
}

/** Ten minutes covers any retry or double click; after that the same test print may print again. */
export const DEFAULT_DERIVED_ID_MEMORY_MS = 10 * 60 * 1000;
/** Thirty days: a caller's explicit job id is a promise that this ticket prints once. */
export const DEFAULT_JOB_ID_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

type DeliveryEvent = { printer: string; jobId: string; error?: string };

export const printerKey = (address: PrinterAddress): string => `${address.ip}:${address.port}`;

/**
 * Durable per-printer queues. Every job is in SQLite before anyone is answered; each printer
 * has its own line (worker) that delivers its jobs oldest first and backs off while the printer
 * is off, so a dead kitchen printer never holds up the cashier's receipt printer.
 */
export class PrintQueue {
  private readonly lines = new Map<string, PrinterLine>();
  private readonly events = new EventEmitter();
  /** Jobs checked by POST /print in this run, so delivery does not parse them a second time. */
  private readonly checkedJobs = new Map<string, PrintJob>();
  private readonly pruneTimer: NodeJS.Timeout;
  private isClosed = false;

  constructor(
    private readonly store: JobStore,
    private readonly options: PrintQueueOptions = {},
  ) {
    this.events.setMaxListeners(0);
    this.prune();
    this.pruneTimer = setInterval(() => this.prune(), PRUNE_INTERVAL_MS).unref();
    // Jobs left waiting by the previous run start delivering as soon as the agent is back.
    for (const address of store.waitingPrinters()) this.lineFor(address).wake();
  }

  /** Stores the job, then waits (up to the print time-out) to tell the cashier it printed. */
  async submit(job: PrintJob): Promise<PrintResult> {
    const derived = deriveJobId(job);
    const isReprint = job.reprint === true;
    const address = { ip: job.ip, port: job.port };
    const newJob = {
      id: isReprint ? reprintJobId(derived.id) : derived.id,
      baseId: derived.id,
      isDerivedId: derived.isDerived,
      isReprint,
      address,
      body: JSON.stringify(job),
    };
    const policy = { now: Date.now(), derivedIdMemoryMs: this.options.derivedIdMemoryMs ?? DEFAULT_DERIVED_ID_MEMORY_MS };
    const { id, isDuplicate } = await this.store.inGroupCommit(() => this.store.enqueue(newJob, policy));
    if (isDuplicate) return { jobId: id, status: 'duplicate' };
    this.checkedJobs.set(id, job);
    const delivered = this.waitForDelivery(id, printerKey(address), this.options.answerWaitMs ?? PRINT_TIMEOUT_MS);
    // The cashier is at the printer now: try at once even if it was backing off.
    this.store.retryNow(address, Date.now());
    this.lineFor(address).wake();
    return delivered;
  }

  /** A drawer pulse is sent now or never: opening a till later, unattended, is worse than failing. */
  async openDrawer(address: PrinterAddress): Promise<void> {
    await this.lineFor(address).exclusive(() =>
      sendToPrinter(address, encodeDrawerPulse(), { timeoutMs: this.options.timeoutMs, closeGraceMs: this.options.closeGraceMs }),
    );
  }

  listWaiting(): PrinterQueue[] {
    const byPrinter = new Map<string, PrinterQueue>();
    for (const job of this.store.waitingJobs()) {
      const key = printerKey(job);
      const queue = byPrinter.get(key) ?? { printer: key, ip: job.ip, port: job.port, jobs: [] };
      queue.jobs.push({
        jobId: job.id,
        ip: job.ip,
        port: job.port,
        createdAt: new Date(job.createdAt).toISOString(),
        attempts: job.attempts,
        nextAttemptAt: job.nextAttemptAt === null ? null : new Date(job.nextAttemptAt).toISOString(),
        lastError: job.lastError,
        isReprint: job.isReprint,
        firstLine: firstLineOf(job),
      });
      byPrinter.set(key, queue);
    }
    return [...byPrinter.values()];
  }

  /** The last tickets delivered to one printer, newest first, as they read on paper. */
  listPrinted(address: PrinterAddress, limit: number): DeliveredTicket[] {
    return this.store.printedTickets(address, limit).map((ticket) => ({ ...ticket, printedAt: new Date(ticket.printedAt).toISOString() }));
  }

  countWaiting(): number {
    return this.store.waitingJobs().length;
  }

  /** Moves a waiting job to another printer, e.g. when the kitchen printer is broken. */
  moveJob(jobId: string, target: PrinterAddress): 'moved' | 'not-found' | 'in-flight' {
    const job = this.store.findJob(jobId);
    if (job === undefined || job.status !== 'queued') return 'not-found';
    if (this.lines.get(printerKey(job))?.inFlightJobId === jobId) return 'in-flight';
    if (!this.store.moveJob(jobId, target, Date.now())) return 'not-found';
    this.lineFor(target).wake();
    return 'moved';
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearInterval(this.pruneTimer);
    this.checkedJobs.clear();
    await Promise.all([...this.lines.values()].map((line) => line.stop()));
    this.lines.clear();
  }

  private lineFor(address: PrinterAddress): PrinterLine {
    const key = printerKey(address);
    let line = this.lines.get(key);
    if (line === undefined) {
      line = new PrinterLine(address, this.options, {
        nextJob: () => (this.isClosed ? undefined : this.store.nextWaiting(address)),
        deliver: (job) => this.deliver(job),
        onFailure: (job, error, nextAttemptAt) => {
          this.store.markFailed(job.id, nextAttemptAt, error);
          // One line per job, not per retry: a printer off for an hour must not flood the log.
          if (job.attempts === 0) this.options.log?.(`print job ${job.id} waiting: ${error}`);
          this.events.emit('delivery', { printer: key, jobId: job.id, error } satisfies DeliveryEvent);
        },
      });
      this.lines.set(key, line);
    }
    return line;
  }

  private async deliver(job: StoredJob): Promise<void> {
    let checked = this.checkedJobs.get(job.id);
    if (checked === undefined) {
      // Left by an earlier run (maybe an older agent with other rules): check it again.
      const parsed = PrintJobSchema.safeParse(JSON.parse(job.body));
      if (!parsed.success) {
        // Retrying can never succeed, so set it aside.
        this.store.markRejected(job.id, parsed.error.message);
        this.events.emit('delivery', { printer: printerKey(job), jobId: job.id, error: 'Job no longer valid' } satisfies DeliveryEvent);
        return;
      }
      checked = parsed.data;
    }
    const bytes = encodePrintJob({ ...checked, reprint: job.isReprint });
    await sendToPrinter(job, bytes, { timeoutMs: this.options.timeoutMs, closeGraceMs: this.options.closeGraceMs });
    const text = textOf(bytes);
    await this.store.inGroupCommit(() => this.store.markPrintedWithText(job, text, Date.now(), PRINTED_HISTORY_SIZE));
    this.checkedJobs.delete(job.id);
    this.events.emit('delivery', { printer: printerKey(job), jobId: job.id } satisfies DeliveryEvent);
  }

  /**
   * Resolves `printed` when this job is delivered, or `queued` when its printer fails an attempt
   * (the job, or one ahead of it) or the wait runs out: the cashier learns now, the queue retries.
   */
  private waitForDelivery(jobId: string, printer: string, waitMs: number): Promise<PrintResult> {
    return new Promise((resolve) => {
      const finish = (result: PrintResult): void => {
        clearTimeout(timer);
        this.events.off('delivery', onDelivery);
        resolve(result);
      };
      const onDelivery = (event: DeliveryEvent): void => {
        if (event.printer !== printer && event.jobId !== jobId) return;
        if (event.error !== undefined) finish({ jobId, status: 'queued', lastError: event.error });
        else if (event.jobId === jobId) finish({ jobId, status: 'printed' });
      };
      const timer = setTimeout(() => finish({ jobId, status: 'queued' }), waitMs);
      this.events.on('delivery', onDelivery);
    });
  }

  private prune(): void {
    const now = Date.now();
    this.store.forgetPrinted(
      now - (this.options.derivedIdMemoryMs ?? DEFAULT_DERIVED_ID_MEMORY_MS),
      now - (this.options.jobIdMemoryMs ?? DEFAULT_JOB_ID_MEMORY_MS),
    );
  }
}

/** The ticket is on paper whatever happens here: a decoding surprise must not turn it into a retry. */
function textOf(bytes: Uint8Array): string {
  try {
    return renderBytesAsText(bytes);
  } catch (error) {
    return `(ticket text unavailable: ${error instanceof Error ? error.message : String(error)})`;
  }
}

function firstLineOf(job: StoredJob): string {
  try {
    const body = JSON.parse(job.body) as { data?: Array<Array<{ text?: unknown }>> };
    const line = body.data?.find((cells) => cells.some((cell) => typeof cell.text === 'string' && cell.text.trim() !== ''));
    return (line ?? []).map((cell) => (typeof cell.text === 'string' ? cell.text.trim() : '')).filter(Boolean).join(' ');
  } catch {
    return '';
  }
}
