// A worker thread that prepares statements, keeps them alive and is then terminated. Plain
// JavaScript (tsx's loader does not reach worker threads on Node 20): the parent passes the
// driver package @kasir/sqlite-driver chose for this Node.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const SqliteDatabase = createRequire(import.meta.url)(workerData.driverPackage);
const db = new SqliteDatabase(':memory:');
const kept = Array.from({ length: 5_000 }, () => db.prepare('SELECT ? + 1 AS x'));
kept[0].get(1);
parentPort.postMessage(kept.length);
