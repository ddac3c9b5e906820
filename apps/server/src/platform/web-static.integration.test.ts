import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './web-static.ts';

/** A built web app in miniature: a hashed script with its .br and .gz (as the Vite build writes them), index.html, sw.js. */
const script = `export const greeting = ${JSON.stringify('selamat datang '.repeat(200))};\n`;
const indexHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';

function writeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kasir-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const asset = join(dist, 'assets/index-AbC123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  return dist;
}

describe('the built web app and the API over the wire', () => {
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    dist = writeWebDist();
    server = await startTestServer({ WEB_DIST: dist });
  });

  afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const getAsset = (acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as the brotli file made at build time when the browser accepts br, cached for a year', async () => {
    const answer = await getAsset('gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const answer = await getAsset('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no compression is accepted', async () => {
    const answer = await getAsset();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(answer.body).toBe(script);
  });

  it('has index.html, the client-side routes and the service worker revalidated on every load', async () => {
    for (const url of ['/', '/index.html', '/cashier/menu', '/sw.js']) {
      const answer = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE_CACHE_CONTROL);
    }
    const route = await server.app.inject({ method: 'GET', url: '/cashier/menu' });
    expect(route.body).toBe(indexHtml);
  });

  it('answers 404 for a hashed asset that does not exist (an older release asking), never index.html', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/index-Gone99.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<!doctype html>');
  });

  it('compresses a large API answer for a client that accepts it, and leaves a small one as it is', async () => {
    const { cashierToken } = await signIn(server);
    const headers = { ...bearer(cashierToken), outletid: String(server.ids.outletIds.kopiSenja) };
    const plain = await server.app.inject({ method: 'GET', url: '/api/outletProduct/', headers });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await server.app.inject({ method: 'GET', url: '/api/outletProduct/', headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await server.app.inject({ method: 'GET', url: '/api/outletProduct/', headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const health = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ data: { status: 'ok' } });
  });
});
