import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import SqliteDatabase, { NODE_API_DRIVER_FROM_NODE_MAJOR, nodeMajor, sqliteDriverPackage } from './index.ts';

const crashCheck = fileURLToPath(new URL('./crash-check/collect-statements.ts', import.meta.url));

describe('the SQLite driver for the running Node', () => {
  it('is better-sqlite3 13 (Node-API) from Node 22, else 12', () => {
    expect(sqliteDriverPackage).toBe(nodeMajor >= NODE_API_DRIVER_FROM_NODE_MAJOR ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('opens a database, runs a transaction and reads it back', () => {
    const db = new SqliteDatabase(':memory:');
    db.exec('CREATE TABLE sale (id INTEGER PRIMARY KEY, total INTEGER NOT NULL)');
    const insert = db.prepare('INSERT INTO sale (total) VALUES (?)');
    db.transaction(() => {
      for (let total = 1; total <= 100; total += 1) insert.run(total * 100);
    })();
    expect(db.prepare('SELECT COUNT(*) AS n, SUM(total) AS sum FROM sale').get()).toEqual({ n: 100, sum: 505_000 });
    db.close();
  });

  // better-sqlite3 12 on Node 24 aborted whole vitest workers ("Assertion failed: (env) !=
  // nullptr" in Statement::~Statement) when statements were collected as a worker ended. This
  // puts the same ingredients (thousands of statements, worker threads ending with statements
  // alive, forced collections, process exit) in a child process, so a crash fails this test
  // instead of killing the runner. The suites on Node 24 in CI are the wider proof.
  it('survives statements being garbage-collected, worker threads ending and the process exiting', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', crashCheck], { encoding: 'utf8' });
    expect({ status: child.status, signal: child.signal, stdout: child.stdout.trim(), stderr: child.stderr }).toEqual({ status: 0, signal: null, stdout: 'ok', stderr: '' });
  });
});
