import { describe, expect, it } from 'vitest';
import { makeGif, makeJpeg, makePng, makeWebp } from '../test/images';
import { detectImage, stripJpegMetadata } from './image';

describe('detectImage', () => {
  it('reads type and size of PNG, JPEG, GIF and every WebP variant', () => {
    expect(detectImage(makePng(640, 360))).toEqual({
      type: 'png',
      mime: 'image/png',
      ext: 'png',
      width: 640,
      height: 360,
    });
    expect(detectImage(makeJpeg(1920, 1080))).toMatchObject({
      type: 'jpeg',
      mime: 'image/jpeg',
      width: 1920,
      height: 1080,
    });
    expect(detectImage(makeGif(320, 180))).toMatchObject({ type: 'gif', mime: 'image/gif', width: 320, height: 180 });
    for (const variant of ['VP8 ', 'VP8L', 'VP8X'] as const)
      expect(detectImage(makeWebp(1280, 720, variant))).toMatchObject({ type: 'webp', width: 1280, height: 720 });
  });

  it('finds the JPEG frame header after other segments, fill bytes and a progressive SOF2', () => {
    const jpeg = makeJpeg(800, 600);
    const exif = Buffer.from([0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0, 0]);
    const progressive = Buffer.concat([jpeg.subarray(0, 2), exif, Buffer.from([0xff]), jpeg.subarray(2)]);
    progressive[progressive.indexOf(0xc0, 4)] = 0xc2;
    expect(detectImage(progressive)).toMatchObject({ type: 'jpeg', width: 800, height: 600 });
  });

  it('refuses text, truncated headers, unknown formats and zero sizes', () => {
    expect(detectImage(Buffer.from('hello, I am a text file pretending to be a png'))).toBeNull();
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImage(makePng(10, 10).subarray(0, 20))).toBeNull();
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(detectImage(makeJpeg(10, 10).subarray(0, 26))).toBeNull();
    expect(detectImage(makePng(0, 10))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
    const bmp = Buffer.alloc(64);
    bmp.write('BM', 0, 'latin1');
    expect(detectImage(bmp)).toBeNull();
  });
});

describe('stripJpegMetadata', () => {
  it('drops EXIF (GPS), XMP, IPTC and comments and keeps the frame and image data', () => {
    const jpeg = makeJpeg(800, 600);
    const segment = (marker: number, text: string) => {
      const head = Buffer.from([0xff, marker, 0, 0]);
      head.writeUInt16BE(text.length + 2, 2);
      return Buffer.concat([head, Buffer.from(text, 'latin1')]);
    };
    const withMeta = Buffer.concat([
      jpeg.subarray(0, 2),
      segment(0xe1, 'Exif\0\0GPSLatitude 48.8584 GPSLongitude 2.2945'),
      segment(0xe1, 'http://ns.adobe.com/xap/1.0/ <x:xmpmeta/>'),
      segment(0xed, 'Photoshop 3.0 IPTC'),
      segment(0xfe, 'my home camera'),
      jpeg.subarray(2),
    ]);
    const clean = stripJpegMetadata(withMeta);
    const text = clean.toString('latin1');
    for (const secret of ['GPS', 'xmpmeta', 'IPTC', 'home camera']) expect(text).not.toContain(secret);
    expect(clean.equals(jpeg)).toBe(true);
    expect(detectImage(clean)).toMatchObject({ type: 'jpeg', width: 800, height: 600 });
  });

  it('returns other formats and broken files unchanged', () => {
    const png = makePng(10, 10);
    expect(stripJpegMetadata(png)).toBe(png);
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]);
    expect(stripJpegMetadata(broken)).toBe(broken);
  });
});
