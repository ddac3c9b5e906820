import { sql } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import type { DatabaseHandle } from '../../db/database.ts';

/**
 * "Waiting" print jobs are looked for among this many most recent kitchen claim rows
 * (print_sent_lines, by primary key): a range on the key keeps each scrape's read bounded
 * however many years of tickets the table holds; a claim older than that is long dead.
 */
export const RECENT_CLAIM_ROWS = 20_000;
/** At most this many printers are reported (the busiest first): a shared deployment has many. */
export const MAX_PRINTER_SERIES = 200;

type Sources = { database: DatabaseHandle; io: SocketServer; onCollectError: (error: unknown) => void };

/**
 * Kitchen jobs a plan claimed for a printer and no POST /print/orderSent acknowledged yet
 * (ADR 10): planned, handed to a terminal, not yet known to be on paper. Counted per job group
 * (copies of one ticket count once), per device.
 */
async function waitingJobsPerPrinter(database: DatabaseHandle) {
  const { db } = database;
  return db
    .selectFrom('print_sent_lines as claim')
    .innerJoin('devices', 'devices.id', 'claim.device_id')
    .select(['devices.id as deviceId', 'devices.name as name', 'devices.outlet_id as outletId', sql<number | string>`count(distinct claim.job_group)`.as('waiting')])
    .where('claim.acknowledged_at', 'is', null)
    .where('claim.claimed_by', 'is not', null)
    .where('claim.id', '>', sql<number>`(select coalesce(max(id), 0) from print_sent_lines) - ${RECENT_CLAIM_ROWS}`)
    .groupBy(['devices.id', 'devices.name', 'devices.outlet_id'])
    .orderBy('waiting', 'desc')
    .limit(MAX_PRINTER_SERIES)
    .execute();
}

/** Gauges and counters read when Prometheus scrapes: nothing on the hot path. */
export function registerMachineMetrics(registry: Registry, sources: Sources): void {
  new Gauge({
    name: 'kasir_open_sockets',
    help: 'socket.io connections open on this process',
    registers: [registry],
    collect() {
      this.set(sources.io.engine.clientsCount);
    },
  });

  new Gauge({
    name: 'kasir_print_jobs_waiting',
    help: 'Kitchen print jobs planned for a printer and not yet acknowledged as printed',
    labelNames: ['device_id', 'printer', 'outlet_id'] as const,
    registers: [registry],
    // Every process reads the same database: across a cluster the value is the same, not a sum.
    aggregator: 'max',
    async collect() {
      this.reset();
      try {
        for (const row of await waitingJobsPerPrinter(sources.database)) {
          this.set({ device_id: String(row.deviceId), printer: row.name, outlet_id: String(row.outletId) }, Number(row.waiting));
        }
      } catch (error) {
        // A scrape during a database outage still answers the rest.
        sources.onCollectError(error);
      }
    },
  });

  const { pool, commitStats } = sources.database;
  if (pool) {
    new Gauge({
      name: 'kasir_db_pool_connections',
      help: 'PostgreSQL pool connections of this process, by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'kasir_db_pool_waiting_queries',
      help: 'Queries of this process waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  if (commitStats) {
    // The driver keeps running totals; the counters follow them by their growth since the last scrape.
    let groupsSeen = 0;
    let transactionsSeen = 0;
    new Counter({
      name: 'kasir_sqlite_commit_groups_total',
      help: 'Durable SQLite COMMITs (group commit, ADR 0012)',
      registers: [registry],
      collect() {
        this.inc(commitStats.groups - groupsSeen);
        groupsSeen = commitStats.groups;
      },
    });
    new Counter({
      name: 'kasir_sqlite_committed_transactions_total',
      help: 'Transactions those COMMITs carried; divided by the groups, the mean group size',
      registers: [registry],
      collect() {
        this.inc(commitStats.transactions - transactionsSeen);
        transactionsSeen = commitStats.transactions;
      },
    });
  }
}
