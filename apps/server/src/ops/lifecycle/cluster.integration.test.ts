import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test-support/print-processes.ts';
import { sharedDatabase, startServerProcess, type ServerProcess, type SharedDatabase } from '../../test-support/server-process.ts';
import { NEEDS_REDIS_MESSAGE } from './cluster-primary.ts';

/**
 * API_WORKERS=2 as real processes: the primary forks two workers on one port, both answer, a
 * worker killed with SIGKILL is replaced while the port keeps answering, and SIGTERM to the
 * primary stops them all and exits 0. Without REDIS_URL it refuses to start.
 */

const WORKER_HEADER = 'x-kasir-worker';
/** One answer of /api/health; past it the call counts as not answered (and is tried again). */
const ANSWER_TIMEOUT_MS = 10_000;
const started: ServerProcess[] = [];
const databases: SharedDatabase[] = [];

afterAll(async () => {
  for (const each of started) if (each.child.exitCode === null) each.child.kill('SIGKILL');
  for (const database of databases) await database.drop();
});

/** The primary's worker processes, as the operating system lists them. */
function workerPids(primary: ServerProcess): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary.child.pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A fresh connection each time, so the primary hands each to the next worker. */
async function answeringWorker(url: string): Promise<string> {
  const response = await fetch(`${url}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  expect(response.status).toBe(200);
  return response.headers.get(WORKER_HEADER) ?? '';
}

/** Real processes load through tsx: on a loaded 2-core machine a start alone can take seconds; this only catches a hang. */
const PROCESS_TEST_TIMEOUT_MS = 300_000;
/** How long a wait for processes (a worker's start, a terminal's reconnection) may take before it counts as hung. */
const PROCESS_WAIT_MS = 120_000;

describe('API_WORKERS', () => {
  it('refuses more than one worker without REDIS_URL, saying why', async () => {
    const database = await sharedDatabase();
    databases.push(database);
    const refused = await startServerProcess({ ...database.env, API_WORKERS: '2' }, { isExpectedToExit: true });
    started.push(refused);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(NEEDS_REDIS_MESSAGE);
  }, PROCESS_TEST_TIMEOUT_MS);

  // Several workers are for PostgreSQL + Redis (ADR 30); CI's integration pass sets both.
  it.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('runs two workers on one port, replaces a killed one, and stops on SIGTERM', async () => {
    const database = await sharedDatabase();
    databases.push(database);
    const primary = await startServerProcess({ ...database.env, REDIS_URL: process.env.REDIS_URL!, API_WORKERS: '2' });
    started.push(primary);

    const seen = new Set<string>();
    await waitFor(async () => {
      seen.add(await answeringWorker(primary.url));
      return seen.size === 2 ? true : undefined;
    }, 'both workers to answer', PROCESS_WAIT_MS);
    expect([...seen].sort()).toEqual(['0', '1']);

    const before = await waitFor(async () => (workerPids(primary).length === 2 ? workerPids(primary) : undefined), 'two worker processes', PROCESS_WAIT_MS);
    process.kill(before[0]!, 'SIGKILL');
    // The other worker answers meanwhile (a connection handed to the dying one just then is reset, and tried
    // again, as a load balancer would); then a new process takes the dead one's place.
    expect(await waitFor(async () => answeringWorker(primary.url), 'the port to answer after the kill', PROCESS_WAIT_MS)).toMatch(/^[01]$/);
    const after = await waitFor(async () => {
      const pids = workerPids(primary);
      return pids.length === 2 && !pids.includes(before[0]!) ? pids : undefined;
    }, 'the killed worker to be replaced', PROCESS_WAIT_MS);
    expect(after).toContain(before[1]);
    seen.clear();
    await waitFor(async () => {
      seen.add(await answeringWorker(primary.url));
      return seen.size === 2 ? true : undefined;
    }, 'both workers to answer again', PROCESS_WAIT_MS);

    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    expect(workerPids(primary)).toEqual([]);
  }, PROCESS_TEST_TIMEOUT_MS);
});
