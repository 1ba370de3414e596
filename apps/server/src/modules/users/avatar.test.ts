import { LIMITS, MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePng, makeWebp } from '../../test/images';
import { fileUpload } from '../../test/multipart';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, reloadUser, type TestUser } from '../../test/users';

describe('POST /v1/users/profile/{id} (avatar)', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { username: 'avatar_owner' });
  });
  afterAll(() => t.close());

  const upload = async (body: ReturnType<typeof fileUpload>, as: TestUser = user, id = user.id) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/users/profile/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await authHeaders(t.deps, as)) },
    });

  it('stores a PNG under public/avatars/{id}/ and serves it back at its URL as image/png', async () => {
    const png = makePng(200, 150);
    const res = await upload(fileUpload(png, 'me.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.message).toBe(MSG.avatarUpdated);
    expect(body.image_url).toMatch(new RegExp(`^/files/public/avatars/${user.id}/[0-9a-f]{24}\\.png$`));
    expect(body.account.image_url).toBe(body.image_url);
    expect((await reloadUser(t.deps, user.id))!.imageUrl).toBe(body.image_url);

    const served = await t.app.inject({ method: 'GET', url: body.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('detects a JPEG by its bytes whatever the file name and field name say', async () => {
    const res = await upload(fileUpload(makeJpeg(640, 480), 'photo.gif', 'image/gif', 'file'));
    expect(res.statusCode).toBe(200);
    expect(res.json().image_url).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: res.json().image_url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('strips EXIF (with the GPS position) from a JPEG before storing it', async () => {
    const jpeg = makeJpeg(400, 400);
    const exifText = Buffer.from('Exif\0\0GPSLatitude 48.8584 GPSLongitude 2.2945', 'latin1');
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, exifText.length + 2]), exifText]);
    const photo = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    const res = await upload(fileUpload(photo, 'phone.jpg', 'image/jpeg'));
    const served = await t.app.inject({ method: 'GET', url: res.json().image_url });
    expect(served.rawPayload.toString('latin1')).not.toContain('GPS');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('accepts WebP', async () => {
    const res = await upload(fileUpload(makeWebp(300, 300), 'a.webp', 'image/webp'));
    expect(res.json().image_url).toMatch(/\.webp$/);
  });

  it('refuses a text file named .png (magic bytes) and keeps the old image', async () => {
    const before = (await reloadUser(t.deps, user.id))!.imageUrl;
    const res = await upload(fileUpload(Buffer.from('just some text, not an image at all'), 'evil.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidImage);
    expect((await reloadUser(t.deps, user.id))!.imageUrl).toBe(before);
  });

  it('refuses an image below the minimum size with the exact message', async () => {
    const min = LIMITS.avatarMinSize;
    const res = await upload(fileUpload(makePng(min, min - 1), 'small.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Please select an image with dimensions at least ${min}x${min}.`);
    expect(res.json().message).toBe(MSG.imageMin(min, min));
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([makeJpeg(1000, 1000), Buffer.alloc(LIMITS.avatarMaxBytes)]);
    const res = await upload(fileUpload(big, 'big.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image must be 5 MB or smaller.');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const jpeg = makeJpeg(1000, 1000);
    const exact = Buffer.concat([jpeg, Buffer.alloc(LIMITS.avatarMaxBytes - jpeg.length)]);
    expect((await upload(fileUpload(exact, 'ok.jpg', 'image/jpeg'))).statusCode).toBe(200);
  });

  it('refuses a body without a file, and uploads to another profile', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/v1/users/profile/${user.id}`,
      headers: await authHeaders(t.deps, user),
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(MSG.imageRequired);

    const other = await createUser(t.deps);
    const res = await upload(fileUpload(makePng(200, 200), 'x.png', 'image/png'), user, other.id);
    expect(res.statusCode).toBe(403);
    expect((await reloadUser(t.deps, other.id))!.imageUrl).toBeNull();

    const anon = fileUpload(makePng(200, 200), 'x.png', 'image/png');
    const res401 = await t.app.inject({
      method: 'POST',
      url: `/v1/users/profile/${user.id}`,
      payload: anon.payload,
      headers: anon.headers,
    });
    expect(res401.statusCode).toBe(401);
  });
});
