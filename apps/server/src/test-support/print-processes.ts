import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The real print agent and TCP printer emulator as child processes, for the tests that print
 * for real (server printing tests, the till's offline kitchen tickets): one copy of the port,
 * start, wait and read-the-paper helpers.
 */

/**
 * The repository's root, from the working directory (the root, or a workspace two levels down):
 * under jsdom a module's import.meta.url is an http: URL, so it cannot say where the files are.
 */
export const REPO_ROOT = [process.cwd(), join(process.cwd(), '..', '..')].find((dir) => existsSync(join(dir, 'apps/print-agent/src/main.ts'))) ?? process.cwd();

/** A port nothing listens on now (the OS picks it; closed again before use). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a TypeScript entry of the repository (e.g. apps/print-agent/src/main.ts) with tsx; kept in `children` to stop later. */
export function startNodeScript(children: ChildProcess[], script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, script)], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

/** Polls until `probe` answers a value (a throw counts as not yet). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Tickets of one emulated printer under `folder`, oldest first; index.json is written after each ticket's files, so listed ones are whole. */
export async function ticketsOf(folder: string, port: number): Promise<string[]> {
  const directory = join(folder, 'printed', String(port));
  const index = JSON.parse(await readFile(join(directory, 'index.json'), 'utf8').catch(() => '[]')) as Array<{ txt: string }>;
  return Promise.all(index.map((entry) => readFile(join(directory, entry.txt), 'utf8')).reverse());
}
