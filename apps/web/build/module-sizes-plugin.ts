import type { Plugin } from 'vite';

/** Where the report lands inside dist (beside Vite's manifest; .vite/ is never served nor precompressed). */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

/** One chunk of the build: its file and the rendered length (bytes of output, before compression) of each module in it. */
export interface ChunkModuleSizes {
  file: string;
  modules: Record<string, number>;
}

/**
 * Writes dist/.vite/module-sizes.json: for every JavaScript chunk, each module's rendered length.
 * scripts/check-budgets.mjs splits a route's gzipped size by it into third-party packages (the
 * floor this stack sets) and Kasir's own code (docs/adr/0028). Module ids are made relative to
 * the repository root so the file is the same on every machine.
 */
export function moduleSizesPlugin(options: { repoRoot: string }): Plugin {
  const prefix = options.repoRoot.endsWith('/') ? options.repoRoot : `${options.repoRoot}/`;
  const relative = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
  return {
    name: 'kasir-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModuleSizes[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) modules[relative(id)] = info.renderedLength;
        }
        chunks.push({ file: output.fileName, modules });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
