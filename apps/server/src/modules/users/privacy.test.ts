import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { fund, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';
import { claim, newBounty } from '../bounties/bounty-test-helpers';
import { respond } from '../challenges/challenge-response-test-helpers';
import { createChallengeFor } from '../challenges/challenge-test-helpers';

/**
 * Privacy (issue 12): no public call that answers user-shaped data may carry anybody's email or birthdate, nor
 * even the field names. Users with known emails and birthdates act in every part of the product (bounties,
 * claims, videos, comments, follows, challenges, votes, prizes, notifications), then every such route is called,
 * by a visitor, by another signed-in user and, for the calls that answer one's own lists, by the people whose
 * lists mention the others, and the raw JSON is scanned.
 */
let t: TestContext;
type Known = Person & { email: string; birthdate: string };
let streamer: Known;
let creator: Known;
let fan: Known;
let viewer: Person;
const ids = {} as Record<'open' | 'won' | 'daily' | 'challenge' | 'response' | 'wonClaim', number>;

async function known(email: string, birthdate: string, crowns = 0): Promise<Known> {
  const user = await createUser(t.deps, { email, birthdate });
  // Older than a day, so their challenge votes count like anyone's.
  const createdAt = new Date(t.clock.now().getTime() - 48 * HOUR);
  await t.deps.database.db.update(users).set({ createdAt }).where(eq(users.id, user.id));
  if (crowns > 0) await fund(t, user.id, crowns);
  return { user, id: user.id, headers: await authHeaders(t.deps, user), email, birthdate };
}

const ok = async (res: Awaited<ReturnType<typeof post>>, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  streamer = await known('Streamer.Secret@Privacy.example', '1983-07-19', 10_000);
  creator = await known('creator.secret@privacy.example', '1979-11-02', 100_000);
  fan = await known('fan.secret@privacy.example', '1991-02-27', 10_000);
  viewer = await person(t, 10_000);
  const admin = await person(t, 0, { role: 'admin' });
  const db = t.deps.database.db;
  await db.update(users).set({ isStreamer: true, bio: 'Live daily' }).where(eq(users.id, streamer.id));
  await ok(
    await post(t, `/v1/admin/streams/${streamer.id}`, admin.headers, {
      platform: 'twitch',
      is_live: true,
      viewer_count: 1200,
    }),
    'live',
  );

  // Bounties: one open and targeted (upped by the fan), one won by the streamer with a video, a daily one claimed.
  ids.open = await newBounty(t, creator, { title: 'Open one', target_user: String(streamer.id) });
  await ok(await post(t, `/v1/bounty/up-the-ante/${ids.open}`, fan.headers, { cc_amount: 500 }), 'ante');
  ids.won = await newBounty(t, creator, { title: 'Won one' });
  ids.wonClaim = await claim(t, ids.won, streamer);
  await ok(
    await post(t, `/v1/bounty/${ids.won}/claim/${ids.wonClaim}/verify`, streamer.headers, {
      platform: 'youtube',
      title: 'My video',
      description: 'Done',
      category: 'Gaming',
      clip_url: 'https://www.youtube.com/watch?v=abcdefghijk',
    }),
    'verify',
  );
  await ok(
    await post(t, `/v1/admin/bounty/${ids.won}/review`, admin.headers, { claimId: ids.wonClaim, decision: 'approve' }),
    'review',
  );
  const daily = await post(t, '/v1/admin/bounty/daily', admin.headers, {
    title: 'Daily dance',
    description: 'Dance',
    category: ['Music'],
    rules: ['Dance'],
    reward_cc: 300,
    number_of_claims: 3,
    duration_start_time: new Date(t.clock.now().getTime() - HOUR).toISOString(),
    duration_end_time: new Date(t.clock.now().getTime() + 20 * HOUR).toISOString(),
  });
  ids.daily = (await ok(daily, 'daily')).data.bounty.id;
  await claim(t, ids.daily, fan);

  // Social: comments, follows both ways.
  for (const who of [streamer, fan])
    await ok(
      await post(t, '/v1/comment', who.headers, { content: 'Nice', module_type: 'bounty', module_id: ids.won }),
      'comment',
    );
  for (const [who, target] of [
    [fan, streamer],
    [creator, streamer],
    [streamer, creator],
    [viewer, streamer],
  ] as const)
    await ok(
      await post(t, '/v1/followership/follow', who.headers, { follower_id: who.id, following_id: target.id }),
      'follow',
    );

  // Challenges: the creator's, the streamer's response, the fan's upvote and comment, the viewer's prize.
  ids.challenge = await createChallengeFor(t, creator.id, { title: 'Lemon race' });
  ids.response = await respond(t, streamer, ids.challenge);
  await ok(await post(t, `/v1/challenge/response/upvote/${ids.response}`, fan.headers), 'upvote');
  await ok(
    await post(t, '/v1/comment', fan.headers, {
      content: 'Great',
      module_type: 'challenge_response',
      module_id: ids.response,
    }),
    'response comment',
  );
  await ok(
    await post(t, `/v1/challenge/add-to-prize/${ids.challenge}`, viewer.headers, { cc_amount: 500 }),
    'add to prize',
  );
});
afterAll(() => t.close());

