import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time: the server sends them as they
 * are (@fastify/static `preCompressed`) instead of the raw files, with no compression work per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crowns-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of textFiles(outDir)) {
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return COMPRESSIBLE.test(name) ? [path] : [];
  });
}
