import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/**
 * A 16:9 cover for a demo bounty: a diagonal gradient between two colours with two soft glows, as a real PNG.
 * Demo data only; users upload their own images.
 */
export function demoCover(from: Rgb, to: Rgb, width = 640, height = 360): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const glows = [
    { x: width * 0.78, y: height * 0.3, r: height * 0.55 },
    { x: width * 0.2, y: height * 0.85, r: height * 0.4 },
  ];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      let light = 0;
      for (const g of glows) light += Math.max(0, 1 - Math.hypot(x - g.x, y - g.y) / g.r) ** 2 * 0.35;
      const px = row + 1 + x * 3;
      for (let c = 0; c < 3; c++) raw[px + c] = Math.min(255, mix(from[c]!, to[c]!, t) + Math.round(light * 255));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
