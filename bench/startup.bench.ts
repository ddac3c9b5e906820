// npm run bench:startup — how long `npm start` (scripts/start.mjs) takes to answer on an existing
// database (target under 3 s), beside a bare Node HTTP server started the same way in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = resolve(import.meta.dirname, '..');
const PORT = 8099;
const RUNS = 3;

async function timeUntilHealthy(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      try {
        if ((await fetch(url)).ok) return performance.now() - started;
      } catch {
        // not up yet
      }
      await new Promise((done) => setTimeout(done, 20));
      if (performance.now() - started > 60_000) throw new Error('did not start within 60 s');
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((done) => setTimeout(done, 800));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'kasir-startup-'));
const env = { PORT: String(PORT), SQLITE_PATH: join(dataDir, 'kasir.sqlite'), LOG_LEVEL: 'warn' };
const url = `http://127.0.0.1:${PORT}/api/health`;
const first = await timeUntilHealthy(['scripts/start.mjs'], env, url);
const warm: number[] = [];
for (let run = 0; run < RUNS; run += 1) warm.push(await timeUntilHealthy(['scripts/start.mjs'], env, url));
const bareScript = `require('node:http').createServer((q,s)=>s.end('ok')).listen(${PORT},'127.0.0.1')`;
const bare: number[] = [];
for (let run = 0; run < RUNS; run += 1) bare.push(await timeUntilHealthy(['-e', bareScript], {}, `http://127.0.0.1:${PORT}/`));

const best = Math.min(...warm);
const bareBest = Math.min(...bare);
console.log('bench:startup');
console.log(`first start (creates, migrates, seeds): ${(first / 1000).toFixed(2)} s`);
console.log(`start on existing database: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s (target < 3 s) ${best < 3000 ? 'OK' : 'OVER TARGET'}`);
console.log(`bare node http server: ${(bareBest / 1000).toFixed(2)} s; ratio ${(best / bareBest).toFixed(1)}×`);
