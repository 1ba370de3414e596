import { readdirSync } from 'node:fs';
import { CHALLENGE_MSG as M, MSG } from '@crowns/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeActivity, challengeContributions, challenges, outboxEvents } from '../../db/schema';
import { challengePool, getBalance } from '../../platform/ledger';
import { makePng } from '../../test/images';
import { balance, HOUR, type Person, person, useLedgerApp } from '../../test/people';
import type { TestContext } from '../../test/setup';
import { createChallengeFor, createChallengeRequest } from './challenge-test-helpers';

const suite = useLedgerApp();
let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = suite.t;
  creator = await person(t, 600);
});

const DAY = 24 * HOUR;
const files = () =>
  readdirSync(t.deps.env.UPLOADS_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const rows = async () => (await t.deps.database.db.select({ n: count() }).from(challenges))[0]!.n;
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

describe('POST /challenge', () => {
  it('refuses bad input with its message and code 400, writing nothing', async () => {
    const before = [files(), await rows(), await balance(t, creator.id)];
    const cases: [Record<string, string | undefined>, string, (Buffer | null)?][] = [
      [{ title: '' }, M.titleRequired],
      [{ title: 'x'.repeat(41) }, M.titleTooLong],
      [{ description: 'x'.repeat(501) }, M.descriptionTooLong],
      [{ category: undefined }, M.categoryRequired],
      [{ category: 'Nope' }, M.unknownCategory],
      [{ category: JSON.stringify(['Gaming', 'IRL']) }, M.unknownCategory],
      [{ type: 'audio' }, M.badType],
      [{ rules: '[]' }, M.rulesRequired],
      [{ rules: JSON.stringify(Array.from({ length: 11 }, (_, i) => `r${i}`)) }, M.tooManyRules],
      [{ duration_start_time: 'soon' }, M.startRequired],
      [{ duration_start_time: at(-HOUR) }, M.startInPast],
      [{ duration_start_time: at(31 * DAY) }, M.startTooFar],
      [{ duration_end_time: undefined }, M.endRequired],
      [{ duration_end_time: at(30 * 60_000) }, M.durationRange],
      [{ duration_end_time: at(31 * DAY) }, M.durationRange],
      [{ prize_cc: undefined }, M.prizeRequired],
      [{ prize_cc: '500.5' }, M.prizeWhole],
      [{ prize_cc: '499' }, M.minPrize],
      [{ prize_cc: '700' }, M.notEnoughAmount],
      [{}, M.imageRequired, null],
      [{}, M.aspectRatio, makePng(640, 640)],
      [{ title: 'Eat\u0000a lemon' }, MSG.nulCharacter],
    ];
    for (const [fields, message, image] of cases) {
      const res = await createChallengeRequest(t, creator.headers, fields, image === undefined ? undefined : image);
      expect(res.statusCode, `${message}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 400, message });
    }
    expect([files(), await rows(), await balance(t, creator.id)]).toEqual(before);
  });

  it('requires a signed-in user', async () => {
    expect((await createChallengeRequest(t, {})).statusCode).toBe(401);
  });

  it('creates a live challenge now: prize wallet → pool, contribution, activity and event in one go', async () => {
    const res = await createChallengeRequest(t, creator.headers, { title: 'Lemon Face!' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 201, code: 201, message: M.created });
    const c = body.data.challenge;
    expect(c).toMatchObject({
      slug: 'lemon-face',
      title: 'Lemon Face!',
      category: 'Gaming',
      type: 'video',
      rules: ['Film it', 'No cuts'],
      status: 'live',
      starting_cc: 500,
      prize_cc: 500,
      amount: 5,
      contributorsCount: 0,
      creater_id: creator.id,
      creator: { id: creator.id },
      winner: null,
      featured: false,
      isFavorite: false,
      myResponseId: null,
    });
    expect(c.image_url).toMatch(/public\/challenges\/.+\.png$/);
    expect(await balance(t, creator.id)).toBe(100);
    const db = t.deps.database.db;
    expect(await getBalance(db, challengePool(c.id))).toBe(500);
    expect(
      await db
        .select({ userId: challengeContributions.userId, amount: challengeContributions.amount })
        .from(challengeContributions)
        .where(eq(challengeContributions.challengeId, c.id)),
    ).toEqual([{ userId: creator.id, amount: 500 }]);
    expect(
      await db
        .select({ action: challengeActivity.action })
        .from(challengeActivity)
        .where(eq(challengeActivity.challengeId, c.id)),
    ).toEqual([{ action: 'created' }]);
    const events = await db.select().from(outboxEvents).where(eq(outboxEvents.name, 'challengeCreated'));
    expect(events.some((e) => (e.payload as { challengeId: number }).challengeId === c.id)).toBe(true);

    const detail = await t.app.inject({ url: `/v1/challenge/${c.id}`, headers: creator.headers });
    expect(detail.json()).toMatchObject({ status: 200, challenge: { id: c.id, contributors: [] } });
  });

  it('a later start is upcoming until the clock reaches it; unknown ids are 404', async () => {
    const other = await person(t);
    const id = await createChallengeFor(t, other.id, {
      duration_start_time: at(2 * HOUR),
      duration_end_time: at(5 * HOUR),
      type: 'live',
    });
    const get = async () => (await t.app.inject({ url: `/v1/challenge/${id}` })).json().challenge;
    expect(await get()).toMatchObject({ status: 'upcoming', type: 'live' });
    t.clock.advance(2 * HOUR);
    expect((await get()).status).toBe('live');
    t.clock.advance(3 * HOUR);
    expect((await get()).status).toBe('ended');
    const missing = await t.app.inject({ url: '/v1/challenge/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await t.app.inject({ url: '/v1/challenge/abc' })).json().message).toBe(M.notFound);
  });
});
