import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './print-processes.ts';

/** A fresh folder under the system's temp dir. */
export const scratchFolder = (name: string) => mkdtempSync(join(tmpdir(), `kasir-${name}-`));

/** Secrets fixed for a test run, so a server on a restored database verifies the same PINs. */
export const fixedSecrets = { JWT_SECRET: randomBytes(32).toString('hex'), PIN_PEPPER: randomBytes(16).toString('hex') };

/**
 * A PostgreSQL database of its own beside the one DATABASE_URL names (pg_dump, pg_restore and the
 * migration lock work per database, where the other tests take a schema each); drop() removes it.
 */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseName = `kasir_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${databaseName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/** Runs a TypeScript entry of the repository with tsx to its end, with `env` over the test's own. */
export function runScript(script: string, args: string[], env: Record<string, string | undefined>): Promise<ScriptRun> {
  return runToEnd(process.execPath, ['--import', 'tsx', join(REPO_ROOT, script), ...args], env);
}

/** Runs `npm run <script> -- …args` in the repository, as an operator would. */
export function runNpm(script: string, args: string[], env: Record<string, string | undefined>): Promise<ScriptRun> {
  return runToEnd('npm', ['run', '--silent', script, '--', ...args], env);
}

function runToEnd(command: string, args: string[], env: Record<string, string | undefined>): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
