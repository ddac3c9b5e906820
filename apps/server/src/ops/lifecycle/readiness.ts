import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { allMigrations } from '../../db/migrations/index.ts';

/** Each probe of /api/ready gives up after this: a load balancer asks often and must hear back fast. */
export const READY_PROBE_TIMEOUT_MS = 1_000;

export const ReadyStatus = { READY: 'ready', NOT_READY: 'not ready', SHUTTING_DOWN: 'shutting down' } as const;
export const ProbeState = { OK: 'ok', DOWN: 'down', OFF: 'off', DONE: 'done', PENDING: 'pending', NOT_CHECKED: 'not checked' } as const;

type ProbeValue = (typeof ProbeState)[keyof typeof ProbeState];
export type ReadyReport = {
  status: (typeof ReadyStatus)[keyof typeof ReadyStatus];
  database: ProbeValue;
  redis: ProbeValue;
  migrations: ProbeValue;
};

export type Readiness = {
  /** Probes the database, Redis and the migrations; never throws. */
  check: () => Promise<ReadyReport>;
  /** From now on /api/ready answers 503 at once: the process is draining. */
  markShuttingDown: () => void;
  readonly isShuttingDown: boolean;
};

const FAILED = Symbol('failed');

/** ioredis states in which a PING gets an answer soon (or the bound ends it); 'reconnecting', 'close' and 'end' do not. */
const REDIS_CONNECTING_OR_UP = new Set(['wait', 'connecting', 'connect', 'ready']);

/** The probe's answer, or FAILED when it threw or took longer than the bound. */
async function bounded<T>(probe: Promise<T>, timeoutMs: number): Promise<T | typeof FAILED> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof FAILED>((resolve) => {
    timer = setTimeout(() => resolve(FAILED), timeoutMs);
  });
  try {
    return await Promise.race([probe, timeout]);
  } catch {
    return FAILED;
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(deps: { database: DatabaseHandle; redis?: Redis | undefined; timeoutMs?: number }): Readiness {
  const timeoutMs = deps.timeoutMs ?? READY_PROBE_TIMEOUT_MS;
  const knownMigrations = Object.keys(allMigrations(deps.database.dialect));
  let isShuttingDown = false;

  async function probeDatabase(): Promise<ProbeValue> {
    const answer = await bounded(sql`select 1 as one`.execute(deps.database.db), timeoutMs);
    return answer === FAILED ? ProbeState.DOWN : ProbeState.OK;
  }

  async function probeRedis(): Promise<ProbeValue> {
    const redis = deps.redis;
    if (!redis) return ProbeState.OFF;
    // ioredis queues commands while it reconnects after a loss: a PING would wait for Redis to come back.
    // Still connecting at start is different: the bounded PING waits for that connection.
    if (!REDIS_CONNECTING_OR_UP.has(redis.status)) return ProbeState.DOWN;
    const answer = await bounded(redis.ping(), timeoutMs);
    return answer === 'PONG' ? ProbeState.OK : ProbeState.DOWN;
  }

  async function probeMigrations(): Promise<ProbeValue> {
    // The migration table is found through the connection's search path (a test's schema included).
    const applied = await bounded(sql<{ name: string }>`select name from kysely_migration`.execute(deps.database.db), timeoutMs);
    if (applied === FAILED) return ProbeState.NOT_CHECKED;
    const names = new Set(applied.rows.map((row) => row.name));
    return knownMigrations.every((name) => names.has(name)) ? ProbeState.DONE : ProbeState.PENDING;
  }

  return {
    async check() {
      if (isShuttingDown) {
        return { status: ReadyStatus.SHUTTING_DOWN, database: ProbeState.NOT_CHECKED, redis: ProbeState.NOT_CHECKED, migrations: ProbeState.NOT_CHECKED };
      }
      const [database, redis, migrations] = await Promise.all([probeDatabase(), probeRedis(), probeMigrations()]);
      const isReady = database === ProbeState.OK && redis !== ProbeState.DOWN && migrations === ProbeState.DONE;
      return { status: isReady ? ReadyStatus.READY : ReadyStatus.NOT_READY, database, redis, migrations };
    },
    markShuttingDown() {
      isShuttingDown = true;
    },
    get isShuttingDown() {
      return isShuttingDown;
    },
  };
}

const HTTP_OK = 200;
const HTTP_SERVICE_UNAVAILABLE = 503;

/** GET /ready (under the API prefix): public, cheap, 200 or 503 with what failed; never a 500. */
export function readyRoute(readiness: Readiness): FastifyPluginAsync {
  return async (api) => {
    api.get('/ready', { config: { access: 'public' } }, async (_request, reply) => {
      const report = await readiness.check();
      // A load balancer must never keep a stale answer.
      void reply.header('cache-control', 'no-store');
      return reply.code(report.status === ReadyStatus.READY ? HTTP_OK : HTTP_SERVICE_UNAVAILABLE).send({ data: report });
    });
  };
}