type Call = { name: string; url: string; body?: object };
const get = (name: string, url: string): Call => ({ name, url });
const postCall = (name: string, url: string, body: object = {}): Call => ({ name, url, body });

/** Every public route that answers user-shaped data (admin routes excepted: admins may see accounts). */
const publicCalls = (): Call[] => [
  get('profile by name', `/v1/users/profile/${streamer.user.scUsername}`),
  get('profile by id', `/v1/users/${streamer.id}`),
  get('creator profile', `/v1/users/profile/@${creator.user.scUsername}`),
  get('bounty stats', `/v1/users/stats?type=bounty&userId=${streamer.id}`),
  get('activity', `/v1/users/activity?page=1&limit=20&username=${streamer.user.scUsername}`),
  get('creator activity', `/v1/users/activity?page=1&limit=20&username=${creator.user.scUsername}`),
  get('submissions', `/v1/users/submissions?userId=${streamer.id}&limit=12&filterBy=bountyClaims&page=1&sortBy=views`),
  get('top streamers', '/v1/users/top-streamers/?limit=15&page=1'),
  get('usernames search', `/v1/users/usernames/?search=${streamer.user.scUsername.slice(0, 6)}`),
  get('usernames exact', `/v1/users/usernames/?username=${creator.user.scUsername}`),
  postCall('search users', '/v1/search', { search: streamer.user.scUsername.slice(0, 6) }),
  postCall('search bounties', '/v1/search', { search: 'one' }),
  get('followers', `/v1/followership/followers/${streamer.id}?page=1&limit=10`),
  get('followings', `/v1/followership/followings/${creator.id}?page=1&limit=5`),
  get('followings of the streamer', `/v1/followership/followings/${streamer.id}?page=1&limit=5`),
  get('leaderboard', '/v1/leaderboard?period=all'),
  postCall('bounty list', '/v1/bounty/list?sortBy=recent&page=1&limit=10', { queryFilter: {} }),
  postCall('bounty list completed', '/v1/bounty/list?sortBy=amount&page=1&limit=10', {
    queryFilter: { status: 'completed' },
  }),
  postCall('bounty list target', '/v1/bounty/list', { queryFilter: { targetUser: streamer.id } }),
  postCall('bounty all by creator', '/v1/bounty/all?limit=10&page=1', { queryFilter: { user_id: creator.id } }),
  get('bounty detail open', `/v1/bounty/${ids.open}`),
  get('bounty detail won', `/v1/bounty/${ids.won}`),
  get('bounty detail daily', `/v1/bounty/${ids.daily}`),
  get('daily submissions', `/v1/bounty/${ids.daily}/claim`),
  get('daily list', '/v1/bounty/daily'),
  get('top completed', '/v1/bounty/top-completed?sortBy=amount&sortOrder=desc&page=1&limit=4'),
  get('submitted bounties', `/v1/bounty/submitted-bounties?page=1&limit=5&target_user=${streamer.id}`),
  get('claimed bounties', `/v1/bounty/claimed?userId=${fan.id}`),
  get('bounty activity', '/v1/bounty/activity?page=1&limit=10'),
  get('streamer feed', `/v1/bounty/activity/?streamerId=${streamer.id}&page=1&filter=feed&limit=10`),
  get('one bounty activity', `/v1/bounty/activity/${ids.open}?page=1&limit=10`),
  get('bounty comments', `/v1/comment/bounty/${ids.won}`),
  get('response comments', `/v1/comment/challenge_response/${ids.response}`),
  postCall('challenge list', '/v1/challenge/all?filter=all&page=1&limit=10', { queryFilter: {} }),
  postCall('challenge list by creator', `/v1/challenge/all?userId=${creator.id}`, { queryFilter: {} }),
  get('challenge detail', `/v1/challenge/${ids.challenge}`),
  get('featured challenge', '/v1/challenge/featured'),
  get('live challenge', '/v1/challenge/live?limit=1'),
  get('challenge activity', '/v1/challenge/activity'),
  get('challenge activity of a user', `/v1/challenge/activity/profile/${streamer.id}`),
  get('responses', `/v1/challenge/response/${ids.challenge}?page=1&limit=50`),
  get('all responses', '/v1/challenge/response/all'),
  get('responses of a user', `/v1/challenge/response/profile/${streamer.id}`),
  get('leader board', `/v1/challenge/${ids.challenge}/leader-board?page=1&limit=10`),
  get('upvoters', `/v1/challenge/response/upvote/${ids.response}/list?page=1&limit=10`),
];

