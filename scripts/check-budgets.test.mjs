import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryKey, formatReport, gzipBytes, measureBudgets, OWN_CODE, packageOf, splitChunk, staticClosure } from './check-budgets.mjs';

/**
 * A build in miniature: the entry imports a shared vendor chunk and lazily the two routes; the
 * menu route imports a dialog lazily and a helper chunk that imports the vendor chunk again.
 */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], dynamicImports: ['src/Login.tsx', 'src/Menu.tsx'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/Login.tsx': { file: 'assets/Login-1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/Menu.tsx': { file: 'assets/Menu-1.js', isDynamicEntry: true, imports: ['index.html', '_helper-1.js'], dynamicImports: ['src/Dialog.tsx'] },
  '_helper-1.js': { file: 'assets/helper-1.js', imports: ['_vendor-1.js'] },
  'src/Dialog.tsx': { file: 'assets/Dialog-1.js', isDynamicEntry: true, imports: ['_huge-1.js'] },
  '_huge-1.js': { file: 'assets/huge-1.js' },
};

/** Contents with known gzip sizes: incompressible bytes of a fixed length, made deterministically. */
function bytes(length, seed) {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out[index] = state >> 16;
  }
  return out;
}
const files = {
  'assets/index-1.js': bytes(3000, 1),
  'assets/vendor-1.js': bytes(5000, 2),
  'assets/Login-1.js': bytes(1000, 3),
  'assets/Menu-1.js': bytes(2000, 4),
  'assets/helper-1.js': bytes(500, 5),
  'assets/Dialog-1.js': bytes(9000, 6),
  'assets/huge-1.js': bytes(90000, 7),
};
const readFile = (file) => files[file];
const kbOf = (...names) => names.reduce((sum, name) => sum + gzipBytes(files[name]), 0) / 1000;

describe('check-budgets', () => {
  it('finds the one entry of the manifest', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('follows static imports transitively, once each, and leaves dynamic imports and CSS out', () => {
    expect(staticClosure(manifest, ['index.html', 'src/Menu.tsx']).sort()).toEqual(
      ['assets/Menu-1.js', 'assets/helper-1.js', 'assets/index-1.js', 'assets/vendor-1.js'].sort(),
    );
  });

  it('names a route module missing from the manifest instead of measuring less', () => {
    expect(() => staticClosure(manifest, ['src/Gone.tsx'])).toThrow(/src\/Gone.tsx/);
  });

  it('sums the gzipped size of each file of a route, at a fixed level (deterministic)', () => {
    const budgets = [
      { name: 'login', routeModules: ['src/Login.tsx'], limitKb: 100, ceilingKb: 200 },
      { name: 'menu', routeModules: ['src/Menu.tsx'], limitKb: 5, ceilingKb: 10 },
    ];
    const [login, menu] = measureBudgets(manifest, readFile, budgets);
    expect(login?.totalKb).toBeCloseTo(kbOf('assets/index-1.js', 'assets/vendor-1.js', 'assets/Login-1.js'), 6);
    expect(login?.over).toBe(false);
    expect(login?.met).toBe(true);
    expect(menu?.totalKb).toBeCloseTo(kbOf('assets/index-1.js', 'assets/vendor-1.js', 'assets/Menu-1.js', 'assets/helper-1.js'), 6);
    expect(menu?.over).toBe(true);
    expect(menu?.met).toBe(false);
    expect(menu?.files.map(({ file }) => file)).toEqual(['assets/vendor-1.js', 'assets/index-1.js', 'assets/Menu-1.js', 'assets/helper-1.js']);
    expect(gzipBytes(files['assets/index-1.js'])).toBe(gzipSync(files['assets/index-1.js'], { level: 9 }).length);
  });

  it('names the package of a module, scoped or not, and our own code outside node_modules', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('@mantine/core');
    expect(packageOf('node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('apps/web/src/main.tsx')).toBe(OWN_CODE);
    expect(packageOf('\0vite/modulepreload-polyfill.js')).toBe(OWN_CODE);
  });

  it('splits a chunk\'s gzipped size by package in proportion to each module\'s rendered length', () => {
    const split = splitChunk(10, { 'node_modules/zod/a.js': 600, 'node_modules/zod/b.js': 200, 'apps/web/src/x.ts': 200 });
    expect(split.zod).toBeCloseTo(8, 6);
    expect(split[OWN_CODE]).toBeCloseTo(2, 6);
    expect(splitChunk(3, undefined)).toEqual({ [OWN_CODE]: 3 });
  });

  it('gives each route its floor (third-party packages, largest first) and our own code, summing to the total', () => {
    const moduleSizes = {
      'assets/index-1.js': { 'apps/web/src/main.tsx': 100, 'node_modules/react-dom/client.js': 300 },
      'assets/vendor-1.js': { 'node_modules/@mantine/core/a.mjs': 500 },
      'assets/Login-1.js': { 'apps/web/src/Login.tsx': 10 },
    };
    const [login] = measureBudgets(manifest, readFile, [{ name: 'login', routeModules: ['src/Login.tsx'], limitKb: 1, ceilingKb: 100 }], moduleSizes);
    const indexKb = kbOf('assets/index-1.js');
    expect(login?.packages.map(({ name }) => name)).toEqual(['@mantine/core', 'react-dom']);
    expect(login?.packages[0]?.kb).toBeCloseTo(kbOf('assets/vendor-1.js'), 6);
    expect(login?.packages[1]?.kb).toBeCloseTo(indexKb * 0.75, 6);
    expect(login?.ownKb).toBeCloseTo(indexKb * 0.25 + kbOf('assets/Login-1.js'), 6);
    expect((login?.ownKb ?? 0) + (login?.floorKb ?? 0)).toBeCloseTo(login?.totalKb ?? -1, 6);
  });

  it('prints each route with its ceiling verdict, the goal met or not, its chunks and its floor', () => {
    const moduleSizes = { 'assets/vendor-1.js': { 'node_modules/zod/index.js': 5000 } };
    const report = formatReport(measureBudgets(manifest, readFile, [{ name: 'menu', routeModules: ['src/Menu.tsx'], limitKb: 5, ceilingKb: 10 }], moduleSizes));
    expect(report).toMatch(/^menu: \d+\.\d kB gz — ceiling 10 kB OVER CEILING; goal 5 kB not met$/m);
    expect(report).toMatch(/floor \(third-party packages\): 5\.\d kB gz; our code: \d+\.\d kB gz/);
    expect(report).toMatch(/^ {4}zod +5\.\d/m);
    expect(report).toMatch(/assets\/vendor-1\.js +5\.\d/);
    expect(report).toMatch(/\(1 chunks under 1 kB\)/);
  });
});
