// The two pages bench:web loads: the Kasir server on a fresh temporary data dir seeded with the
// 2,000-product catalog (Kopi Senja Lama), and the bare Vite + React baseline built with the
// repo's Vite, served by a tiny static server that forwards /api to the same Kasir server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { createSecretHasher } from '../apps/server/src/platform/secrets-hashing.ts';

export const root = resolve(import.meta.dirname, '..');
const SERVER_START_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, REDIS_URL: _redis, ...rest } = process.env;
  return {
    ...rest,
    PORT: String(port),
    SQLITE_PATH: join(dataDir, 'kasir.sqlite'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    JWT_SECRET: 'bench-web-'.padEnd(48, 'j'),
    PIN_PEPPER: 'bench-web-'.padEnd(32, 'p'),
    LOG_LEVEL: 'warn',
  };
}

/** The newest modification time under a folder (node_modules and dist left out). */
function newestMtimeMs(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtimeMs(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when apps/web/dist is missing or older than its sources. */
export function buildWebAppIfNeeded(): boolean {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newestMtimeMs(join(root, 'apps/web')), newestMtimeMs(join(root, 'packages/domain/src')), newestMtimeMs(join(root, 'packages/contracts/src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return false;
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return true;
}

/** A fresh data dir with the demo data and the 2,000-product catalog; answers the folder. */
export async function seedLargeCatalog(port: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasir-bench-web-'));
  const config = loadConfig(serverEnv(port, dataDir));
  const database = await openDatabase({ sqlitePath: config.sqlitePath });
  await migrateToLatest(database);
  await seedDemoData(database.db, createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes }), {
    scale: 'large',
    uploadDir: config.uploadDir,
    history: false,
  });
  await database.close();
  return dataDir;
}

async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  throw new Error(`${url} did not answer within ${SERVER_START_TIMEOUT_MS} ms`);
}

/** The Kasir server (npm start's server) on the seeded data dir, serving the built web app. */
export async function startKasir(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: serverEnv(port, dataDir), stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  await waitUntilUp(`http://127.0.0.1:${port}/api/health`);
  return child;
}

export function stopKasir(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

/** Builds bench/web-baseline with the repo's Vite (production React) into a temporary folder. */
export async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'kasir-bench-web-baseline-'));
  await build({ root: join(root, 'bench/web-baseline'), logLevel: 'warn', configFile: false, build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Serves the baseline's files, and forwards GET /api/* to the Kasir server (same answer as the till gets). */
export async function startBaselineServer(port: number, distDir: string, apiOrigin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/')) {
      void fetch(`${apiOrigin}${url}`, { headers: { authorization: String(request.headers.authorization ?? ''), outletid: String(request.headers.outletid ?? '') } })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
      return;
    }
    const path = join(distDir, url.split('?')[0] === '/' ? 'index.html' : url.split('?')[0]!);
    if (!path.startsWith(distDir) || !existsSync(path)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(path).pipe(response);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}
