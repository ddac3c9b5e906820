/** Set by the cluster primary on each worker it forks: 0 … API_WORKERS-1 (a replacement keeps its slot). */
export const WORKER_INDEX_ENV = 'KASIR_WORKER_INDEX';

/** The IPC message the cluster primary sends a worker to stop it gracefully (a signal could be counted twice). */
export const STOP_MESSAGE = 'kasir:stop';

/** This process's slot among the API workers, or null when it runs alone (API_WORKERS=1). */
export function workerIndexOf(env: NodeJS.ProcessEnv = process.env): number | null {
  const value = env[WORKER_INDEX_ENV];
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * Whether this process runs the once-per-machine timers (the daily backup): the lone process,
 * or worker 0 of a cluster. Work that claims its rows (mail outbox, table time-up notices) runs
 * everywhere.
 */
export function isTimerOwner(env: NodeJS.ProcessEnv = process.env): boolean {
  const index = workerIndexOf(env);
  return index === null || index === 0;
}
