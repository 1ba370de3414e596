import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/**
 * The compression a client accepts, brotli first (every browser sends `gzip, deflate, br, zstd`), or undefined for
 * the raw bytes. A `q=0` refuses an encoding.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers send one of a few exact strings: the answer of the last one is kept.
  if (acceptEncoding === last.header) return last.encoding;
  last.encoding = parseAcceptEncoding(acceptEncoding);
  last.header = acceptEncoding;
  return last.encoding;
}

const last: { header: string | undefined; encoding: PageEncoding | undefined } = {
  header: undefined,
  encoding: undefined,
};

function parseAcceptEncoding(acceptEncoding: string): PageEncoding | undefined {
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    const coding = name.trim().toLowerCase();
    if (coding === 'br') return 'br';
    if (coding === 'gzip' || coding === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** A page's bytes compressed once (a fast level: it is done once per page and life, on the request path). */
export function encodePage(body: Buffer, encoding: PageEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
