#!/usr/bin/env node
// Starts the whole product: the API server (with the built web app), the print agent and the
// printer emulator. `--dev` runs Vite's dev server with hot reload instead of the built app.
// `--api-only` (npm run start:api) starts the API server alone, for servers: the print side runs on
// each outlet's cashier machine (docs/deploy.md). API_WORKERS=N makes the server N processes (ADR 30).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, isServerBundleStale, SERVER_BUNDLE } from './server-bundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isDev = process.argv.includes('--dev');
const isApiOnly = process.argv.includes('--api-only');
const serverPort = Number(process.env.PORT ?? 8080);
const startedAt = Date.now();

// WEB_DIST points the server at another build (e2e runs build their own); only the default is built here.
const webDist = process.env.WEB_DIST ?? resolve(root, 'apps/web/dist');
if (!isDev && (process.argv.includes('--rebuild') || !existsSync(resolve(webDist, 'index.html')))) {
  console.log('Building the cashier web app (first start only)…');
  // The app prints through the agent's port as it was when built: another PRINT_AGENT_PORT needs --rebuild.
  const agentUrl = process.env.VITE_PRINT_AGENT_URL ?? `http://127.0.0.1:${process.env.PRINT_AGENT_PORT?.trim() || '3003'}`;
  const build = spawnSync('npx', ['vite', 'build', 'apps/web', '--outDir', webDist, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_PRINT_AGENT_URL: agentUrl } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, args, extraEnv = {}, options = {}) {
  // A stop that came while waiting for the API must not leave late children behind.
  if (shuttingDown) return;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    // The API server in its own process group: a terminal's Ctrl+C (or a kill of this group) reaches it
    // once, from here, so it stops gracefully; a second signal then stops it at once.
    detached: options.isOwnGroup === true,
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) {
      if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
      return;
    }
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let shuttingDown = false;
let exitCode = 0;
// The server finishes what is in flight within SHUTDOWN_TIMEOUT_MS (config.ts); this waits a little longer for it.
const STOP_WAIT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS?.trim() || 10_000) + 2_000;
function shutdown(code = 0) {
  shuttingDown = true;
  exitCode = code;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), STOP_WAIT_MS).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (isDev) {
  run('server', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, { isOwnGroup: true });
} else {
  // One bundled file starts in a fraction of the time; rebuilt whenever a source is newer.
  if (isServerBundleStale(root)) await buildServerBundle(root);
  run('server', ['--no-warnings', '--enable-source-maps', SERVER_BUNDLE], { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, { isOwnGroup: true });
}
if (isDev) {
  const vite = spawn('npm', ['run', 'dev', '-w', '@kasir/web'], { cwd: root, stdio: 'inherit' });
  children.push(vite);
}

// The print side (the agent, PRINT_AGENT_PORT, and the printer emulator) starts once the API answers: on
// two cores, three processes loading at once made the API miss its 3 s start target.
function startPrintSide() {
  run('printer emulator', ['--import', 'tsx', 'apps/print-agent/src/emulator-main.ts']);
  // The agent accepts calls from this app's origins only (CORS); keep it in step with PORT.
  const appOrigins = [`http://127.0.0.1:${serverPort}`, `http://localhost:${serverPort}`, 'http://localhost:5173'].join(',');
  run('print agent', ['--import', 'tsx', 'apps/print-agent/src/main.ts'], { PRINT_AGENT_ALLOWED_ORIGINS: process.env.PRINT_AGENT_ALLOWED_ORIGINS ?? appOrigins });
}

async function waitForServer() {
  const url = `http://127.0.0.1:${serverPort}/api/health`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

// What the banner says is what the agent and the emulator were started with (their config.ts reads the same variables).
const printAgentPort = process.env.PRINT_AGENT_PORT?.trim() || '3003';
const emulatorPorts = process.env.EMULATOR_PORTS?.trim() || '9100,9101,9102,9103,9104';
const printedDir = process.env.EMULATOR_OUT_DIR?.trim() || 'data/printed/';

const isServerUp = await waitForServer();
if (!isApiOnly) startPrintSide();
if (isServerUp) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const appUrl = isDev ? 'http://localhost:5173' : `http://127.0.0.1:${serverPort}`;
  const apiWorkers = Number(process.env.API_WORKERS?.trim() || 1);
  const apiWorkersLine = apiWorkers > 1 ? ` (${apiWorkers} processes)` : '';
  const printLines = isApiOnly
    ? ''
    : `\n  Print agent      http://127.0.0.1:${printAgentPort}\n  Printer emulator ports ${emulatorPorts}, tickets under ${printedDir}`;
  console.log(`
Kasir is running (ready in ${seconds} s)
  Cashier app      ${appUrl}
  API              http://127.0.0.1:${serverPort}/api${apiWorkersLine}${printLines}

${process.env.KASIR_SEED === 'none' ? `No demo data (KASIR_SEED=none): open the cashier app and choose "Create a business",
or run npm run owner:create.` : `Demo logins
  Owner     owner@demo.pos / demo1234
  Cashiers  Ani 111111 · Budi 222222 (supervisor) · Citra 333333 · Dewi 444444 (waiter)`}
Press Ctrl+C to stop.`);
}
