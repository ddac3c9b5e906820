import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../../config.ts';
import { EXIT_OK, EXIT_STUCK, type ShutdownLog } from './graceful-shutdown.ts';
import { STOP_MESSAGE, WORKER_INDEX_ENV } from './worker-role.ts';

/** The first wait before a dead worker is replaced; it doubles while replacements keep dying young. */
export const RESPAWN_BACKOFF_MIN_MS = 500;
export const RESPAWN_BACKOFF_MAX_MS = 30_000;
/** A worker that lived this long died of something else than a broken start: its slot's backoff starts over. */
export const STABLE_LIFETIME_MS = 30_000;
/** The primary gives its workers this much beyond their own bound before it kills them. */
const WORKER_STOP_MARGIN_MS = 2_000;

/** Why the primary refuses API_WORKERS > 1 without Redis (printed as is). */
export const NEEDS_REDIS_MESSAGE =
  'API_WORKERS > 1 needs REDIS_URL: realtime events, table locks and rate limits must reach every API process. Set REDIS_URL=redis://… or run API_WORKERS=1.';

type Slot = { index: number; worker: Worker | null; startedAt: number; backoffMs: number };

/**
 * The cluster primary (API_WORKERS > 1): prepares the database once (migrations, the demo
 * seed of a new one), forks one worker per slot, each listening on the same port (the primary
 * accepts and hands connections round-robin), replaces a worker that dies after a backoff,
 * and on SIGTERM/SIGINT stops every worker gracefully, exiting once they have (ADR 30).
 */
export async function runClusterPrimary(config: Config, prepareDatabase: () => Promise<void>, log: ShutdownLog): Promise<void> {
  if (!config.redisUrl) {
    log.error(NEEDS_REDIS_MESSAGE);
    process.exit(EXIT_STUCK);
  }
  await prepareDatabase();
  // Workers answer /metrics for the whole machine through the primary (ops/observability).
  const { answerMetricsRequestsInPrimary } = await import('../observability/cluster-metrics.ts');
  answerMetricsRequestsInPrimary();

  const slots: Slot[] = Array.from({ length: config.apiWorkers }, (_, index) => ({ index, worker: null, startedAt: 0, backoffMs: RESPAWN_BACKOFF_MIN_MS }));
  let isStopping = false;

  function fork(slot: Slot): void {
    slot.startedAt = Date.now();
    const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(slot.index) });
    slot.worker = worker;
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      if (isStopping) {
        if (slots.every((each) => each.worker === null)) process.exit(EXIT_OK);
        return;
      }
      const lived = Date.now() - slot.startedAt;
      slot.backoffMs = lived >= STABLE_LIFETIME_MS ? RESPAWN_BACKOFF_MIN_MS : Math.min(slot.backoffMs * 2, RESPAWN_BACKOFF_MAX_MS);
      const waitMs = lived >= STABLE_LIFETIME_MS ? RESPAWN_BACKOFF_MIN_MS : slot.backoffMs;
      log.error(`API worker ${slot.index} (pid ${worker.process.pid}) stopped (${signal ?? code}); a new one starts in ${waitMs} ms`);
      setTimeout(() => {
        if (!isStopping) fork(slot);
      }, waitMs);
    });
  }

  function stop(signal: NodeJS.Signals): void {
    if (isStopping) {
      log.error(`${signal} again: stopping the API workers at once`);
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      process.exit(EXIT_STUCK);
    }
    isStopping = true;
    log.info(`Stopping ${config.apiWorkers} API workers (${signal})`);
    const running = slots.filter((slot) => slot.worker !== null);
    if (running.length === 0) process.exit(EXIT_OK);
    for (const slot of running) if (slot.worker?.isConnected()) slot.worker.send(STOP_MESSAGE);
    setTimeout(() => {
      const left = slots.filter((slot) => slot.worker !== null).map((slot) => `worker ${slot.index} (pid ${slot.worker?.process.pid})`);
      log.error(`API workers still running past SHUTDOWN_TIMEOUT_MS: ${left.join(', ')}; killing them`);
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      process.exit(EXIT_STUCK);
    }, config.shutdownTimeoutMs + WORKER_STOP_MARGIN_MS).unref();
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (const slot of slots) fork(slot);
  log.info(`Kasir API: ${config.apiWorkers} workers on port ${config.port}`);
}
