import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, REPO_ROOT, waitFor } from './print-processes.ts';

/**
 * The Kasir API as real processes (`node --import tsx apps/server/src/main.ts`, what `npm start`
 * bundles) for the tests of process behaviour: graceful stops, the cluster. Several processes
 * share one database: a SQLite file in a temporary folder, or a fresh PostgreSQL database on
 * DATABASE_URL's server, and REDIS_URL when set.
 */

/** Only catches a hang: through tsx on a loaded 2-core machine a start (migrations on a new database included) took over a minute. */
const SERVER_START_TIMEOUT_MS = 150_000;

export type SharedDatabase = { env: Record<string, string>; sqlitePath: string | null; drop: () => Promise<void> };

/** One database (and secrets, so a token of one process works on the other) for the processes of a test. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'kasir-lifecycle-'));
  const env: Record<string, string> = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    PIN_PEPPER: randomBytes(16).toString('hex'),
    MAIL_DIR: join(folder, 'mail'),
    UPLOAD_DIR: join(folder, 'uploads'),
    BACKUP_DIR: join(folder, 'backups'),
    WEB_DIST: '/nonexistent',
    REDIS_KEY_PREFIX: `test_${randomBytes(6).toString('hex')}:`,
    BACKUP_DAILY_HOUR: 'off',
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const sqlitePath = join(folder, 'kasir.sqlite');
    return { env: { ...env, SQLITE_PATH: sqlitePath }, sqlitePath, drop: async () => undefined };
  }
  // A database of its own, not a schema: Kysely's migrator looks for its tables in every schema of the database.
  const name = `kasir_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    sqlitePath: null,
    drop: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>;
};

/** Spawns main.ts with `env` over the test's own (DATABASE_URL/REDIS_URL only as `env` says); resolves once it listens, or once it exits when `isExpectedToExit`. */
export async function startServerProcess(env: Record<string, string>, options: { isExpectedToExit?: boolean; port?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started: ServerProcess = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (options.isExpectedToExit) return started;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  await waitFor(async () => {
    if (hasExited) throw new Error(`the server exited before it listened:\n${output}`);
    return (await fetch(`${started.url}/api/health`)).ok ? true : undefined;
  }, 'the Kasir server process', SERVER_START_TIMEOUT_MS).catch((error: unknown) => {
    if (hasExited) throw new Error(`the server exited before it listened:\n${output}`);
    throw error;
  });
  return started;
}

/** A raw TCP connection to the server, for requests sent in parts (held in flight on purpose). */
export async function openConnection(port: number): Promise<{ socket: Socket; send: (text: string) => void; response: () => Promise<{ status: number; body: string }> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  const waiters: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', () => {
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    socket,
    send: (text) => void socket.write(text),
    /** The next whole response (by Content-Length) on this connection. */
    response: async () => {
      for (;;) {
        const headerEnd = received.indexOf('\r\n\r\n');
        if (headerEnd >= 0) {
          const head = received.slice(0, headerEnd);
          const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
          if (received.length >= headerEnd + 4 + length) {
            const body = received.slice(headerEnd + 4, headerEnd + 4 + length);
            received = received.slice(headerEnd + 4 + length);
            return { status: Number(head.split(' ')[1]), body };
          }
        }
        if (socket.destroyed) throw new Error(`the connection closed before a whole response (got ${JSON.stringify(received)})`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

/** True once a new connection to the port is refused (nothing listens there any more). */
export function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * The smallest load balancer: each connection goes to the first backend that accepts it (as
 * nginx passes a refused connection to the next upstream). Closed with close().
 */
export async function startFailoverProxy(backendPorts: () => readonly number[]): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.pause();
    const tryBackend = (index: number) => {
      const port = backendPorts()[index];
      if (port === undefined) {
        client.destroy();
        return;
      }
      const backend = connect(port, '127.0.0.1');
      backend.once('error', () => tryBackend(index + 1));
      backend.once('connect', () => {
        backend.removeAllListeners('error');
        sockets.add(backend);
        backend.once('close', () => sockets.delete(backend));
        backend.on('error', () => client.destroy());
        client.on('error', () => backend.destroy());
        client.pipe(backend).pipe(client);
        client.resume();
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
