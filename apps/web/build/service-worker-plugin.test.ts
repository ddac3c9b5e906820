import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceWorkerPlugin } from './service-worker-plugin.ts';

const fixture = fileURLToPath(new URL('./test-fixture/', import.meta.url));
const ORIGIN = 'http://127.0.0.1:8090';

type Listener = (event: unknown) => void;

/** Runs the emitted sw.js as a browser would, with only `self` and its event listeners. */
function loadWorker(source: string): { listeners: Map<string, Listener>; constants: { PRECACHE: string[]; CACHE_VERSION: string } } {
  const listeners = new Map<string, Listener>();
  const self = { location: new URL(ORIGIN), addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) };
  const context: Record<string, unknown> = { self, URL, AbortController, setTimeout, clearTimeout };
  runInNewContext(`${source}\nthis.exported = { PRECACHE, CACHE_VERSION };`, context);
  return { listeners, constants: context.exported as { PRECACHE: string[]; CACHE_VERSION: string } };
}

/** Whether the worker answers this request itself (respondWith) or leaves it to the network. */
function isAnswered(fetchListener: Listener, url: string, mode = 'cors', method = 'GET'): boolean {
  let answered = false;
  fetchListener({ request: { url, mode, method }, respondWith: (response: Promise<unknown>) => {
    answered = true;
    // Nothing here gives it caches or fetch: only whether it took the request matters.
    response.catch(() => undefined);
  } });
  return answered;
}

describe('serviceWorkerPlugin on a built fixture', () => {
  let outDir = '';
  let worker: ReturnType<typeof loadWorker>;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'kasir-sw-'));
    await build({
      root: fixture,
      logLevel: 'silent',
      configFile: false,
      plugins: [serviceWorkerPlugin({ isExcludedModule: (id) => id.includes('/backoffice/') })],
      build: { outDir, emptyOutDir: true },
    });
    worker = loadWorker(readFileSync(join(outDir, 'sw.js'), 'utf8'));
  });

  it('precaches index.html, every hashed js and css of the till and the public files', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const tillAssets = assets.filter((name) => !name.startsWith('outlets-')).map((name) => `/assets/${name}`);
    expect(tillAssets.filter((path) => path.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    expect(tillAssets.some((path) => path.endsWith('.css'))).toBe(true);
    expect(worker.constants.PRECACHE).toEqual(['/favicon.svg', '/index.html', ...tillAssets].sort());
  });

  it('leaves out the back office chunk and its styles, and never lists the API', () => {
    const backOffice = readdirSync(join(outDir, 'assets')).filter((name) => name.startsWith('outlets-'));
    expect(backOffice.length).toBe(2);
    for (const name of backOffice) expect(worker.constants.PRECACHE).not.toContain(`/assets/${name}`);
    expect(worker.constants.PRECACHE.some((path) => path.startsWith('/api') || path.startsWith('/socket.io'))).toBe(false);
    expect(worker.constants.PRECACHE).not.toContain('/sw.js');
  });

  it('names its cache after a hash of the build', () => {
    expect(worker.constants.CACHE_VERSION).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers navigations and assets itself, and leaves the API, realtime and the print agent to the network', () => {
    const onFetch = worker.listeners.get('fetch');
    if (!onFetch) throw new Error('sw.js listens to no fetch');
    expect(isAnswered(onFetch, `${ORIGIN}/cashier/menu`, 'navigate')).toBe(true);
    expect(isAnswered(onFetch, `${ORIGIN}${worker.constants.PRECACHE.find((path) => path.endsWith('.js'))}`)).toBe(true);
    expect(isAnswered(onFetch, `${ORIGIN}/api/outletProduct/`)).toBe(false);
    expect(isAnswered(onFetch, `${ORIGIN}/api/health`, 'navigate')).toBe(false);
    expect(isAnswered(onFetch, `${ORIGIN}/socket.io/?EIO=4&transport=polling`)).toBe(false);
    expect(isAnswered(onFetch, 'http://127.0.0.1:3003/print', 'cors', 'POST')).toBe(false);
    expect(isAnswered(onFetch, 'http://127.0.0.1:3003/health')).toBe(false);
    expect(isAnswered(onFetch, `${ORIGIN}/assets/x.js`, 'cors', 'POST')).toBe(false);
  });
});
