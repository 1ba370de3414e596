/**
 * Challenge responses under load: p50/p99 and requests/s of the leaderboard, the response lists and the upvoter
 * list at N concurrent keep-alive clients, beside /healthz of the same server in the same run, and upvotes/s with
 * 1,000 signed-in users toggling votes on the hot challenge's responses.
 *   npm run bench:challenges                             (10k responses, ~1M upvotes, 50 clients, 10 s per call)
 *   npm run bench:challenges -- --responses 10000 --votes 100 --clients 50 --seconds 10 --warmup 3 [--only board]
 *   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped)
 * The server runs in this process (NODE_ENV production), the load generator in a child process (http-load.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type pg from 'pg';
import { arg, runMain, stringArg, withBenchDatabase } from './bench-db';
import { type BenchCall, type BenchDeps, type Goal, runBench } from './bounty-load';
import { HOT_CHALLENGE, seedChallenges } from './challenge-seed';
import type { LoadRequest } from './http-load';

const RESPONSES = arg('responses', 10_000);
const VOTES = arg('votes', 100);
const CLIENTS = arg('clients', 50);
const SECONDS = arg('seconds', 10);
const WARMUP = arg('warmup', 3);
const VOTERS = arg('voters', 1000);
const ONLY = stringArg('only');

const get = (path: string, headers?: Record<string, string>): LoadRequest => ({ method: 'GET', path, headers });
const pages = (n: number, path: (page: number) => string) => Array.from({ length: n }, (_, i) => get(path(i + 1)));

/** Signed-in sessions of `count` old, verified users who have not responded to the hot challenge. */
async function voterHeaders(client: pg.Client, deps: BenchDeps, count: number) {
  const { rows } = await client.query(
    `select u.id, u.email, u.sc_username from users u
     where u.id % 20 <> 0 and not exists (select 1 from challenge_responses r
       where r.user_id = u.id and r.challenge_id = $1)
     order by u.id desc limit $2`,
    [HOT_CHALLENGE, count],
  );
  const sessions = rows.map(() => randomUUID());
  await client.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select unnest($1::bigint[]), unnest($2::uuid[]), unnest($3::text[]), now() + interval '1 day'`,
    [rows.map((r) => r.id), sessions, rows.map(() => randomBytes(32).toString('hex'))],
  );
  return Promise.all(
    rows.map(async (u, i) => ({
      accessToken: await deps.tokens.signAccess(u.id, 'user', sessions[i]!),
      idToken: await deps.tokens.signId({
        id: u.id,
        email: u.email,
        sc_username: u.sc_username,
        role: 'user',
        image_url: null,
        isVerified: true,
      }),
    })),
  );
}

const READS: Goal = { group: 'challenges: leaderboard and response lists', p99Ms: 50 };
const VOTES_GOAL: Goal = { group: 'challenges: upvote toggles', p99Ms: 50 };

async function calls(client: pg.Client, deps: BenchDeps): Promise<BenchCall[]> {
  const hot = HOT_CHALLENGE;
  const { rows: hotResponses } = await client.query(
    'select id from challenge_responses where challenge_id = $1 order by random()',
    [hot],
  );
  const { rows: small } = await client.query('select id from challenges where id <> $1', [hot]);
  const [top] = (
    await client.query('select id from challenge_responses where challenge_id = $1 order by upvotes desc limit 1', [
      hot,
    ])
  ).rows;
  const voters = await voterHeaders(client, deps, VOTERS);
  const signedIn = voters[0]!;
  const boardPages = Math.ceil(hotResponses.length / 10);
  const votes: LoadRequest[] = Array.from({ length: 20_000 }, (_, i) => ({
    method: 'POST',
    path: `/v1/challenge/response/upvote/${hotResponses[(i * 7) % hotResponses.length].id}`,
    headers: voters[i % voters.length],
  }));
  return [
    ['GET /healthz (trivial JSON)', [get('/healthz')]],
    ['leader-board hot, page 1 (10)', [get(`/v1/challenge/${hot}/leader-board`)], READS],
    [
      `leader-board hot, random page of ${boardPages}`,
      pages(boardPages, (p) => `/v1/challenge/${hot}/leader-board?page=${p}`),
      READS,
    ],
    ['leader-board hot, page 1, signed in', [get(`/v1/challenge/${hot}/leader-board`, signedIn)], READS],
    ['leader-board hot, search "take 42"', [get(`/v1/challenge/${hot}/leader-board?search=take%2042`)], READS],
    ['responses hot, by upvotes, 50', [get(`/v1/challenge/response/${hot}`)], READS],
    ['responses hot, recent, 50', [get(`/v1/challenge/response/${hot}?sortBy=recent`)], READS],
    ['responses of 19 others, by upvotes, 50', small.map((c) => get(`/v1/challenge/response/${c.id}`)), READS],
    ['responses all, recent, 50', [get('/v1/challenge/response/all')], READS],
    ['upvoters of the top response (10)', [get(`/v1/challenge/response/upvote/${top.id}/list`)], READS],
    [`upvote toggles, ${voters.length} users (hot challenge)`, votes, VOTES_GOAL],
  ];
}

async function main() {
  await withBenchDatabase('challenges', arg('pool', 20), async (database, client, version) => {
    console.log(
      `Challenge responses bench: ${RESPONSES.toLocaleString('en')} responses, ~${(RESPONSES * VOTES).toLocaleString('en')} ` +
        `upvotes, PostgreSQL ${version}, ${cpus().length} CPUs, ${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s per call`,
    );
    console.log('Seeding:');
    const seeded = await seedChallenges(client, { responses: RESPONSES, votesPerResponse: VOTES }, console.log);
    console.log(`  ${seeded.users.toLocaleString('en')} users, ${seeded.upvotes.toLocaleString('en')} upvotes`);
    await runBench(
      database,
      client,
      { clients: CLIENTS, seconds: SECONDS, warmup: WARMUP, only: ONLY, budgetP99Ms: 50 },
      calls,
    );
  });
}

runMain(main);
