import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';

/** What the shutdown logs with: pino's logger or the console. */
export type ShutdownLog = { info: (message: string) => void; error: (message: string) => void };

/** One named step of a stop, so a stop past its bound can say where it hung. */
export type ShutdownStep = { name: string; run: () => Promise<void> };

export const EXIT_OK = 0;
export const EXIT_STUCK = 1;

type Options = {
  steps: readonly ShutdownStep[];
  timeoutMs: number;
  log: ShutdownLog;
  /** What is still open (HTTP connections, say), logged when the bound is passed. */
  describeOpen?: () => Promise<string>;
  /** Process.exit, injectable for a test of the steps alone. */
  exit?: (code: number) => void;
};

export type GracefulShutdown = {
  /** Starts the stop (a second call while it runs changes nothing). */
  begin: (reason: string) => void;
};

/**
 * Runs the steps of a stop one after another and exits 0 when they are done, or 1 with what
 * was still open once `timeoutMs` has passed. The caller wires signals to `begin`
 * (installSignalHandlers): a second signal exits at once.
 */
export function createGracefulShutdown(options: Options): GracefulShutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let current: string | null = null;
  let isStarted = false;

  async function run(): Promise<void> {
    for (const step of options.steps) {
      current = step.name;
      await step.run();
    }
    current = null;
  }

  return {
    begin(reason) {
      if (isStarted) return;
      isStarted = true;
      options.log.info(`Stopping (${reason}): finishing what is in flight, at most ${options.timeoutMs} ms`);
      const bound = setTimeout(() => {
        void (async () => {
          const open = await options.describeOpen?.().catch(() => '') ?? '';
          options.log.error(`Stop took longer than SHUTDOWN_TIMEOUT_MS=${options.timeoutMs}: still at "${current ?? '?'}"${open ? `; still open: ${open}` : ''}; exiting anyway`);
          exit(EXIT_STUCK);
        })();
      }, options.timeoutMs);
      bound.unref();
      run().then(
        () => {
          clearTimeout(bound);
          options.log.info('Stopped cleanly');
          exit(EXIT_OK);
        },
        (error: unknown) => {
          clearTimeout(bound);
          options.log.error(`Stop failed at "${current ?? '?'}": ${error instanceof Error ? error.message : String(error)}`);
          exit(EXIT_STUCK);
        },
      );
    },
  };
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * SIGTERM/SIGINT begin the stop; a second one exits at once (an operator who means it).
 * `signals` narrows which ones are heard (a cluster worker leaves SIGINT to its primary).
 */
export function installSignalHandlers(shutdown: GracefulShutdown, log: ShutdownLog, signals: readonly NodeJS.Signals[] = SHUTDOWN_SIGNALS): void {
  let received = 0;
  for (const signal of signals) {
    process.on(signal, () => {
      received += 1;
      if (received > 1) {
        log.error(`${signal} again: exiting at once`);
        process.exit(EXIT_STUCK);
      }
      shutdown.begin(signal);
    });
  }
}

/**
 * SQLite: writes the WAL back into the database file and empties it, once the group commit
 * has nothing pending (the statement waits for the connection, and commits the open group
 * first), so a copy of the file alone is whole and the next start replays nothing.
 */
export async function checkpointWal(database: DatabaseHandle): Promise<void> {
  if (database.dialect !== 'sqlite') return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
}

const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/** The shutdown's and the cluster primary's log on the console: progress as LOG_LEVEL allows, failures always (an exit 1 must say why). */
export function consoleShutdownLog(logLevel: string): ShutdownLog {
  return {
    info: (message) => {
      if (!QUIET_LEVELS.has(logLevel)) console.log(message);
    },
    error: (message) => console.error(message),
  };
}
