import { request } from 'node:http';
import { Readable } from 'node:stream';
import { MAX_OPEN_UPLOADS, UPLOAD_MSG, YOUTUBE_DEFAULT_CATEGORY_ID } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema';
import { makePng } from '../../test/images';
import { advance, type Person, person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { writeConfig } from '../config/config.repo';
import { sweepDue } from '../index';
import { mp4Bytes, putFile, signedUpload, signedUrlRequest, uploadedVideo } from './uploads-test-helpers';

let t: TestContext;
let me: Person;
const MINUTE = 60_000;
const rowOf = async (fileKey: string) =>
  (await t.deps.database.db.select().from(uploads).where(eq(uploads.fileKey, fileKey)))[0];
const stored = (fileKey: string) => t.deps.storage.inspect(fileKey, 16);

beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  me = await person(t);
});
afterAll(() => t.close());

describe('POST /v1/utils/get-aws-signed-url', () => {
  it('gives a signed PUT URL and a pending upload of the caller, for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v1/utils/get-aws-signed-url', payload: {} })).statusCode).toBe(
      401,
    );
    const res = await signedUrlRequest(t, me, { fileType: 'video/mp4', platform: 'hosted' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      contentType: 'video/mp4',
      maxBytes: 500 * 1024 * 1024,
      youtubeDefaultCategoryId: YOUTUBE_DEFAULT_CATEGORY_ID,
    });
    expect(body.fileKey).toMatch(new RegExp(`^public/videos/${me.id}/[0-9a-f-]{36}\\.mp4$`));
    expect(body.url).toMatch(new RegExp(`^/files/${body.fileKey}\\?expires=\\d+&sig=`));
    expect(new Date(body.expiresAt).getTime()).toBe(t.clock.now().getTime() + 15 * MINUTE);
    expect(await rowOf(body.fileKey)).toMatchObject({
      userId: me.id,
      status: 'pending',
      purpose: 'bounty_submission',
      platform: 'hosted',
    });
    const response = await signedUpload(t, me, { fileType: 'webm', purpose: 'challenge_response' });
    expect(response.fileKey).toMatch(/\.webm$/);
    expect((await rowOf(response.fileKey))?.purpose).toBe('challenge_response');
  });

  it('refuses kinds that are not allowed video types, and YouTube or TikTok without a linked account', async () => {
    for (const fileType of ['image/png', 'text/html', 'exe', '']) {
      const res = await signedUrlRequest(t, me, { fileType, platform: 'hosted' });
      expect(res.statusCode, fileType).toBe(400);
      expect(res.json().message).toBe(UPLOAD_MSG.badType);
    }
    await writeConfig(t.deps.database.db, 'upload_video_types', ['mp4']);
    const mov = await signedUrlRequest(t, me, { fileType: 'video/quicktime', platform: 'hosted' });
    expect(mov.json().message).toBe(UPLOAD_MSG.badType);
    await writeConfig(t.deps.database.db, 'upload_video_types', ['mp4', 'webm', 'mov']);
    for (const platform of ['youtube', 'tiktok', 'vimeo']) {
      const res = await signedUrlRequest(t, me, { fileType: 'video/mp4', platform });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please link account to upload videos.');
    }
  });

  it('keeps at most MAX_OPEN_UPLOADS unattached uploads per user (429 past them)', async () => {
    const busy = await person(t);
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) await signedUpload(t, busy);
    const over = await signedUrlRequest(t, busy, { fileType: 'video/mp4', platform: 'hosted' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(UPLOAD_MSG.tooManyOpen);
  });

  it('only verified accounts upload', async () => {
    const unverified = await person(t);
    await t.deps.database.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.id));
    expect((await signedUrlRequest(t, unverified, { fileType: 'video/mp4', platform: 'hosted' })).statusCode).toBe(403);
  });
});

