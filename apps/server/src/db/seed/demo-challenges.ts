import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { createChallenge } from '../../modules/challenges/challenge-create';
import { setFeatured } from '../../modules/challenges/challenge-featured';
import { addToPrize } from '../../modules/challenges/challenge-prize';
import { challengeSweepJobs } from '../../modules/challenges/challenge-sweep';
import { sweepOnce } from '../../platform/sweeper';
import { challengeResponses, challengeResponseUpvotes, challenges, users } from '../schema';
import { demoCover } from './demo-art';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
type DemoResponse = { user: string; title: string; video: string; voters: string[] };
type DemoChallenge = {
  key: string;
  creator: string;
  title: string;
  description: string;
  category: string;
  type: 'video' | 'live';
  rules: string[];
  crowns: number;
  /** Created this long ago (the start, unless `startsIn`). */
  agoMs: number;
  startsInMs?: number;
  /** Runs this long from its start. */
  durationMs: number;
  antes: [string, number][];
  responses: DemoResponse[];
  /** Cover gradient, from → to. */
  cover: [string, string];
};

/** Demo challenges: a featured live one, an upcoming one, one paid to its winner and one refunded. */
export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    key: 'lemon',
    creator: 'mira_tv',
    title: 'Lemon face challenge',
    description: 'Eat a whole lemon slice without pulling a face. Most upvoted reaction wins the pool.',
    category: 'Challenges',
    type: 'video',
    rules: ['One take, no cuts', 'Face in frame the whole time', 'Whole slice, peel included'],
    crowns: 3000,
    agoMs: 2 * HOUR,
    durationMs: 3 * DAY,
    antes: [
      ['luna_live', 500],
      ['rexplays', 700],
    ],
    responses: [
      {
        user: 'kai_streams',
        title: 'Not even a blink',
        video: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
        voters: ['demo_viewer', 'luna_live', 'mira_tv', 'crowns_admin'],
      },
      {
        user: 'rexplays',
        title: 'Lemon vs. me',
        video: 'https://www.tiktok.com/@rexplays/video/7234567890123456789',
        voters: ['demo_viewer', 'kai_streams'],
      },
      { user: 'luna_live', title: 'I regret nothing', video: 'https://youtu.be/dQw4w9WgXcQ', voters: ['mira_tv'] },
    ],
    cover: ['#a16207', '#facc15'],
  },
  {
    key: 'sunrise',
    creator: 'kai_streams',
    title: 'Sunrise 5K live',
    description: 'Run 5 km live on stream before sunrise. Chat keeps you honest.',
    category: 'Fitness',
    type: 'live',
    rules: ['Stream the whole run', 'GPS tracker on screen'],
    crowns: 1500,
    agoMs: HOUR,
    startsInMs: DAY,
    durationMs: 2 * DAY,
    antes: [['mira_tv', 400]],
    responses: [],
    cover: ['#1e3a8a', '#fb923c'],
  },
  {
    key: 'beatbox',
    creator: 'luna_live',
    title: 'One-take beatbox',
    description: 'Thirty seconds of beatbox in one take. The crowd picks the winner.',
    category: 'Music',
    type: 'video',
    rules: ['30 seconds or more', 'No edits, no filters'],
    crowns: 2000,
    agoMs: 4 * DAY,
    durationMs: 3 * DAY,
    antes: [['kai_streams', 500]],
    responses: [
      {
        user: 'mira_tv',
        title: 'Bass drop in one breath',
        video: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
        voters: ['demo_viewer', 'kai_streams', 'rexplays'],
      },
      {
        user: 'rexplays',
        title: 'Gamer beatbox',
        video: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk',
        voters: ['kai_streams'],
      },
    ],
    cover: ['#581c87', '#0ea5e9'],
  },
  {
    key: 'speedpaint',
    creator: 'rexplays',
    title: 'Speedpaint in 10 minutes',
    description: 'Paint a portrait of your favourite streamer in ten minutes.',
    category: 'Art',
    type: 'video',
    rules: ['Timer on screen', 'Any medium'],
    crowns: 800,
    agoMs: 3 * DAY,
    durationMs: DAY,
    antes: [['mira_tv', 300]],
    responses: [],
    cover: ['#14532d', '#f472b6'],
  },
];

/**
 * Creates the demo challenges through the same services as the API (prize and antes through the ledger), each at
 * its own moment in the past, inserts their responses and upvotes directly, then lets the challenge sweep end and
 * settle the past ones (the winner paid, the other refunded) and features the live one.
 */
export async function seedDemoChallenges(deps: AppDeps) {
  const { db } = deps.database;
  const rows = await db.select({ id: users.id, name: users.scUsername }).from(users);
  const id = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`demo user ${name} missing`);
    return row.id;
  };
  const now = deps.clock.now().getTime();
  const created = new Map<string, number>();
  for (const c of DEMO_CHALLENGES) {
    const then = now - c.agoMs;
    const at = { ...deps, clock: { now: () => new Date(then) } };
    const start = then + (c.startsInMs ?? 0);
    const challenge = await createChallenge(at, id(c.creator), {
      fields: {
        title: c.title,
        description: c.description,
        category: c.category,
        type: c.type,
        rules: JSON.stringify(c.rules),
        prize_cc: String(c.crowns),
        duration_start_time: new Date(start).toISOString(),
        duration_end_time: new Date(start + c.durationMs).toISOString(),
      },
      image: { data: demoCover(rgb(c.cover[0]), rgb(c.cover[1])) },
    });
    created.set(c.key, challenge.id);
    for (const [name, amount] of c.antes) await addToPrize(at, id(name), challenge.id, amount);
    for (const [i, r] of c.responses.entries()) await addResponse(deps, challenge.id, start + (i + 1) * HOUR, r, id);
  }
  await sweepOnce(deps, challengeSweepJobs);
  await setFeatured(deps, id('crowns_admin'), created.get('lemon')!);
}

async function addResponse(
  deps: AppDeps,
  challengeId: number,
  atMs: number,
  r: DemoResponse,
  id: (name: string) => number,
) {
  const { db } = deps.database;
  const createdAt = new Date(atMs);
  const [row] = await db
    .insert(challengeResponses)
    .values({
      challengeId,
      userId: id(r.user),
      title: r.title,
      platform: r.video.includes('tiktok') ? 'tiktok' : 'youtube',
      videoUrl: r.video,
      upvotes: r.voters.length,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: challengeResponses.id });
  if (r.voters.length > 0)
    await db
      .insert(challengeResponseUpvotes)
      .values(r.voters.map((v) => ({ responseId: row!.id, userId: id(v), counted: true, createdAt })));
  await db
    .update(challenges)
    .set({ responsesCount: sql`${challenges.responsesCount} + 1` })
    .where(eq(challenges.id, challengeId));
}
