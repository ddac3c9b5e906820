import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createSecretHasher } from '../../platform/secrets-hashing.ts';

const run = promisify(execFile);
const directory = mkdtempSync(join(tmpdir(), 'kasir-owner-cli-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const sqlitePath = join(directory, 'kasir.sqlite');
const pepper = randomBytes(16).toString('hex');
const env = { PATH: process.env.PATH, SQLITE_PATH: sqlitePath, PIN_PEPPER: pepper, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' };

/** `npm run owner:create` as a child process, as an administrator runs it (stdin is no terminal). */
async function ownerCreate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = resolve(REPO_ROOT, 'node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await run(tsx, [resolve(REPO_ROOT, 'apps/server/src/modules/signup/owner-create.cli.ts'), ...args], { cwd: REPO_ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function ownerRows() {
  const handle = await openDatabase({ databaseUrl: undefined, sqlitePath });
  try {
    return await handle.db.selectFrom('owners').selectAll().execute();
  } finally {
    await handle.close();
  }
}

describe('npm run owner:create', () => {
  it('creates the owner in a new database (migrated, nothing else seeded), password hashed with the pepper', async () => {
    const result = await ownerCreate(['--name', 'Warung Sari', '--username', 'Sari@Warung.id', '--password', 'sambal-ijo-9']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('sari@warung.id');
    const rows = await ownerRows();
    expect(rows.map((row) => [row.name, row.username])).toEqual([['Warung Sari', 'sari@warung.id']]);
    const hasher = createSecretHasher({ pepper, memoryKib: 19_456, passes: 2 });
    expect(await hasher.verifySecret(rows[0]!.password_hash, 'sambal-ijo-9')).toBe(true);
  });

  it('validates like the API: a taken username in another case, a bad e-mail and a short password', async () => {
    const taken = await ownerCreate(['--name', 'Copy', '--username', 'SARI@warung.ID', '--password', 'password123']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Username: This e-mail address already has an account');
    const bad = await ownerCreate(['--name', '', '--username', 'not-an-email', '--password', 'short']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Name: Name is required');
    expect(bad.stderr).toContain('Username: Username must be an e-mail address');
    expect(bad.stderr).toContain('Password: Password must be at least 8 characters');
    expect(await ownerRows()).toHaveLength(1);
  });

  it('without a terminal, a missing value is a usage error (exit 2)', async () => {
    const result = await ownerCreate(['--name', 'Nobody']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Missing --username, --password');
    expect(await ownerRows()).toHaveLength(1);
  });
});