describe('PUT to the signed URL', () => {
  it('stores a matching video, marks the upload uploaded with its size and keeps it a day', async () => {
    const { fileKey, url } = await signedUpload(t, me);
    // Larger than Fastify's default body limit (1 MB): the stream is ours, limited by upload_max_mb only.
    const size = 3 * 1024 * 1024 + 5;
    const res = await putFile(t, url, mp4Bytes(size));
    expect(res.statusCode).toBe(200);
    expect(await rowOf(fileKey)).toMatchObject({ status: 'uploaded', sizeBytes: size });
    expect((await rowOf(fileKey))!.expiresAt.getTime()).toBe(t.clock.now().getTime() + 24 * 60 * MINUTE);
    expect((await stored(fileKey))?.size).toBe(size);
    // The URL cannot overwrite the file once it arrived.
    expect((await putFile(t, url, mp4Bytes(10))).statusCode).toBe(403);
  });

  it('expires with its signature (the test clock)', async () => {
    const { fileKey, url } = await signedUpload(t, me);
    await advance(t, 15 * MINUTE + 1000);
    const res = await putFile(t, url, mp4Bytes());
    expect(res.statusCode).toBe(403);
    expect(await stored(fileKey)).toBeNull();
    expect((await rowOf(fileKey))?.status).toBe('pending');
  });

  it('checks the kind by content: an .mp4 of PNG bytes is refused and nothing is stored', async () => {
    const { fileKey, url } = await signedUpload(t, me);
    const res = await putFile(t, url, makePng(64, 64));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MSG.failed);
    expect(await stored(fileKey)).toBeNull();
    expect((await rowOf(fileKey))?.status).toBe('pending');
    // The declared type must be the key's too.
    expect((await putFile(t, url, mp4Bytes(), 'video/webm')).statusCode).toBe(415);
  });

  it('stops at the configured size, by Content-Length or while streaming, and keeps nothing', async () => {
    await writeConfig(t.deps.database.db, 'upload_max_mb', 1);
    try {
      const { fileKey, url } = await signedUpload(t, me);
      const declared = await putFile(t, url, mp4Bytes(1024 * 1024 + 1));
      expect(declared.statusCode).toBe(413);
      expect(declared.json().message).toBe('The video must be at most 1 MB.');
      // No Content-Length: the bytes are counted as they arrive.
      const chunks = [mp4Bytes(600 * 1024), Buffer.alloc(600 * 1024)];
      const streamed = await t.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'video/mp4' },
        payload: Readable.from(chunks),
      });
      expect(streamed.statusCode).toBe(413);
      expect(await stored(fileKey)).toBeNull();
      expect((await rowOf(fileKey))?.status).toBe('pending');
      const exact = await putFile(t, url, mp4Bytes(1024 * 1024));
      expect(exact.statusCode).toBe(200);
      // Over a real socket the client still reads the 413 (the rest of its body is not read).
      const other = await signedUpload(t, me);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${address}${other.url}`, { method: 'PUT', headers: { 'content-type': 'video/mp4' } });
        req.on('response', (res) => resolve(res.statusCode ?? 0));
        req.on('error', reject);
        req.write(mp4Bytes(512 * 1024));
        req.write(Buffer.alloc(800 * 1024));
        setTimeout(() => req.end(), 200);
      });
      expect(status).toBe(413);
      expect(await stored(other.fileKey)).toBeNull();
    } finally {
      await writeConfig(t.deps.database.db, 'upload_max_mb', 500);
    }
  });
});

describe('GET /files/* byte ranges', () => {
  it('answers 206 with Content-Range for a range, 416 past the end, 200 with Accept-Ranges otherwise', async () => {
    const bytes = mp4Bytes(1000);
    for (let i = 24; i < bytes.length; i++) bytes[i] = i % 251;
    const fileKey = await uploadedVideo(t, me, {}, bytes);
    const url = t.deps.storage.url(fileKey);
    const get = (range?: string) => t.app.inject({ url, headers: range ? { range } : {} });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('1000');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await get('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    expect((await get('bytes=900-')).headers['content-range']).toBe('bytes 900-999/1000');
    const suffix = await get('bytes=-10');
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');
    expect(suffix.rawPayload.equals(bytes.subarray(990))).toBe(true);
    expect((await get('bytes=990-5000')).headers['content-range']).toBe('bytes 990-999/1000');

    const past = await get('bytes=1000-1100');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    // Not a byte range we understand: the whole file, as the RFC allows.
    expect((await get('items=1-2')).statusCode).toBe(200);
  });
});

describe('orphan uploads', () => {
  it('are swept with their file after they expire unattached, each exactly once', async () => {
    const owner = await person(t);
    const abandoned = await signedUpload(t, owner);
    const uploaded = await uploadedVideo(t, owner);
    // URL life (15 min) + grace (1 h): the pending one goes; the uploaded one waits a day for its submission.
    await advance(t, 75 * MINUTE + 1000);
    const [first, second] = await Promise.all([sweepDue(t.deps), sweepDue(t.deps)]);
    expect(first.orphanUploads + second.orphanUploads).toBeGreaterThanOrEqual(1);
    expect(await rowOf(abandoned.fileKey)).toBeUndefined();
    expect(await rowOf(uploaded)).toBeDefined();
    await advance(t, 24 * 60 * MINUTE);
    await sweepDue(t.deps);
    expect(await rowOf(uploaded)).toBeUndefined();
    expect(await stored(uploaded)).toBeNull();
    expect((await sweepDue(t.deps)).orphanUploads).toBe(0);
  });
});

describe('upload accounts', () => {
  it('validate-upload-tokens: hosted is valid; YouTube and TikTok need a linked account', async () => {
    const check = (platform: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/utils/validate-upload-tokens',
        headers: me.headers,
        payload: { platform },
      });
    expect((await check('hosted')).json()).toMatchObject({ isValid: true });
    for (const platform of ['youtube', 'tiktok'])
      expect((await check(platform)).json()).toEqual({
        status: 200,
        isValid: false,
        message: `Please link ${platform} account to upload videos.`,
      });
  });

  it('youtube-category lists the categories with the default one', async () => {
    const res = await t.app.inject('/v1/utils/youtube-category');
    expect(res.statusCode).toBe(200);
    const { data, defaultCategoryId } = res.json();
    expect(data).toContainEqual({ id: '20', title: 'Gaming' });
    expect(data.map((c: { id: string }) => c.id)).toContain(defaultCategoryId);
  });
});
