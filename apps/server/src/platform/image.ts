import { LIMITS } from '@crowns/contracts';

/** Image type and pixel size read from the bytes themselves (never from a file name or a client's content-type). */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';
export type ImageInfo = { type: ImageType; mime: string; ext: string; width: number; height: number };

const MIME: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const EXT: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

function png(buf: Buffer) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length < 24 || signature.some((b, i) => buf[i] !== b)) return null;
  if (ascii(buf, 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function gif(buf: Buffer) {
  if (buf.length < 10) return null;
  const sig = ascii(buf, 0, 6);
  if (sig !== 'GIF87a' && sig !== 'GIF89a') return null;
  return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
}

// Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(buf: Buffer) {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8 || buf[2] !== 0xff) return null;
  let off = 2;
  while (off + 4 <= buf.length) {
    if (buf[off] !== 0xff) return null;
    const marker = buf[off + 1]!;
    if (marker === 0xff) {
      off += 1; // fill byte
      continue;
    }
    // Markers without a length field.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      off += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan data before any frame header
    const length = buf.readUInt16BE(off + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (off + 9 > buf.length) return null;
      return { height: buf.readUInt16BE(off + 5), width: buf.readUInt16BE(off + 7) };
    }
    off += 2 + length;
  }
  return null;
}

function webp(buf: Buffer) {
  if (buf.length < 30 || ascii(buf, 0, 4) !== 'RIFF' || ascii(buf, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(buf, 12, 16);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame starts with the 9D 01 2A start code, then 14-bit width and height.
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  return null;
}

const readers: [ImageType, (buf: Buffer) => { width: number; height: number } | null][] = [
  ['jpeg', jpeg],
  ['png', png],
  ['gif', gif],
  ['webp', webp],
];

/** Detects JPEG, PNG, GIF or WebP by magic bytes and reads the pixel size; null for anything else or a broken header. */
export function detectImage(buf: Buffer): ImageInfo | null {
  for (const [type, read] of readers) {
    const size = read(buf);
    if (!size) continue;
    if (size.width <= 0 || size.height <= 0) return null;
    return { type, mime: MIME[type], ext: EXT[type], ...size };
  }
  return null;
}

/**
 * True when an image is larger than anyone should decode: a few KB of compressed data can claim 65535×65535 pixels
 * (gigabytes once decoded, in a browser showing the board or in any later processing). Checked from the header.
 */
export function pixelLimitsExceeded(
  size: { width: number; height: number },
  maxSide: number = LIMITS.imageMaxSide,
  maxPixels: number = LIMITS.imageMaxPixels,
) {
  return size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels;
}

// APP1 (EXIF, including GPS position, and XMP), APP13 (IPTC) and COM can carry personal data.
const isPrivateSegment = (m: number) => m === 0xe1 || m === 0xed || m === 0xfe;

/**
 * A JPEG without its metadata segments (EXIF/GPS, XMP, IPTC, comments); image data is untouched.
 * Anything that is not a well-formed JPEG header is returned as is.
 */
export function stripJpegMetadata(buf: Buffer): Buffer {
  if (!jpeg(buf)) return buf;
  const out: Buffer[] = [buf.subarray(0, 2)];
  let off = 2;
  while (off + 2 <= buf.length) {
    if (buf[off] !== 0xff) return buf;
    const marker = buf[off + 1]!;
    if (marker === 0xff) {
      off += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      out.push(buf.subarray(off, off + 2));
      off += 2;
      continue;
    }
    // From the start of scan (or the end of image) on, everything is image data: keep it all.
    if (marker === 0xda || marker === 0xd9) {
      out.push(buf.subarray(off));
      return Buffer.concat(out);
    }
    if (off + 4 > buf.length) return buf;
    const end = off + 2 + buf.readUInt16BE(off + 2);
    if (end > buf.length) return buf;
    if (!isPrivateSegment(marker)) out.push(buf.subarray(off, end));
    off = end;
  }
  return buf;
}
