import { detectImage } from '../../platform/image';

/** The file kinds storage serves and accepts, by extension. Anything else is served as a download. */
const TYPES: Record<string, { mime: string; sniff: (buf: Buffer) => boolean }> = {
  jpg: { mime: 'image/jpeg', sniff: (b) => detectImage(b)?.type === 'jpeg' },
  jpeg: { mime: 'image/jpeg', sniff: (b) => detectImage(b)?.type === 'jpeg' },
  png: { mime: 'image/png', sniff: (b) => detectImage(b)?.type === 'png' },
  gif: { mime: 'image/gif', sniff: (b) => detectImage(b)?.type === 'gif' },
  webp: { mime: 'image/webp', sniff: (b) => detectImage(b)?.type === 'webp' },
  // ISO base media (MP4, MOV): a box header whose type is 'ftyp' (or a bare 'moov'/'mdat' in old QuickTime files).
  mp4: { mime: 'video/mp4', sniff: (b) => isoBox(b) },
  m4v: { mime: 'video/mp4', sniff: (b) => isoBox(b) },
  mov: { mime: 'video/quicktime', sniff: (b) => isoBox(b) },
  webm: { mime: 'video/webm', sniff: (b) => b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3 },
};

function isoBox(b: Buffer) {
  if (b.length < 12) return false;
  const box = b.toString('latin1', 4, 8);
  return box === 'ftyp' || box === 'moov' || box === 'mdat' || box === 'wide' || box === 'free';
}

const extOf = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

/** The content-type to serve a key with; null for unknown kinds (sent as an attachment). */
export const mimeOf = (key: string) => TYPES[extOf(key)]?.mime ?? null;

/** True when the declared content-type is the one of the key's extension (a kind we serve). */
export function declaredMatches(key: string, contentType: string | undefined) {
  const declared = contentType?.split(';')[0]?.trim().toLowerCase();
  return declared !== undefined && declared === TYPES[extOf(key)]?.mime;
}

/** True when the bytes (a file's start is enough) really are of the kind of the key's extension. */
export const sniffs = (key: string, head: Buffer) => TYPES[extOf(key)]?.sniff(head) ?? false;

/**
 * Storage keys are relative paths of plain segments: letters, digits, '.', '_' and '-', each segment starting
 * with a letter or digit. That rules out '..', '.', empty segments, absolute paths and backslashes.
 */
const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export const isSafeKey = (key: string) => key.length <= 512 && KEY_RE.test(key);
