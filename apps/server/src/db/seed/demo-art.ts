import { encodePng } from '../../platform/png';

type Rgb = [number, number, number];

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
  return encodePng(width, height, 'rgb', raw);
}
