import type { ByteRange } from '../../platform/storage';

/**
 * The range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): one `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. 'none' when there is no header or it is not a single byte range we understand (the whole file is
 * sent then, as the RFC allows); 'unsatisfiable' when it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'none' | 'unsatisfiable' {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!m || (m[1] === '' && m[2] === '')) return 'none';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return 'none';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
