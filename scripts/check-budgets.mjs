#!/usr/bin/env node
// Performance budgets of the cashier web app (issue 23, docs/adr/0028): the JavaScript a route
// needs before it can show, gzipped, read from the build's manifest. Sizes are deterministic
// (same sources → same chunks → same gzip at a fixed level), so CI can fail on them; timings
// live in `npm run bench:*` only. Prints per route its chunks, the budget of issue 23 as a goal
// (met or not), and the split between third-party packages (the floor this stack sets) and our
// own code, read from dist/.vite/module-sizes.json (apps/web/build/module-sizes-plugin.ts).
// Exits 1 when a route is over its regression ceiling.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

/** The login screen: what a till shows first on a fresh start. Goal of issue 23, printed met / not met. */
export const LOGIN_BUDGET_KB = 150;
/** The cashier's menu (/cashier/menu): the screen the cashier sells from. Goal of issue 23, printed met / not met. */
export const MENU_BUDGET_KB = 250;
/*
 * Regression ceilings: what CI enforces while the budgets above are out of reach. They are the
 * sizes measured after the cuts of docs/adr/0028 rounded up by about 5 %, and cannot go much
 * lower with this stack: the floor (React, Mantine, react-router, zod, i18next, TanStack Query,
 * printed per route) is itself above the login budget. Lower them when a route shrinks.
 */
/** Login ceiling, kB gz: 236.9 kB measured after the cuts, + ~5 %. */
export const LOGIN_CEILING_KB = 249;
/** Cashier menu ceiling, kB gz: 408.0 kB measured after the cuts, + ~5 %. */
export const MENU_CEILING_KB = 429;
/** Kilobytes as Vite prints them (1 kB = 1,000 bytes), so the figures match the build log. */
const BYTES_PER_KB = 1000;
/** Highest zlib level: a fixed level keeps the figures deterministic; servers send the .gz made at this level. */
const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** Chunks under this are summed on one line of the table (there are dozens of them). */
const TABLE_MIN_KB = 1;

const LOGIN_SCREEN = 'src/features/session/LoginScreen.tsx';
const CASHIER_SHELL = 'src/features/shell/CashierShell.tsx';
const MENU_SCREEN = 'src/features/menu/MenuScreen.tsx';

/**
 * The language catalogues (apps/web/src/i18n): one is fetched before the first render
 * (main.tsx awaits it). A dynamic import, so outside the budgets as defined; printed beside them.
 */
const CATALOGUE_MODULES = ['src/i18n/catalog-en.ts', 'src/i18n/catalog-id.ts', 'src/i18n/catalog-zh.ts'];

/** The budgets: the route modules whose chunks load with the entry (keys of the Vite manifest). */
export const BUDGETS = [
  { name: 'login', routeModules: [LOGIN_SCREEN], limitKb: LOGIN_BUDGET_KB, ceilingKb: LOGIN_CEILING_KB },
  { name: 'cashier menu', routeModules: [CASHIER_SHELL, MENU_SCREEN], limitKb: MENU_BUDGET_KB, ceilingKb: MENU_CEILING_KB },
];

