import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** What the app shell is made of; anything else in the build (maps, .br/.gz copies) is not precached. */
const PRECACHED_EXTENSIONS = /\.(html|js|css|woff2?|ttf|otf|png|jpe?g|svg|webp|ico|webmanifest)$/;
const SERVICE_WORKER_FILE = 'sw.js';
/** import.meta.env name of the build's version (read by src/app/query-persistence.ts). */
export const BUILD_VERSION_ENV = 'VITE_BUILD_VERSION';
/** Characters of the build hash kept in the cache name: enough to tell builds apart. */
const CACHE_VERSION_LENGTH = 16;

export interface ServiceWorkerPluginOptions {
  /** A chunk whose every module matches is left out of the precache (fetched and kept on first use instead). */
  isExcludedModule?: (moduleId: string) => boolean;
}

/** Files of a folder, as URL paths below it ('/favicon.svg'). */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  } catch {
    return [];
  }
}

/**
 * Emits /sw.js (./service-worker.js with this build's precache list and cache version in
 * front) at the root of the build, so the worker's scope is the whole app. The version is a
 * hash of the list (file names carry their content hashes), index.html and the worker's code:
 * any change of the shell makes a new cache and drops the old one.
 */
export function serviceWorkerPlugin(options: ServiceWorkerPluginOptions = {}): Plugin {
  let publicDir = '';
  return {
    name: 'kasir-service-worker',
    apply: 'build',
    enforce: 'post',
    // The page's own copy of the build's identity: the persisted query cache is dropped when it changes.
    config: () => ({ define: { [`import.meta.env.${BUILD_VERSION_ENV}`]: JSON.stringify(Date.now().toString(36)) } }),
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_output, bundle) {
      // Styles and pictures only the left-out chunks import are left out with them.
      const excludedAssets = new Set<string>();
      const includedAssets = new Set<string>();
      const precache = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const isExcluded = options.isExcludedModule !== undefined && file.moduleIds.length > 0 && file.moduleIds.every(options.isExcludedModule);
        const assets = [...(file.viteMetadata?.importedCss ?? []), ...(file.viteMetadata?.importedAssets ?? [])];
        assets.forEach((asset) => (isExcluded ? excludedAssets : includedAssets).add(asset));
        if (!isExcluded) precache.add(`/${file.fileName}`);
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && (!excludedAssets.has(file.fileName) || includedAssets.has(file.fileName))) precache.add(`/${file.fileName}`);
      }
      for (const path of filesUnder(publicDir)) precache.add(path);
      const list = [...precache].filter((path) => PRECACHED_EXTENSIONS.test(path) && path !== `/${SERVICE_WORKER_FILE}`).sort();

      const runtime = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const indexHtml = bundle['index.html'];
      const hash = createHash('sha256').update(list.join('\n')).update(runtime);
      if (indexHtml?.type === 'asset') hash.update(indexHtml.source);
      const version = hash.digest('hex').slice(0, CACHE_VERSION_LENGTH);
      const header = `const PRECACHE = ${JSON.stringify(list)};\nconst CACHE_VERSION = ${JSON.stringify(version)};\n`;
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: header + runtime });
    },
  };
}
