import { BOUNTY_MSG as M } from '@crowns/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bountyEscrow, escrowBalance, getBalance } from '../../platform/ledger';
import { makeGif, makeJpeg, makePng, makeWebp } from '../../test/images';
import { advance, balance, expectLedgerSound, HOUR, type Person, person, prepare, setLive } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createBountyRequest, getBounty } from './bounty-test-helpers';

let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const expect400 = async (fields: Record<string, string | undefined>, message: string, image?: Buffer | null) => {
  const res = await createBountyRequest(t, creator.headers, fields, image === undefined ? undefined : image);
  expect(res.json()).toMatchObject({ code: 400, message });
  expect(res.statusCode).toBe(400);
};

describe('POST /v1/bounty', () => {
  it('creates the bounty and moves starting_cc from the wallet to the escrow', async () => {
    const before = await balance(t, creator.id);
    const res = await createBountyRequest(t, creator.headers, {
      title: '  Eat a lemon  ',
      category: JSON.stringify(['gaming', 'IRL']),
      rules: JSON.stringify(['  Film it  ', '', '   ', 'No cuts']),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 201, code: 201, message: M.created });
    const b = body.data.bounty;
    expect(b).toMatchObject({
      title: 'Eat a lemon',
      category: ['Gaming', 'IRL'],
      starting_cc: 500,
      amount: 5,
      amount_cc: 500,
      antesCount: 0,
      userCount: 0,
      status: 'active',
      bounty_type: 'video',
      target_user: null,
      creater_id: creator.id,
      creator: { id: creator.id, sc_username: creator.user.scUsername },
      number_of_claims: 1,
      claimCount: 0,
      isClaimed: false,
      claims: [],
      custom_rules: ['Film it', 'No cuts'],
      isLive: false,
    });
    expect(typeof b.id).toBe('number');
    expect(b.requirements.map((r: { title: string }) => r.title)).toEqual(['Film it', 'No cuts']);
    expect(b.image_url).toMatch(/^\/files\/public\/bounties\/[0-9a-f]+\.png$/);
    expect(await balance(t, creator.id)).toBe(before - 500);
    expect(await escrowBalance(t.deps.database.db, b.id)).toBe(500);
    const img = await t.app.inject({ url: b.image_url });
    expect(img.statusCode).toBe(200);
  });

  it('accepts JPEG and GIF covers', async () => {
    expect((await createBountyRequest(t, creator.headers, {}, makeJpeg(1280, 720))).statusCode).toBe(201);
    expect((await createBountyRequest(t, creator.headers, {}, makeGif(320, 180))).statusCode).toBe(201);
  });

  it('checks the image by its bytes, size, aspect and minimum', async () => {
    await expect400({}, M.invalidFileType, makeWebp(640, 360));
    await expect400({}, M.invalidFileType, Buffer.from('GIF-but-not-really, just text'));
    await expect400({}, M.aspectRatio, makePng(640, 480));
    await expect400({}, M.imageTooSmall, makePng(160, 90));
    await expect400({}, M.imageRequired, null);
    const huge = Buffer.concat([makePng(640, 360), Buffer.alloc(10 * 1024 * 1024)]);
    await expect400({}, M.fileTooLarge, huge);
  });

  it('checks title, categories, requirements, time and reward with the spec messages', async () => {
    await expect400({ title: '   ' }, M.titleRequired);
    await expect400({ title: 'x'.repeat(26) }, M.titleTooLong);
    await expect400({ category: '[]' }, M.categoryRequired);
    await expect400({ category: undefined }, M.categoryRequired);
    await expect400({ category: JSON.stringify(['Gaming', 'IRL', 'Art', 'Music']) }, M.tooManyCategories);
    await expect400({ category: JSON.stringify(['Knitting']) }, M.unknownCategory);
    await expect400({ rules: JSON.stringify(['  ', '']) }, M.requirementRequired);
    await expect400({ duration_end_time: undefined }, M.timeRequired);
    await expect400({ duration_end_time: 'tomorrow-ish' }, M.timeRequired);
    const at = (h: number) => new Date(t.clock.now().getTime() + h * HOUR).toISOString();
    await expect400({ duration_end_time: at(0.5) }, M.durationRange);
    await expect400({ duration_end_time: at(49) }, M.durationRange);
    await expect400({ starting_cc: undefined }, M.rewardRequired);
    await expect400({ starting_cc: '499' }, M.minReward);
    await expect400({ bounty_type: 'daily' }, M.badType);
  });

  it('refuses a reward above the balance without moving anything', async () => {
    const poor = await person(t, 600);
    const res = await createBountyRequest(t, poor.headers, { starting_cc: '700' });
    expect(res.json()).toMatchObject({ code: 400, message: M.notEnoughAmount });
    expect(await balance(t, poor.id)).toBe(600);
    expect(await getBalance(t.deps.database.db, bountyEscrow(999_999))).toBe(0);
  });

  it('targets a user by id; a live bounty needs a target who is live now', async () => {
    const streamer = await person(t);
    await expect400({ bounty_type: 'live' }, M.targetRequired);
    await expect400({ bounty_type: 'live', target_user: String(streamer.id) }, M.targetNotLive);
    await expect400({ target_user: '987654321' }, M.targetNotFound);
    await expect400({ target_user: String(creator.id) }, M.targetSelf);
    await setLive(t, streamer.id, true);
    const res = await createBountyRequest(t, creator.headers, {
      bounty_type: 'live',
      target_user: String(streamer.id),
    });
    expect(res.statusCode).toBe(201);
    const b = await getBounty(t, res.json().data.bounty.id);
    expect(b).toMatchObject({
      bounty_type: 'live',
      isLive: true,
      target_user: { id: streamer.id, sc_username: streamer.user.scUsername, is_live: true },
      streamer: { id: streamer.id },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await createBountyRequest(t, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/bounty/{id}', () => {
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await t.app.inject({ url: '/v1/bounty/424242' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/bounty/abc' })).statusCode).toBe(400);
  });

  it('reads an active bounty past its end as unclaimed before any sweep', async () => {
    const res = await createBountyRequest(t, creator.headers, {
      duration_end_time: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
    });
    const id = res.json().data.bounty.id;
    expect((await getBounty(t, id)).status).toBe('active');
    await advance(t, 2 * HOUR + 1000);
    expect(await getBounty(t, id)).toMatchObject({
      status: 'unclaimed',
      failure_reason: 'unclaimed',
      failure_message: 'Your bounty was not claimed within the required time.',
    });
  });
});