/** The manifest key of the HTML entry (the one chunk marked isEntry). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0];
}

/**
 * The JavaScript files that must load before the given chunks run: the chunks themselves and,
 * transitively, their static `imports`. Dynamic imports load later, on demand, so they are left out.
 */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (renamed or no longer a chunk?)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function gzipBytes(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/** Our own code, whatever its path: the app, the shared packages, the bundler's helpers. */
export const OWN_CODE = '(our code)';

/** The npm package a module belongs to (`@scope/name` or `name`), or OWN_CODE outside node_modules. */
export function packageOf(moduleId) {
  const at = moduleId.lastIndexOf('node_modules/');
  if (at < 0) return OWN_CODE;
  const [first, second] = moduleId.slice(at + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * A chunk's gzipped kB split by package: each module's share of the chunk's rendered length,
 * applied to the chunk's gzip size (gzip is not additive, so this is an estimate; the parts sum
 * to the chunk). A chunk the module report does not know counts as our code.
 */
export function splitChunk(kb, modules) {
  const entries = Object.entries(modules ?? {});
  const rendered = entries.reduce((sum, [, length]) => sum + length, 0);
  if (rendered === 0) return { [OWN_CODE]: kb };
  const split = {};
  for (const [id, length] of entries) {
    const name = packageOf(id);
    split[name] = (split[name] ?? 0) + (kb * length) / rendered;
  }
  return split;
}

/**
 * Each budget with its files' gzipped sizes (largest first), their total in kB, and, given the
 * build's module report (file → module id → rendered length), the split by package: `floorKb`
 * is the third-party part (packages, largest first), `ownKb` ours.
 */
export function measureBudgets(manifest, readFile, budgets = BUDGETS, moduleSizes = {}) {
  const entry = entryKey(manifest);
  return budgets.map((budget) => {
    const files = staticClosure(manifest, [entry, ...budget.routeModules])
      .map((file) => ({ file, kb: gzipBytes(readFile(file)) / BYTES_PER_KB }))
      .sort((a, b) => b.kb - a.kb);
    const totalKb = files.reduce((sum, { kb }) => sum + kb, 0);
    const byPackage = {};
    for (const { file, kb } of files) {
      for (const [name, part] of Object.entries(splitChunk(kb, moduleSizes[file]))) byPackage[name] = (byPackage[name] ?? 0) + part;
    }
    const ownKb = byPackage[OWN_CODE] ?? 0;
    const packages = Object.entries(byPackage)
      .filter(([name]) => name !== OWN_CODE)
      .map(([name, kb]) => ({ name, kb }))
      .sort((a, b) => b.kb - a.kb);
    return { ...budget, files, totalKb, met: totalKb <= budget.limitKb, over: totalKb > budget.ceilingKb, ownKb, floorKb: totalKb - ownKb, packages };
  });
}

/** dist/.vite/module-sizes.json (array of { file, modules }) as file → modules. */
export function indexModuleSizes(chunks) {
  return Object.fromEntries(chunks.map(({ file, modules }) => [file, modules]));
}

const row = (label, kb) => `  ${label.padEnd(56)} ${kb.toFixed(1).padStart(6)}`;

export function formatReport(results, catalogues = []) {
  const lines = [];
  for (const result of results) {
    lines.push('', `${result.name}: ${result.totalKb.toFixed(1)} kB gz — ceiling ${result.ceilingKb} kB ${result.over ? 'OVER CEILING' : 'ok'}; goal ${result.limitKb} kB ${result.met ? 'met' : 'not met'}`);
    lines.push(`  ${'chunk'.padEnd(56)} kB gz`);
    const small = result.files.filter(({ kb }) => kb < TABLE_MIN_KB);
    for (const { file, kb } of result.files.filter(({ kb }) => kb >= TABLE_MIN_KB)) lines.push(row(file, kb));
    if (small.length > 0) lines.push(row(`(${small.length} chunks under ${TABLE_MIN_KB} kB)`, small.reduce((sum, { kb }) => sum + kb, 0)));
    if (result.packages.length > 0) {
      lines.push(`  floor (third-party packages): ${result.floorKb.toFixed(1)} kB gz; our code: ${result.ownKb.toFixed(1)} kB gz`);
      const minor = result.packages.filter(({ kb }) => kb < TABLE_MIN_KB);
      for (const { name, kb } of result.packages.filter(({ kb }) => kb >= TABLE_MIN_KB)) lines.push(row(`  ${name}`, kb));
      if (minor.length > 0) lines.push(row(`  (${minor.length} packages under ${TABLE_MIN_KB} kB)`, minor.reduce((sum, { kb }) => sum + kb, 0)));
    }
  }
  if (catalogues.length > 0) {
    lines.push('', 'language catalogue, one fetched before the first render (not in the budgets):');
    for (const { file, kb } of catalogues) lines.push(row(file, kb));
  }
  return lines.join('\n');
}

/** The gzipped size of each language catalogue's own chunk, when the build has them. */
export function measureCatalogues(manifest, readFile) {
  return CATALOGUE_MODULES.filter((key) => manifest[key]).map((key) => ({ file: manifest[key].file, kb: gzipBytes(readFile(manifest[key].file)) / BYTES_PER_KB }));
}

function main() {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const readFile = (file) => readFileSync(join(dist, file));
  const moduleSizesPath = join(dist, '.vite/module-sizes.json');
  const moduleSizes = existsSync(moduleSizesPath) ? indexModuleSizes(JSON.parse(readFileSync(moduleSizesPath, 'utf8'))) : {};
  const results = measureBudgets(manifest, readFile, BUDGETS, moduleSizes);
  console.log(formatReport(results, measureCatalogues(manifest, readFile)));
  if (results.some((result) => result.over)) {
    console.error('\nA route is over its size ceiling (scripts/check-budgets.mjs, docs/adr/0028).');
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
