import { BOUNTY_MSG, SUBMIT_LINK_MESSAGES } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, getBounty, newBounty, verifyPayload } from './bounty-test-helpers';

let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
});
afterAll(() => t.close());

/** A fresh claim submitting `clip_url` on `platform`. */
async function submit(platform: string, clip_url: string) {
  const claimer = await person(t);
  const id = await newBounty(t, creator);
  const claimId = await claim(t, id, claimer);
  const res = await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, claimer.headers, {
    ...verifyPayload,
    platform,
    clip_url,
  });
  return { id, res };
}

const GOOD: [string, string][] = [
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['youtube', 'https://youtube.com/shorts/aBcDeFgHi_-'],
  ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=share'],
  ['tiktok', 'https://www.tiktok.com/@kai_streams/video/7234567890123456789'],
  ['twitch', 'https://clips.twitch.tv/FunnyClipSlug-abc'],
  ['twitch', 'https://www.twitch.tv/kai_streams/clip/FunnyClipSlug'],
  ['twitch', 'https://www.twitch.tv/videos/2045678901'],
  ['kick', 'https://kick.com/kai_streams/clips/clip_01HXYZ'],
  ['kick', 'https://kick.com/video/5e1b7c1a-1234-4a5b-9c8d-0123456789ab'],
];

const BAD: [string, string][] = [
  ['youtube', 'https://vimeo.com/76979871'],
  ['youtube', 'https://www.youtube.com/channel/UC123'],
  ['youtube', 'https://clips.twitch.tv/FunnyClipSlug'],
  ['tiktok', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['tiktok', 'https://www.tiktok.com/@kai_streams'],
  ['twitch', 'https://www.twitch.tv/kai_streams'],
  ['twitch', 'https://kick.com/kai_streams/clips/clip_01HXYZ'],
  ['kick', 'https://kick.com/kai_streams'],
  ['kick', 'https://www.twitch.tv/videos/2045678901'],
];

describe('a submitted link must be a video of the chosen platform', () => {
  it.each(GOOD)('%s accepts %s', async (platform, link) => {
    const { id, res } = await submit(platform, link);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(BOUNTY_MSG.submitted);
    expect((await getBounty(t, id)).claims[0]).toMatchObject({ status: 'submitted', submit_link: link, platform });
  });

  it.each(BAD)('%s refuses %s with a message naming the platform', async (platform, link) => {
    const { id, res } = await submit(platform, link);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SUBMIT_LINK_MESSAGES[platform as keyof typeof SUBMIT_LINK_MESSAGES]);
    expect((await getBounty(t, id)).claims[0]).toMatchObject({ status: 'claimed', submit_link: null });
  });
});
