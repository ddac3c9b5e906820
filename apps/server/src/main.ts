import cluster from 'node:cluster';
import { loadConfig, type Config } from './config.ts';
import { isEmptyDatabase, migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';
import { checkpointWal, consoleShutdownLog, createGracefulShutdown, installSignalHandlers, type ShutdownStep } from './ops/lifecycle/graceful-shutdown.ts';
import { isTimerOwner, STOP_MESSAGE, workerIndexOf } from './ops/lifecycle/worker-role.ts';
import { startDailyBackups } from './ops/backup/daily-backups.ts';
import { createSecretHasher } from './platform/secrets-hashing.ts';
import { buildServer } from './server.ts';

/** The response header naming the cluster worker that answered (API_WORKERS > 1 only). */
export const WORKER_HEADER = 'x-kasir-worker';

/** Opens the database, migrates it, and seeds the demo data when it is new (once per machine: the cluster primary, or the lone process). */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database);
  // KASIR_SEED=none: the database stays empty and the first owner signs up (or `npm run owner:create`).
  if (config.seed === 'demo' && (await isEmptyDatabase(database.db))) {
    const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
    await seedDemoData(database.db, hasher, { printerPorts: config.demoPrinterPorts, uploadDir: config.uploadDir });
  }
  return database;
}

/** config → database (migrated, seeded when new) → buildServer() → listen. A cluster worker skips the preparing: its primary did it. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const workerIndex = workerIndexOf(env);
  const database = workerIndex === null ? await prepareDatabase(config) : await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const server = await buildServer(config, database);
  if (workerIndex !== null) server.app.addHook('onRequest', async (_request, reply) => void reply.header(WORKER_HEADER, String(workerIndex)));
  const address = await server.app.listen({ host: config.host, port: config.port });
  // The automatic daily backup (ADR 29): the lone process or cluster worker 0 schedules it (ADR 30); the day's claim
  // in the database makes it once across machines too.
  const dailyBackups = isTimerOwner(env) ? startDailyBackups(config, database, server.app.log) : { stop: () => undefined };
  /** The graceful stop (ADR 30): HTTP and sockets drain, the WAL is written back, the database closes. */
  const shutdownSteps: ShutdownStep[] = [
    { name: 'daily backup schedule', run: async () => dailyBackups.stop() },
    { name: 'HTTP requests in flight, socket.io and Redis', run: () => server.close() },
    { name: 'SQLite WAL checkpoint', run: () => checkpointWal(database) },
    { name: 'database', run: () => database.close() },
  ];
  return {
    address,
    config,
    server,
    shutdownSteps,
    close: async () => {
      for (const step of shutdownSteps) await step.run();
    },
  };
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  const config = loadConfig();
  const log = consoleShutdownLog(config.logLevel);
  if (cluster.isPrimary && config.apiWorkers > 1) {
    // Loaded only here: a lone process (API_WORKERS=1, the default) starts as fast as before.
    const { runClusterPrimary } = await import('./ops/lifecycle/cluster-primary.ts');
    await runClusterPrimary(config, async () => (await prepareDatabase(config)).close(), log);
  } else {
    const running = await startServer();
    const shutdown = createGracefulShutdown({
      steps: running.shutdownSteps,
      timeoutMs: config.shutdownTimeoutMs,
      log,
      describeOpen: () => new Promise((resolve) => running.server.app.server.getConnections((_error, count) => resolve(`${count} HTTP connection(s)`))),
    });
    // A worker's SIGINT comes from the terminal's Ctrl+C, which its primary heard too: the primary stops it (STOP_MESSAGE).
    installSignalHandlers(shutdown, log, cluster.isWorker ? ['SIGTERM'] : undefined);
    if (cluster.isWorker) {
      process.on('SIGINT', () => undefined);
      process.on('message', (message: unknown) => {
        if (message === STOP_MESSAGE) shutdown.begin('asked by the cluster primary');
      });
    }
  }
}
