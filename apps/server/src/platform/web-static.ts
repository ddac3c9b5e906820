import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.ts';

/**
 * How the built cashier app and the API's answers travel (docs/adr/0028). A cheap tablet on a
 * slow link pays for every byte and every round trip:
 * - the web build writes .br and .gz beside each text file (apps/web/vite.config.ts), so the
 *   server picks one by Accept-Encoding and spends no CPU compressing static files;
 * - files under /assets carry a content hash in their name, so they never change: the browser
 *   keeps them a year without asking again;
 * - everything else (index.html, the client-side routes answered with it, the service worker,
 *   the web app manifest, icons) is revalidated on each load, so a new release is picked up at once.
 */
export const HASHED_ASSETS_PREFIX = '/assets/';
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** API answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality for answers compressed per request: 4 compresses JSON better than gzip's
 * default at a similar CPU cost; 11 (the build's level) would be far too slow per request.
 */
const API_BROTLI_QUALITY = 4;

/**
 * Compresses the API's JSON (and CSV) answers above the threshold, brotli or gzip as the client
 * accepts. Registered inside the API's scope before its routes: socket.io answers on the raw
 * HTTP server and static files come pre-compressed, so neither passes through it; pictures are
 * not compressible types and are left alone.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
}

function isHashedAsset(webDist: string, filePath: string): boolean {
  return relative(webDist, filePath).split(sep)[0] === HASHED_ASSETS_DIR;
}

/**
 * Serves the built cashier app; unknown page paths get index.html (client-side routes). A
 * missing /assets file is a 404, not index.html: a page still running an older release asks for
 * chunks that no longer exist, and HTML under a script's name would only fail later and obscurely.
 */
export function registerWebApp(app: FastifyInstance, webDist: string, apiPrefix: string): void {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', isHashedAsset(webDist, filePath) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
        // The same URL answers br, gzip or plain bytes: caches must key on what was accepted.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const { url } = request;
    const isPageRequest =
      request.method === 'GET' && !url.startsWith(apiPrefix) && !url.startsWith('/socket.io') && !url.startsWith(HASHED_ASSETS_PREFIX);
    if (hasWebApp && isPageRequest) return reply.header('cache-control', REVALIDATE_CACHE_CONTROL).sendFile('index.html');
    return sendNotFound(request, reply);
  });
}