/** Calls that answer the caller's own lists, which mention the other people. */
const ownCalls = (): [Call, () => Known | Person][] => [
  [get('notifications of the streamer', '/v1/notification?filter=all'), () => streamer],
  [get('notifications of the creator', '/v1/notification?filter=all'), () => creator],
  [get('bounties I created', '/v1/bounty/created'), () => creator],
  [get('my challenges', '/v1/users/challenges?filter=all&page=1&limit=10'), () => viewer],
  [get('my earnings', '/v1/users/earnings'), () => streamer],
  [get('my submissions, every state', `/v1/users/submissions?userId=${streamer.id}&status=all`), () => streamer],
  [get('my wallet history', '/v1/wallet/transaction?page=1'), () => creator],
];

const FIELD_NAMES = /"(email|new_email|birthdate|password_hash|passwordHash|suspension_reason)"\s*:/i;

/** The secrets of everyone but `caller` found in `text` (emails case-insensitively; birthdates in any order). */
function leaks(text: string, caller: number | undefined) {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const k of [streamer, creator, fan]) {
    if (k.id === caller) continue;
    const [y, m, d] = k.birthdate.split('-');
    const local = k.email.toLowerCase().split('@')[0]!;
    for (const secret of [
      k.email.toLowerCase(),
      local,
      k.birthdate,
      `${m}/${d}/${y}`,
      `${d}/${m}/${y}`,
      `${y}${m}${d}`,
    ])
      if (lower.includes(secret.toLowerCase())) found.push(secret);
  }
  const field = text.match(FIELD_NAMES);
  if (field) found.push(field[0]);
  return found;
}

async function call(c: Call, headers: Record<string, string>) {
  const res = c.body
    ? await t.app.inject({ method: 'POST', url: c.url, headers, payload: c.body })
    : await t.app.inject({ url: c.url, headers });
  return res;
}

describe('privacy: no email or birthdate of anyone in public answers', () => {
  it('the scenario put the known people in the answers (the scan has something to look at)', async () => {
    const profile = (await call(publicCalls()[0]!, {})).json();
    expect(profile.user.sc_username).toBe(streamer.user.scUsername);
    const upvoters = (await call(get('u', `/v1/challenge/response/upvote/${ids.response}/list`), {})).json();
    expect(JSON.stringify(upvoters)).toContain(fan.user.scUsername);
    const notes = (await call(get('n', '/v1/notification?filter=all'), streamer.headers)).json();
    expect(JSON.stringify(notes)).toContain(fan.user.scUsername);
    // The scan itself finds a leak when there is one.
    expect(leaks(JSON.stringify({ a: streamer.email }), undefined)).not.toEqual([]);
    expect(leaks(JSON.stringify({ email: 'x' }), undefined)).toEqual(['"email":']);
  });

  it.each([
    ['a visitor', () => ({})],
    ['another signed-in user', () => viewer.headers],
  ])('public routes, called by %s', async (_who, headersOf) => {
    const failures: string[] = [];
    for (const c of publicCalls()) {
      const res = await call(c, headersOf());
      if (res.statusCode >= 300) failures.push(`${c.name}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
      const found = leaks(res.body, undefined);
      if (found.length > 0) failures.push(`${c.name} (${c.url}) leaks ${found.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("one's own lists carry nobody else's email or birthdate", async () => {
    const failures: string[] = [];
    for (const [c, callerOf] of ownCalls()) {
      const caller = callerOf();
      const res = await call(c, caller.headers);
      if (res.statusCode >= 300) failures.push(`${c.name}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
      const found = leaks(res.body, caller.id);
      if (found.length > 0) failures.push(`${c.name} (${c.url}) leaks ${found.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
