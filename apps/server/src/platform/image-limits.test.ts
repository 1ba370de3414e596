import { readdirSync } from 'node:fs';
import { LIMITS, MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBountyRequest } from '../modules/bounties/bounty-test-helpers';
import { makeGif, makeJpeg, makePng, makeWebp, pngClaiming } from '../test/images';
import { fileUpload } from '../test/multipart';
import { type Person, person, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';
import { detectImage, pixelLimitsExceeded } from './image';

/**
 * Decompression bombs: before the fix, a 140 KB PNG of 16000×9000 (576 MB to decode) became a bounty cover on the
 * public board, and so did a header claiming 65535×36864; an avatar of 60000×60000 was taken too.
 */
describe('pixel caps, read from the header before anything decodes the image', () => {
  let t: TestContext;
  let user: Person;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
    user = await person(t, 100_000);
  });
  afterAll(() => t.close());

  const stored = () => readdirSync(t.deps.env.UPLOADS_DIR, { recursive: true }).length;

  it('has caps in the contracts: 8192 a side and 40 megapixels for every image, 4096 a side for avatars', () => {
    expect(LIMITS).toMatchObject({ imageMaxSide: 8192, imageMaxPixels: 40_000_000, avatarMaxSide: 4096 });
    const check = (w: number, h: number) => pixelLimitsExceeded(detectImage(makePng(w, h))!);
    expect(check(8192, 4608)).toBe(false);
    expect(check(8193, 10)).toBe(true);
    expect(check(10, 8193)).toBe(true);
    expect(pixelLimitsExceeded({ width: 8000, height: 5001 })).toBe(true);
    expect(pixelLimitsExceeded({ width: 8000, height: 5000 })).toBe(false);
    expect(pixelLimitsExceeded({ width: 4097, height: 100 }, LIMITS.avatarMaxSide)).toBe(true);
  });

  it('refuses bounty covers beyond the caps with 400 and stores nothing', async () => {
    const before = stored();
    const bombs = {
      'PNG 16000×9000': pngClaiming(16000, 9000),
      'PNG claiming 65535×36864': pngClaiming(65535, 36864),
      'JPEG claiming 65535×36864': makeJpeg(65535, 36864),
      'GIF claiming 65535×36864': makeGif(65535, 36864),
      'PNG 8320×4680': pngClaiming(8320, 4680),
    };
    for (const [name, image] of Object.entries(bombs)) {
      const res = await createBountyRequest(t, user.headers, {}, image);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message, name).toBe(MSG.imageTooManyPixels);
    }
    expect(stored()).toBe(before);
    const largest = await createBountyRequest(t, user.headers, {}, pngClaiming(8192, 4608));
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it('refuses avatars beyond 4096×4096 with 400', async () => {
    const upload = (data: Buffer, type: string) => {
      const body = fileUpload(data, 'me', type);
      return t.app.inject({
        method: 'POST',
        url: `/v1/users/profile/${user.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...user.headers },
      });
    };
    const before = stored();
    const bombs: [string, Buffer, string][] = [
      ['PNG 60000×60000', pngClaiming(60000, 60000), 'image/png'],
      ['PNG 4097×4097', pngClaiming(4097, 4097), 'image/png'],
      ['JPEG 60000×60000', makeJpeg(60000, 60000), 'image/jpeg'],
      ['WebP 60000×60000', makeWebp(60000, 60000, 'VP8X'), 'image/webp'],
    ];
    for (const [name, data, type] of bombs) {
      const res = await upload(data, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message, name).toBe(MSG.imageMax(4096, 4096));
    }
    expect(stored()).toBe(before);
    expect((await upload(pngClaiming(4096, 4096), 'image/png')).statusCode).toBe(200);
  });

  it('refuses images beyond the caps on a signed upload URL', async () => {
    const put = async (key: string, payload: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: await t.deps.storage.signedPutUrl(key, 'image/png'),
        headers: { 'content-type': 'image/png' },
        payload,
      });
    const bomb = await put('uploads/bomb.png', pngClaiming(60000, 60000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe(MSG.imageTooManyPixels);
    expect((await t.app.inject(t.deps.storage.url('uploads/bomb.png'))).statusCode).not.toBe(200);
    expect((await put('uploads/fine.png', makePng(800, 600))).statusCode).toBe(200);
  });
});
