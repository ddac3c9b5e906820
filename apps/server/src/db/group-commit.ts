import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { withStatementCache } from './statement-cache.ts';
import { ReferenceReadCache } from './reference-read-cache.ts';
import { DurableCommits } from './wal-flush.ts';

// Captured when the module loads, so a test's fake timers never hold a commit back.
const nextTurn = globalThis.setImmediate;
const sleep = globalThis.setTimeout;

/** How long a process waits for another one's migrations (each try also waits busy_timeout). */
const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;
const MIGRATION_LOCK_RETRY_MS = 100;

/** The one savepoint each transaction of a group runs in (they run one after another). */
const MEMBER = 'kasir_group_member';

type Waiter = { resolve: () => void; reject: (error: unknown) => void; isTransaction: boolean };

/** One holder of the single connection, from acquire to release (Kysely may release it later). */
class Lease implements DatabaseConnection {
  held = false;
  inTransaction = false;
  /** Running the migrations' own transaction (ADR 29): alone, outside any group. */
  isMigration = false;
  constructor(private readonly driver: GroupCommitSqliteDriver) {}
  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, compiledQuery);
  }
  // eslint-disable-next-line require-yield -- Kysely's interface; SQLite streams are not used by Kysely
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here');
  }
}

/** Kysely's one-holder mutex for the single SQLite connection. */
class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;
  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }
  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/**
 * Group commit for the single SQLite connection (ADR 12). Transactions that finish within one
 * turn of the event loop share one real transaction and one COMMIT: each runs inside its own
 * savepoint (a failing one rolls back alone, as before), gives the connection to the next as
 * soon as it is done, and its `commit` resolves only once the shared COMMIT is on disk, so no
 * caller is answered before its writes are durable. The shared COMMIT runs on the next turn
 * (setImmediate), after the requests that arrived meanwhile had their go, or, if the disk is
 * still flushing an earlier group then, as soon as that flush ends. The COMMIT itself only
 * writes the WAL; `commits` flushes it with fdatasync off the event loop, while the next group
 * already runs (wal-flush.ts).
 * A read outside any transaction may see writes that are not on disk yet (of the open group, or
 * committed and not yet flushed), so its rows are handed over only once they are: nothing is ever
 * answered from writes that a crash could still undo. For the same reason a transaction that
 * fails inside a group is answered once the writes it may have read are on disk. A write
 * outside a transaction commits the group first and is answered once it is on disk itself.
 * If SQLite ends the shared transaction itself (disk full, I/O error) or the COMMIT fails, every
 * waiting transaction of the group fails with that error: none was acknowledged.
 */
