import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';
import { moduleSizesPlugin } from './build/module-sizes-plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = 'http://127.0.0.1:8080';

/**
 * Kasir's own TypeScript (the app and the shared packages) runs nothing when imported beyond
 * defining what it exports (no module is imported for its side effects; CSS is not matched),
 * so a module none of whose exports is used can be left out. Without this, a barrel such as
 * features/payment/index.ts drags every dialog it re-exports into the chunk of whoever imports
 * one helper from it, and @kasir/contracts brings every zod schema.
 */
const SIDE_EFFECT_FREE_SOURCES = /\/(apps\/web\/src|packages\/(domain|contracts)\/src)\/.+\.tsx?$/;

/** Text files worth compressing; pictures and fonts are compressed formats already. */
const PRECOMPRESSED_EXTENSIONS = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes name.br (brotli, quality 11) and name.gz (gzip, level 9) beside every text file of the
 * build, public files included, so the server sends them as they are (preCompressed in
 * apps/server/src/platform/web-static.ts) at the best ratio, with no CPU spent per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir: string | null = null;
  return {
    name: 'kasir-precompress',
    apply: 'build',
    writeBundle(options) {
      outDir = options.dir ?? join(webRoot, 'dist');
    },
    // After every plugin's writeBundle (they run in parallel), so files other plugins write are compressed too.
    async closeBundle() {
      if (!outDir) return;
      const written = outDir;
      const files = (await readdir(written, { recursive: true }))
        // .vite/ holds the build manifest, read by scripts, never served.
        .filter((file) => PRECOMPRESSED_EXTENSIONS.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(written, file);
          const content = await readFile(path);
          if (content.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The root is pinned to this folder so the build lands in apps/web/dist whichever directory
 * the command starts from (the server serves that folder as static files).
 */
export default defineConfig({
  root: webRoot,
  // The service worker precaches the till's shell; the owner's back office is fetched on first use.
  plugins: [
    react(),
    serviceWorkerPlugin({ isExcludedModule: (id) => id.includes('/src/features/backoffice/') }),
    precompress(),
    // dist/.vite/module-sizes.json: check-budgets splits each route into libraries (the floor) and our code.
    moduleSizesPlugin({ repoRoot: fileURLToPath(new URL('../..', import.meta.url)) }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin },
      '/socket.io': { target: apiOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-budgets.mjs reads each route's chunks from it (docs/adr/0028).
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE_SOURCES.test(id) },
    },
  },
});
