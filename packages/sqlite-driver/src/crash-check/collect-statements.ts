// Run as a child process by driver.test.ts (with --expose-gc --import tsx): thousands of
// statements, worker threads that end with statements alive, forced collections, then exit.
// Prints 'ok' if the process got that far; a driver that aborts kills it before.
import { Worker } from 'node:worker_threads';
import SqliteDatabase, { sqliteDriverPackage } from '../index.ts';

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const db = new SqliteDatabase(':memory:');
for (let i = 0; i < 20_000; i += 1) db.prepare('SELECT ? + 1 AS x').get(i);
collect();
for (let round = 0; round < 3; round += 1) {
  await new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./statements-worker.mjs', import.meta.url), { workerData: { driverPackage: sqliteDriverPackage } });
    worker.on('message', () => void worker.terminate());
    worker.on('exit', resolve);
    worker.on('error', reject);
  });
  collect();
}
console.log('ok');
