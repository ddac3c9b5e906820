import type { PrinterAddress } from '@kasir/contracts';
import type { StoredJob } from './job-store.ts';
import type { SendOptions } from './tcp-printer.ts';

export interface PrinterLineOptions extends SendOptions {
  /** First retry delay; each failed attempt doubles it up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export const DEFAULT_RETRY_BASE_MS = 1000;
/** A printer switched back on is found within half a minute, without hammering a dead address. */
export const DEFAULT_RETRY_MAX_MS = 30_000;

export interface PrinterLineHooks {
  nextJob(): StoredJob | undefined;
  deliver(job: StoredJob): Promise<void>;
  onFailure(job: StoredJob, error: string, nextAttemptAt: number): void;
}

/** Exponential back-off from the job's failed attempts so far. */
export function retryDelayMs(attempts: number, options: PrinterLineOptions): number {
  const base = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  return Math.min(options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS, base * 2 ** Math.min(attempts, 30));
}

/**
 * One printer's worker: delivers that printer's waiting jobs strictly in order, one connection
 * at a time (drawer pulses share the same turn), sleeping through back-off until woken.
 */
export class PrinterLine {
  inFlightJobId: string | undefined;
  private isRunning = false;
  private isStopped = false;
  private runPromise: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | undefined;
  private turn: Promise<void> = Promise.resolve();

  constructor(
    readonly address: PrinterAddress,
    private readonly options: PrinterLineOptions,
    private readonly hooks: PrinterLineHooks,
  ) {}

  /** Starts the worker, or cuts its back-off sleep short to look at the queue again. */
  wake(): void {
    if (this.isStopped) return;
    this.wakeUp?.();
    if (this.isRunning) return;
    this.isRunning = true;
    this.runPromise = this.run();
  }

  /** Runs `task` when no other connection to this printer is open (printers take one at a time). */
  async exclusive<T>(task: () => Promise<T>): Promise<T> {
    const previous = this.turn;
    let release = (): void => undefined;
    this.turn = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await task();
    } finally {
      release();
    }
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    this.wakeUp?.();
    await this.runPromise;
  }

  private async run(): Promise<void> {
    try {
      while (!this.isStopped) {
        const job = this.hooks.nextJob();
        if (job === undefined) return; // `finally` clears isRunning in this same tick
        const waitMs = (job.nextAttemptAt ?? 0) - Date.now();
        if (waitMs > 0) {
          await this.sleep(waitMs);
          continue;
        }
        await this.exclusive(() => this.attempt(job.id));
      }
    } finally {
      this.isRunning = false;
    }
  }

  private async attempt(expectedId: string): Promise<void> {
    // The job may have been moved away while a drawer pulse held the printer.
    const job = this.hooks.nextJob();
    if (job === undefined || job.id !== expectedId || this.isStopped) return;
    this.inFlightJobId = job.id;
    try {
      await this.hooks.deliver(job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.hooks.onFailure(job, message, Date.now() + retryDelayMs(job.attempts, this.options));
    } finally {
      this.inFlightJobId = undefined;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }
}