export class GroupCommitSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #free: Lease[] = [];
  #waiters: Waiter[] = [];
  #open = false;
  #flushScheduled = false;
  #isMigrationNext = false;
  /** Groups committed and transactions in them, for tests and the bench. */
  readonly stats = { groups: 0, transactions: 0 };
  /** The rows of rarely written tables every request reads (reference-read-cache.ts). */
  readonly referenceReads: ReferenceReadCache;

  constructor(
    private readonly connection: SqliteDatabase.Database,
    private readonly statements: ReturnType<typeof withStatementCache>,
    /** Without a WAL to flush the connection runs synchronous=FULL: COMMIT is durable itself. */
    private readonly commits: DurableCommits = new DurableCommits(null),
  ) {
    const dataVersion = connection.prepare('pragma data_version').pluck();
    this.referenceReads = new ReferenceReadCache(() => dataVersion.get() as number);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    const lease = this.#free.pop() ?? new Lease(this);
    lease.held = true;
    return lease;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // A committed transaction gave the connection back already (see commitTransaction).
    if (lease.held) this.#release(lease);
    this.#free.push(lease);
  }

  /**
   * The migration lock (ADR 29): the next transaction on the held connection is the migrations'
   * own. It runs alone, not in a group, and begins IMMEDIATE, so it holds SQLite's write lock
   * before it reads which migrations are pending: another process starting at the same moment
   * waits at its own BEGIN, then finds them done. Foreign keys are off while it runs (a table
   * rebuild needs that, and the pragma only changes outside a transaction) and checked before
   * COMMIT; a failure rolls every migration of the run back.
   */
  expectMigrationTransaction(): void {
    this.#isMigrationNext = true;
  }

  /** The migration lock is let go (also when no transaction ran). */
  endMigrationLock(): void {
    this.#isMigrationNext = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#isMigrationNext) {
      this.#isMigrationNext = false;
      await this.#beginMigrationTransaction(connection as Lease);
      return;
    }
    if (!this.#open) {
      // A group's reads see one snapshot: the kept reference rows must not be older than it.
      this.referenceReads.checkOtherWriters();
      this.#run('begin');
      this.#open = true;
      this.#scheduleFlush();
    }
    this.#run(`savepoint ${MEMBER}`);
    (connection as Lease).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.isMigration) return this.#commitMigrationTransaction(lease);
    this.#run(`release ${MEMBER}`);
    lease.inTransaction = false;
    const durable = this.#durable(true);
    // The next transaction may start now; this one is answered when the group is on disk.
    this.#release(lease);
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.isMigration) return this.#rollbackMigrationTransaction(lease);
    lease.inTransaction = false;
    // Its group's COMMIT failed after it had given the connection back: the group's failure
    // already undid its writes, and the connection may now run another holder's transaction.
    if (!lease.held) return;
    // Rows read since may rest on the writes now undone.
    this.referenceReads.clear();
    if (this.connection.inTransaction) {
      this.#run(`rollback to ${MEMBER}`);
      this.#run(`release ${MEMBER}`);
      // Its failure may rest on writes of the group's earlier members (a claim it lost to, say):
      // it is answered once they are on disk. If they are lost, its own error still goes out.
      await this.#handOver(lease, this.#durable(false)).catch(() => undefined);
      return;
    }
    // SQLite rolled the shared transaction back itself: the whole group is lost.
    this.#failGroup(new Error('The database rolled back a group of transactions (see the error of the failed one)'));
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    try {
      this.#commitGroup();
      await this.commits.close();
    } finally {
      this.statements.close();
      this.#mutex.unlock();
    }
  }

  /** Runs one statement for a holder of the connection. */
  async execute<R>(lease: Lease, compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A lease that gave the connection back early (below) takes it again for a further query.
    if (!lease.held) {
      await this.#mutex.lock();
      lease.held = true;
    }
    const statement = this.statements.prepare(compiledQuery.sql) as SqliteDatabase.Statement;
    const isOutside = !lease.inTransaction;
    const isWrite = !statement.readonly;
    // A write outside a transaction runs on its own (autocommit): the open group commits first.
    if (isOutside && isWrite) this.#commitGroup();
    const parameters = compiledQuery.parameters as unknown[];
    if (isWrite) this.referenceReads.beforeWrite(compiledQuery.sql);
    const result = isWrite ? this.#write<R>(statement, parameters) : this.#read<R>(statement, compiledQuery.sql, parameters);
    if (isOutside) {
      // Its caller hears of what it wrote, or read, once that is on disk.
      if (isWrite) await this.#handOver(lease, this.commits.whenDurable(this.commits.committed()));
      else if (this.#open) await this.#handOver(lease, this.#durable(false));
      else if (this.commits.isBehind) await this.#handOver(lease, this.commits.whenDurable());
    }
    return result;
  }

  async #beginMigrationTransaction(lease: Lease): Promise<void> {
    // The caller holds the connection: whatever group is open commits first.
    this.#commitGroup();
    this.#run('pragma foreign_keys = off');
    const until = Date.now() + MIGRATION_LOCK_WAIT_MS;
    for (;;) {
      try {
        this.#run('begin immediate');
        break;
      } catch (error) {
        if (!isBusy(error) || Date.now() > until) {
          this.#run('pragma foreign_keys = on');
          throw error;
        }
        await new Promise((resolve) => sleep(resolve, MIGRATION_LOCK_RETRY_MS));
      }
    }
    this.referenceReads.clear();
    lease.isMigration = true;
    lease.inTransaction = true;
  }

  async #commitMigrationTransaction(lease: Lease): Promise<void> {
    const broken = this.statements.prepare('pragma foreign_key_check').all([]) as unknown[];
    // Thrown with the transaction still open: Kysely then rolls it back (below).
    if (broken.length > 0) throw new Error(`The migrations would leave ${broken.length} broken foreign keys`);
    this.#run('commit');
    this.#endMigrationTransaction(lease);
    await this.commits.whenDurable(this.commits.committed());
  }

  async #rollbackMigrationTransaction(lease: Lease): Promise<void> {
    if (this.connection.inTransaction) this.#run('rollback');
    this.#endMigrationTransaction(lease);
  }

  #endMigrationTransaction(lease: Lease): void {
    lease.isMigration = false;
    lease.inTransaction = false;
    this.referenceReads.clear();
    this.#run('pragma foreign_keys = on');
  }

  #write<R>(statement: SqliteDatabase.Statement, parameters: unknown[]): QueryResult<R> {
    return statement.reader ? { rows: statement.all(parameters) as R[] } : runResult<R>(statement.run(parameters));
  }

  #read<R>(statement: SqliteDatabase.Statement, sql: string, parameters: unknown[]): QueryResult<R> {
    const cached = this.referenceReads.get(sql, parameters);
    if (cached) return { rows: cached as R[] };
    if (!statement.reader) return runResult<R>(statement.run(parameters));
    const rows = statement.all(parameters) as Record<string, unknown>[];
    this.referenceReads.set(sql, parameters, rows);
    return { rows: rows as R[] };
  }

  /** Gives the connection back, then waits: nobody else's work waits for this caller's disk. */
  async #handOver(lease: Lease, durable: Promise<void>): Promise<void> {
    this.#release(lease);
    await durable;
  }

  /** Resolves once the open group is on disk (rejects if it is lost). */
  #durable(isTransaction: boolean): Promise<void> {
    const durable = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject, isTransaction }));
    this.#scheduleFlush();
    return durable;
  }

  #run(sql: string): void {
    this.statements.prepare(sql).run([]);
  }

  #release(lease: Lease): void {
    lease.held = false;
    this.#mutex.unlock();
  }

  #scheduleFlush(): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    nextTurn(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    // While the disk flushes earlier commits, this group's COMMIT could not reach the disk any
    // sooner: the group stays open and takes in the transactions that finish meanwhile, so one
    // COMMIT writes the pages they share once and one flush carries them all.
    await this.commits.whenIdle();
    // A transaction still running holds the connection: the group commits after it.
    await this.#mutex.lock();
    this.#flushScheduled = false;
    try {
      this.#commitGroup();
    } finally {
      this.#mutex.unlock();
    }
  }

  /** COMMITs the shared transaction (the caller holds the connection) and answers its waiters. */
  #commitGroup(): void {
    if (!this.#open) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    this.#open = false;
    try {
      this.#run('commit');
    } catch (error) {
      this.referenceReads.clear();
      if (this.connection.inTransaction) this.#run('rollback');
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    this.stats.groups += 1;
    this.stats.transactions += waiters.filter((waiter) => waiter.isTransaction).length;
    const durable = this.commits.whenDurable(this.commits.committed());
    for (const waiter of waiters) durable.then(waiter.resolve, waiter.reject);
  }

  #failGroup(error: Error): void {
    this.referenceReads.clear();
    const waiters = this.#waiters;
    this.#waiters = [];
    this.#open = false;
    for (const waiter of waiters) waiter.reject(error);
  }
}

/** SQLite's "database is locked": another connection holds the write lock. */
function isBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY');
}

/**
 * Kysely's SQLite adapter, with migrations run in one transaction that another process waits
 * for (GroupCommitSqliteDriver.expectMigrationTransaction; Kysely's own SQLite lock is a no-op).
 */
class GroupCommitSqliteAdapter extends SqliteAdapter {
  constructor(private readonly driver: GroupCommitSqliteDriver) {
    super();
  }
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
  override async acquireMigrationLock(): Promise<void> {
    this.driver.expectMigrationTransaction();
  }
  override async releaseMigrationLock(): Promise<void> {
    this.driver.endMigrationLock();
  }
}

/** Kysely's answer for a statement that returns no rows. */
function runResult<R>({ changes, lastInsertRowid }: SqliteDatabase.RunResult): QueryResult<R> {
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Kysely's SQLite dialect with the group-commit driver in place of its own. */
export function groupCommitDialect(driver: GroupCommitSqliteDriver): Dialect {
  return {
    createDriver: () => driver,
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new GroupCommitSqliteAdapter(driver),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}
