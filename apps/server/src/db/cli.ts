// npm run db:migrate — applies pending migrations.
// npm run db:seed — rebuilds the demo database from scratch (drops our tables, migrates, seeds).
// npm run db:seed -- --scale large — the same, with a menu of 2,000 products on Kopi Senja Lama.
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { createSecretHasher } from '../platform/secrets-hashing.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database.ts';
import { seedDemoData } from './seed/index.ts';

async function dropEverything(handle: DatabaseHandle): Promise<void> {
  const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
  for (const table of tables) {
    const cascade = handle.dialect === 'postgres' ? ' CASCADE' : '';
    await sql.raw(`DROP TABLE IF EXISTS "${table.name}"${cascade}`).execute(handle.db);
  }
}

const command = process.argv[2];
const largeScale = process.argv.slice(3).join(' ').includes('--scale large') || process.argv.includes('--scale=large');
const config = loadConfig();
if (command === 'seed' && !config.databaseUrl) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.sqlitePath}${suffix}`, { force: true });
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  if (command === 'seed') {
    if (handle.dialect === 'postgres') {
      await dropEverything(handle);
    }
    await migrateToLatest(handle);
    const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
    await seedDemoData(handle.db, hasher, { printerPorts: config.demoPrinterPorts, uploadDir: config.uploadDir, scale: largeScale ? 'large' : 'demo' });
    console.log(`Demo database rebuilt (${handle.dialect}).`);
  } else if (command === 'migrate') {
    await migrateToLatest(handle);
    console.log(`Migrations applied (${handle.dialect}).`);
  } else {
    console.error('usage: cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
