import { gzipSync } from 'node:zlib';
import type { Logger, Plugin, Rollup } from 'vite';

type Budget = {
  /** The home route's page module: a chunk of its own, or part of the entry chunk. */
  page: string;
  maxKb: number;
  /** Page and dialog modules that must load no zod before they show (decision 035): forms load it when opened. */
  zodFree?: string[];
};

export const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);

/**
 * DESIGN §8: the home route's initial JS ≤ 170 KB gzipped. That is the entry chunk, the home page's chunk and their
 * static imports: what "/" loads before it shows its page (chunks loaded after the first render, like the realtime
 * layer, do not count). Prints the figure on every build and fails the build over budget, naming the largest chunks.
 */
export function initialJsBudget({ page, maxKb, zodFree = [] }: Budget): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'crowns-initial-js-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // After the bundle is final (minified, preload helpers filled in): the bytes the browser gets.
    writeBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const entry = [...chunks.values()].find((c) => c.isEntry);
      // The chunk a module is the facade of, else the chunk it was merged into.
      const chunkOf = (module: string) =>
        [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module)) ??
        [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(module)));
      const home = chunkOf(page);
      if (!entry || !home) return this.error(`initial JS budget: no entry chunk, or no chunk for ${page}`);

      for (const module of zodFree) {
        const chunk = chunkOf(module);
        if (!chunk) return this.error(`initial JS budget: no chunk for ${module}`);
        const withZod = staticClosure([entry.fileName, chunk.fileName], chunks).filter((file) =>
          chunks.get(file)?.moduleIds.some(isZod),
        );
        if (withZod.length > 0)
          return this.error(
            `${module} loads zod before it shows (${withZod.join(', ')}): take the constants it needs from a contracts module without schemas, or load the schema when the form opens (decision 035).`,
          );
      }

      const sizes = staticClosure([entry.fileName, home.fileName], chunks)
        .map((file) => ({ file, gz: gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length }))
        .sort((a, b) => b.gz - a.gz);
      const kb = sizes.reduce((sum, s) => sum + s.gz, 0) / 1024;
      const line = `home route initial JS: ${kb.toFixed(1)} KB gzip in ${sizes.length} files (budget ≤ ${maxKb})`;
      if (kb <= maxKb) return logger?.info(line);
      const largest = sizes.slice(0, 5).map((s) => `${s.file} ${(s.gz / 1024).toFixed(1)} KB`);
      this.error(
        `${line}: over budget. Largest: ${largest.join(', ')}. Load what the first paint does not need lazily.`,
      );
    },
  };
}

function staticClosure(roots: string[], chunks: Map<string, Rollup.OutputChunk>): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}
