import { SOCIAL_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bountyClaims } from '../../db/schema';
import { advance, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';

let t: TestContext;
let fan: Person;
let other: Person;
let submitted: number;
let unsubmitted: number;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  const creator = await person(t, 10_000);
  const streamer = await person(t);
  fan = await person(t);
  other = await person(t);
  const id = await newBounty(t, creator);
  submitted = await claim(t, id, streamer);
  await post(t, `/v1/bounty/${id}/claim/${submitted}/verify`, streamer.headers, verifyPayload);
  unsubmitted = await claim(t, await newBounty(t, creator), streamer);
});
afterAll(() => t.close());

const view = (modelId: number, opts: { who?: Person; ip?: string; model?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/views',
    headers: opts.who?.headers ?? {},
    remoteAddress: opts.ip ?? '203.0.113.7',
    payload: { model_name: opts.model ?? 'bountyClaims', model_id: modelId },
  });
const stored = async () =>
  (
    await t.deps.database.db.select({ v: bountyClaims.views }).from(bountyClaims).where(eq(bountyClaims.id, submitted))
  )[0]!.v;

describe('POST /views', () => {
  it('counts a signed-in viewer once per hour however often they reload', async () => {
    const first = await view(submitted, { who: fan });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, msg: 'Viewed', counted: true, views: 1 });
    for (let i = 0; i < 5; i++)
      expect((await view(submitted, { who: fan })).json()).toMatchObject({ counted: false, views: 1 });
    expect((await view(submitted, { who: other })).json()).toMatchObject({ counted: true, views: 2 });
    await advance(t, 59 * 60_000);
    expect((await view(submitted, { who: fan })).json().counted).toBe(false);
    await advance(t, 60_000);
    expect((await view(submitted, { who: fan })).json()).toMatchObject({ counted: true, views: 3 });
    expect(await stored()).toBe(3);
  });

  it('counts anonymous viewers once per hour per address', async () => {
    const before = await stored();
    expect((await view(submitted, { ip: '198.51.100.1' })).json().counted).toBe(true);
    expect((await view(submitted, { ip: '198.51.100.1' })).json().counted).toBe(false);
    expect((await view(submitted, { ip: '198.51.100.2' })).json().counted).toBe(true);
    expect(await stored()).toBe(before + 2);
  });

  it('counts concurrent reloads of one viewer once', async () => {
    await advance(t, 2 * 60 * 60_000);
    const before = await stored();
    const results = await Promise.all(Array.from({ length: 8 }, () => view(submitted, { who: other })));
    expect(results.map((r) => r.json().counted).filter(Boolean)).toHaveLength(1);
    expect(await stored()).toBe(before + 1);
  });

  it('answers 404 for a claim without a submission or an unknown claim, 400 for another model', async () => {
    for (const id of [unsubmitted, 999_999]) {
      const res = await view(id, { who: fan });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SOCIAL_MSG.submissionNotFound);
    }
    const wrong = await view(submitted, { model: 'bounty' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SOCIAL_MSG.viewModel);
  });
});
