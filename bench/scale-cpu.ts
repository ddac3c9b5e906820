// What a bench:scale run spent, side by side: CPU seconds of the API processes, of the PostgreSQL
// backends of the bench's own database, of PostgreSQL's shared helpers (WAL writer, checkpointer…),
// of Redis, of the load generator (this process) and of the whole machine, read from /proc
// (utime + stime) at the start and end of a run; and, sampled while it runs, what the backends of
// the bench's database were doing (on CPU, waiting on a row lock, on the WAL flush, or idle in a
// transaction waiting for the API), which says whether cores, locks or the disk bound the rate.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type pg from 'pg';

// /proc counts CPU time in clock ticks; their rate is the kernel's (100 on every usual build).
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
const SAMPLE_EVERY_MS = 100;
// In /proc/<pid>/stat, after the ")" closing the command: state is field 3, utime 14 and stime 15.
const UTIME_AFTER_COMMAND = 11;
const MICROSECONDS_PER_SECOND = 1e6;
// Processes every database shares: their work grows with the bench's WAL but is not its alone.
const SHARED_BACKEND_TYPES = new Set(['walwriter', 'checkpointer', 'background writer', 'autovacuum launcher', 'logical replication launcher']);

/** CPU seconds (user + system) a process has used, or null when it is gone or not on this machine. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[UTIME_AFTER_COMMAND]) + Number(fields[UTIME_AFTER_COMMAND + 1])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine (every core, everything but idle and I/O wait). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
}

async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const value = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return value('used_cpu_user') + value('used_cpu_sys');
}

/** The CPU seconds of each side over one run, and the average number of the database's backends in each state. */
export type CpuReport = {
  wallSeconds: number;
  api: number;
  postgres: number;
  postgresShared: number;
  redis: number;
  loadGenerator: number;
  machine: number;
  backends: Record<BackendState, number>;
};
export const BACKEND_STATES = ['on CPU', 'row lock', 'WAL/IO', 'other wait', 'waiting for the API in a transaction', 'idle'] as const;
export type BackendState = (typeof BACKEND_STATES)[number];

function backendState(row: { state: string | null; wait_event_type: string | null }): BackendState {
  if (row.state === 'idle in transaction') return 'waiting for the API in a transaction';
  if (row.state !== 'active') return 'idle';
  if (row.wait_event_type === null) return 'on CPU';
  if (row.wait_event_type === 'Lock') return 'row lock';
  if (row.wait_event_type === 'IO' || row.wait_event_type === 'LWLock') return 'WAL/IO';
  return 'other wait';
}

type Probe = { admin: pg.Client; databaseName: string; redis: Redis; apiPids: readonly number[] };

/**
 * Starts watching; `stop` ends the run and reports. `admin` must be connected to another
 * database than `databaseName`, so its own sampling queries do not count as the bench's backends.
 */
export async function watchCpu(probe: Probe): Promise<{ stop: () => Promise<CpuReport> }> {
  const backendStart = new Map<number, number>();
  const backendLast = new Map<number, { seconds: number; shared: boolean }>();
  const states = new Map<BackendState, number>();
  let samples = 0;
  let isFirst = true;
  const sample = async () => {
    const { rows } = await probe.admin.query<{ pid: number; datname: string | null; backend_type: string; state: string | null; wait_event_type: string | null }>(
      'SELECT pid, datname, backend_type, state, wait_event_type FROM pg_stat_activity WHERE datname = $1 OR backend_type = ANY($2)',
      [probe.databaseName, [...SHARED_BACKEND_TYPES]],
    );
    for (const row of rows) {
      const seconds = processCpuSeconds(row.pid);
      if (seconds === null) continue;
      const shared = row.datname !== probe.databaseName;
      // A backend first seen after the start was opened during the run: all its time is the run's.
      if (!backendStart.has(row.pid)) backendStart.set(row.pid, isFirst ? seconds : 0);
      backendLast.set(row.pid, { seconds, shared });
      if (shared || row.backend_type !== 'client backend') continue;
      const state = backendState(row);
      states.set(state, (states.get(state) ?? 0) + 1);
    }
    samples += 1;
    isFirst = false;
  };
  const startedAt = performance.now();
  const apiStart = probe.apiPids.map((pid) => processCpuSeconds(pid) ?? 0);
  const redisStart = await redisCpuSeconds(probe.redis);
  const benchStart = process.cpuUsage();
  const machineStart = machineBusySeconds();
  await sample();
  let sampling = Promise.resolve();
  let failure: unknown;
  // One sample at a time; a failed one is kept for `stop` (a run with holes in its samples is not reported).
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch((error: unknown) => void (failure ??= error));
  }, SAMPLE_EVERY_MS);
  const stop = async (): Promise<CpuReport> => {
    clearInterval(timer);
    await sampling;
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    await sample();
    const bench = process.cpuUsage(benchStart);
    const sideSeconds = (shared: boolean) => [...backendLast].filter(([, last]) => last.shared === shared).reduce((sum, [pid, last]) => sum + last.seconds - backendStart.get(pid)!, 0);
    const backends = Object.fromEntries(BACKEND_STATES.map((state) => [state, (states.get(state) ?? 0) / samples])) as Record<BackendState, number>;
    return {
      wallSeconds: (performance.now() - startedAt) / 1000,
      api: probe.apiPids.reduce((sum, pid, index) => sum + (processCpuSeconds(pid) ?? 0) - (apiStart[index] ?? 0), 0),
      postgres: sideSeconds(false),
      postgresShared: sideSeconds(true),
      redis: (await redisCpuSeconds(probe.redis)) - redisStart,
      loadGenerator: (bench.user + bench.system) / MICROSECONDS_PER_SECOND,
      machine: machineBusySeconds() - machineStart,
      backends,
    };
  };
  return { stop };
}
