import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Flushes the SQLite WAL file to disk; `close` lets go of the file. */
export type WalFile = { flush: () => Promise<void>; close: () => Promise<void> };

/**
 * The WAL of the database at `databasePath`, flushed with fdatasync on libuv's thread pool, so
 * the event loop goes on serving requests while the disk works (ADR 12). The file is opened on
 * the first flush (SQLite creates it with the first write) and then kept: SQLite removes it only
 * when its last connection closes. That first flush also syncs the directory, so the new file's
 * entry is on disk too, as SQLite itself does for a new WAL under synchronous=FULL.
 */
export function walFile(databasePath: string): WalFile {
  let handle: Promise<FileHandle> | undefined;
  const openOnce = async (): Promise<FileHandle> => {
    const file = await open(`${databasePath}-wal`, 'r');
    const directory = await open(dirname(databasePath), 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
    return file;
  };
  return {
    async flush() {
      handle ??= openOnce().catch((error: unknown) => {
        handle = undefined;
        throw error;
      });
      await (await handle).datasync();
    },
    async close() {
      const opened = handle;
      handle = undefined;
      if (opened) await (await opened.catch(() => undefined))?.close();
    },
  };
}

type Waiter = { generation: number; resolve: () => void; reject: (error: unknown) => void };

/**
 * Commits in the order SQLite made them, and which of them are on disk. Each COMMIT gets the
 * next generation number; one flush runs at a time and covers every commit made before it
 * started, so commits that arrive while the disk works share the next flush. With no WAL file
 * (an in-memory database, or a connection that flushes inside its own COMMIT) a commit is
 * durable at once.
 * A failed flush fails its waiters and every later one: after an fsync error the kernel may have
 * dropped the pages it could not write, so no later flush can vouch for them (PostgreSQL stops
 * for the same reason). The server then answers errors until it is restarted, and SQLite's
 * recovery from the WAL decides what survived.
 */
export class DurableCommits {
  #committed = 0;
  #flushed = 0;
  #isFlushing = false;
  #failure: unknown = undefined;
  #waiters: Waiter[] = [];
  #idleWaiters: Array<() => void> = [];

  constructor(private readonly wal: WalFile | null) {}

  /** Records a COMMIT that SQLite has just made; returns its generation. */
  committed(): number {
    this.#committed += 1;
    if (!this.wal) this.#flushed = this.#committed;
    else void this.#flushLoop();
    return this.#committed;
  }

  /** True while some commit is not on disk yet: what a read sees may still be lost. */
  get isBehind(): boolean {
    return this.#flushed < this.#committed;
  }

  /** Resolves once every commit up to `generation` (by default, all so far) is on disk. */
  whenDurable(generation = this.#committed): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (generation <= this.#flushed) return Promise.resolve();
    return new Promise((resolve, reject) => this.#waiters.push({ generation, resolve, reject }));
  }

  /** Resolves once no flush is running (at once when none is). */
  whenIdle(): Promise<void> {
    if (!this.#isFlushing) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Waits for the last flush, then lets go of the WAL file. */
  async close(): Promise<void> {
    await this.whenDurable().catch(() => undefined);
    await this.wal?.close();
  }

  async #flushLoop(): Promise<void> {
    if (this.#isFlushing || !this.wal) return;
    this.#isFlushing = true;
    try {
      while (this.#flushed < this.#committed && this.#failure === undefined) {
        const target = this.#committed;
        try {
          await this.wal.flush();
        } catch (error) {
          this.#failure = new Error(`The database could not flush its write-ahead log to disk; restart the server (${String(error)})`, { cause: error });
        }
        this.#flushed = target;
        this.#settle(target);
      }
    } finally {
      this.#isFlushing = false;
      const idle = this.#idleWaiters;
      this.#idleWaiters = [];
      for (const resolve of idle) resolve();
    }
  }

  #settle(upTo: number): void {
    const waiting: Waiter[] = [];
    for (const waiter of this.#waiters) {
      if (this.#failure !== undefined) waiter.reject(this.#failure);
      else if (waiter.generation <= upTo) waiter.resolve();
      else waiting.push(waiter);
    }
    this.#waiters = waiting;
  }
}
