import {
  type ChallengeDetail,
  type ChallengeStatus,
  type ChallengeUserRef,
  type ChallengeView,
  type ChallengeWinner,
  challengeSlug,
} from '@crowns/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { challengeFavorites, challengeResponses, challengeUpvotes } from '../../db/schema';
import { getConfig } from '../config/config.service';
import { userRefs } from '../people/people.repo';
import { type ChallengeRow, contributorTotals, findChallenge } from './challenges.repo';

type Timed = Pick<ChallengeRow, 'status' | 'durationStartTime' | 'durationEndTime'>;

/**
 * The status as of `now`, even when the sweeper has not run yet (decision 014): an upcoming challenge past its
 * start is live, an upcoming or live one past its end has ended. Paid and refunded are final.
 */
export function statusAt(c: Timed, now: Date): ChallengeStatus {
  const t = now.getTime();
  if ((c.status === 'upcoming' || c.status === 'live') && c.durationEndTime.getTime() <= t) return 'ended';
  if (c.status === 'upcoming' && c.durationStartTime.getTime() <= t) return 'live';
  return c.status;
}

/** Whether crowns may still be added and responses made: upcoming or live at `now`. */
export const isOpenAt = (c: Timed, now: Date) => {
  const s = statusAt(c, now);
  return s === 'upcoming' || s === 'live';
};

const unknownUser = (id: number): ChallengeUserRef => ({ id, sc_username: '', image_url: null });

/** The list/detail shape of each row as seen by `viewerId` at `now`, with one query per relation for all rows. */
export async function challengeViews(
  tx: DbOrTx,
  rows: ChallengeRow[],
  viewerId: number | undefined,
  now: Date,
): Promise<ChallengeView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const winnerIds = rows.map((r) => r.winnerResponseId).filter((i): i is number => i !== null);
  const [{ cc_per_usd }, winners, favorites, upvotes, mine] = await readAll(
    tx,
    () => getConfig(tx, ['cc_per_usd']),
    () =>
      winnerIds.length === 0
        ? Promise.resolve([])
        : tx.select().from(challengeResponses).where(inArray(challengeResponses.id, winnerIds)),
    () =>
      viewerId
        ? tx
            .select({ id: challengeFavorites.challengeId })
            .from(challengeFavorites)
            .where(and(eq(challengeFavorites.userId, viewerId), inArray(challengeFavorites.challengeId, ids)))
        : Promise.resolve([]),
    () =>
      viewerId
        ? tx
            .select({ id: challengeUpvotes.challengeId })
            .from(challengeUpvotes)
            .where(and(eq(challengeUpvotes.userId, viewerId), inArray(challengeUpvotes.challengeId, ids)))
        : Promise.resolve([]),
    () =>
      viewerId
        ? tx
            .select({ id: challengeResponses.id, challengeId: challengeResponses.challengeId })
            .from(challengeResponses)
            .where(and(eq(challengeResponses.userId, viewerId), inArray(challengeResponses.challengeId, ids)))
        : Promise.resolve([]),
  );
  const people = new Map(
    (await userRefs(tx, [...new Set([...rows.map((r) => r.creatorId), ...winners.map((w) => w.userId)])])).map((u) => [
      u.id,
      u,
    ]),
  );
  const rate = cc_per_usd > 0 ? cc_per_usd : 1;
  const winnerOf = new Map(winners.map((w) => [w.id, w]));
  const favored = new Set(favorites.map((f) => f.id));
  const upvoted = new Set(upvotes.map((u) => u.id));
  const myResponse = new Map(mine.map((m) => [m.challengeId, m.id]));
  return rows.map((c) => {
    const w = c.winnerResponseId === null ? undefined : winnerOf.get(c.winnerResponseId);
    const winner: ChallengeWinner | null = w
      ? {
          response_id: w.id,
          user: people.get(w.userId) ?? unknownUser(w.userId),
          upvotes: w.upvotes,
          payout_cc: c.payoutCc ?? 0,
          video_url: w.videoUrl,
          platform: w.platform,
        }
      : null;
    return {
      id: c.id,
      slug: challengeSlug(c.title),
      title: c.title,
      description: c.description,
      image_url: c.imageUrl,
      category: c.category,
      type: c.type,
      rules: c.rules,
      status: statusAt(c, now),
      duration_start_time: c.durationStartTime.toISOString(),
      duration_end_time: c.durationEndTime.toISOString(),
      starting_cc: c.startingCc,
      prize_cc: c.prizeCc,
      amount: Math.round((c.prizeCc / rate) * 100) / 100,
      contributorsCount: c.contributorsCount,
      responsesCount: c.responsesCount,
      upvotesCount: c.upvotesCount,
      views: c.views,
      creator: people.get(c.creatorId) ?? unknownUser(c.creatorId),
      creater_id: c.creatorId,
      winner,
      featured: c.featured,
      isFavorite: favored.has(c.id),
      isUpvoted: upvoted.has(c.id),
      myResponseId: myResponse.get(c.id) ?? null,
      created_at: c.createdAt.toISOString(),
    };
  });
}

export const challengeView = async (tx: DbOrTx, c: ChallengeRow, viewerId: number | undefined, now: Date) =>
  (await challengeViews(tx, [c], viewerId, now))[0]!;

/** GET /challenge/{id}: the challenge with its contributors (undefined if unknown). */
export async function findChallengeDetail(
  tx: DbOrTx,
  id: number,
  viewerId: number | undefined,
  now: Date,
): Promise<ChallengeDetail | undefined> {
  const c = await findChallenge(tx, id);
  if (!c) return undefined;
  const [view, totals] = await readAll(
    tx,
    () => challengeView(tx, c, viewerId, now),
    () => contributorTotals(tx, c),
  );
  const people = new Map(
    (
      await userRefs(
        tx,
        totals.map((t) => t.userId),
      )
    ).map((u) => [u.id, u]),
  );
  return {
    ...view,
    contributors: totals.map((t) => ({ user: people.get(t.userId) ?? unknownUser(t.userId), amount_cc: t.amount })),
  };
}
