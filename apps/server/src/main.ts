import { loadConfig } from './config.ts';
import { isEmptyDatabase, migrateToLatest, openDatabase } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';
import { createSecretHasher } from './platform/secrets-hashing.ts';
import { buildServer } from './server.ts';

/** config → database (migrated, seeded when new) → buildServer() → listen. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database);
  // KASIR_SEED=none: the database stays empty and the first owner signs up (or `npm run owner:create`).
  if (config.seed === 'demo' && (await isEmptyDatabase(database.db))) {
    const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
    await seedDemoData(database.db, hasher, { printerPorts: config.demoPrinterPorts, uploadDir: config.uploadDir });
  }
  const server = await buildServer(config, database);
  const address = await server.app.listen({ host: config.host, port: config.port });
  return {
    address,
    config,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  const running = await startServer();
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
