import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { neutralPoster } from './poster';
import { mp4Bytes, uploadedVideo } from './uploads-test-helpers';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

let t: TestContext;
let me: Person;
beforeAll(async () => {
  t = await createTestApp();
  me = await person(t);
});
afterAll(() => t.close());

const posterOf = async (fileKey: string) =>
  (await t.deps.database.db.select().from(uploads).where(eq(uploads.fileKey, fileKey)))[0]?.posterKey;

async function waitForPoster(fileKey: string) {
  for (let i = 0; i < 100; i++) {
    const key = await posterOf(fileKey);
    if (key) return key;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

describe('poster frames', () => {
  it.skipIf(!hasFfmpeg)('ffmpeg on PATH: a JPEG frame of the uploaded video is stored and recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crowns-video-'));
    const file = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-t', '2', file]);
    const fileKey = await uploadedVideo(t, me, {}, readFileSync(file));
    const posterKey = await waitForPoster(fileKey);
    expect(posterKey).toBe(fileKey.replace(/\.mp4$/, '.poster.jpg'));
    const got = await t.app.inject(`/files/${posterKey}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('no usable frame (no ffmpeg, or bytes it cannot decode): the upload stands without a poster', async () => {
    const fileKey = await uploadedVideo(t, me, {}, mp4Bytes());
    await new Promise((r) => setTimeout(r, hasFfmpeg ? 1500 : 200));
    expect(await posterOf(fileKey)).toBeNull();
    expect((await t.app.inject(`/files/${fileKey}`)).statusCode).toBe(200);
    // Players ask for the poster anyway and get the neutral one (never a 404 in the console).
    const poster = await t.app.inject(`/files/${fileKey.replace(/\.mp4$/, '.poster.jpg')}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(neutralPoster())).toBe(true);
    expect((await t.app.inject('/files/public/avatars/1/missing.jpg')).statusCode).toBe(404);
  });
});
