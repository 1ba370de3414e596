import { encodePng } from '../platform/png';

/** Small, valid image files built in memory for tests. */

/** A complete black grayscale PNG of the given size (decodable by any viewer). */
export function makePng(width: number, height: number) {
  return encodePng(width, height, 'gray', Buffer.alloc((width + 1) * height));
}

/** A 640×360 cover (the 16:9 crop bounties and challenges ask for). */
export const PNG_16_9 = makePng(640, 360);

/**
 * A PNG whose header claims any size but whose image data is empty: a few dozen bytes that a decoder would expand to
 * width × height pixels (how a decompression bomb looks to a server that reads only the header).
 */
export const pngClaiming = (width: number, height: number) => encodePng(width, height, 'gray', Buffer.alloc(0));

/** A JPEG header: SOI, an APP0 (JFIF) segment, then a baseline SOF0 frame header with the size, then EOI. */
export function makeJpeg(width: number, height: number) {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a logical screen descriptor of the given size (header only). */
export function makeGif(width: number, height: number) {
  const buf = Buffer.alloc(13);
  buf.write('GIF89a', 0, 'latin1');
  buf.writeUInt16LE(width, 6);
  buf.writeUInt16LE(height, 8);
  return Buffer.concat([buf, Buffer.from([0x3b])]);
}

function riff(chunk: string, payload: Buffer) {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + payload.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(payload.length, 16);
  return Buffer.concat([head, payload]);
}

/** WebP headers in the three container variants: lossy (VP8), lossless (VP8L) and extended (VP8X). */
export function makeWebp(width: number, height: number, variant: 'VP8 ' | 'VP8L' | 'VP8X' = 'VP8 ') {
  const payload = Buffer.alloc(16);
  if (variant === 'VP8 ') {
    payload.set([0x9d, 0x01, 0x2a], 3);
    payload.writeUInt16LE(width, 6);
    payload.writeUInt16LE(height, 8);
  } else if (variant === 'VP8L') {
    payload[0] = 0x2f;
    payload.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  } else {
    payload.writeUIntLE(width - 1, 4, 3);
    payload.writeUIntLE(height - 1, 7, 3);
  }
  return riff(variant, payload);
}
