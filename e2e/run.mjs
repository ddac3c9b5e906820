#!/usr/bin/env node
// Runs every e2e/*.e2e.ts with Node's test runner (one file at a time: each starts the product).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
mkdirSync(join(here, 'screenshots'), { recursive: true });
// `node e2e/run.mjs session order` runs only those files (CI's Node 24 pass runs a core subset).
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) => only.length === 0 || only.includes(name.replace(/\.e2e\.ts$/, '')))
  .map((name) => join(here, name));
if (files.length === 0) {
  console.error(`No e2e file matches: ${only.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
