import type { ChallengeStatus } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { challengeResponses, challenges } from '../../db/schema';
import { statusAt } from './challenge-view';

export const responseChallengeColumns = {
  id: challenges.id,
  title: challenges.title,
  imageUrl: challenges.imageUrl,
  creatorId: challenges.creatorId,
  status: challenges.status,
  durationStartTime: challenges.durationStartTime,
  durationEndTime: challenges.durationEndTime,
};
export type ResponseChallenge = {
  id: number;
  title: string;
  imageUrl: string | null;
  creatorId: number;
  status: ChallengeStatus;
  durationStartTime: Date;
  durationEndTime: Date;
};

/**
 * The challenge a response or a vote is for, read under FOR KEY SHARE: concurrent responses and votes do not
 * wait for each other, but a FOR UPDATE of the challenge (the settlement, a pool addition) waits for them and they
 * wait for it, so a response or vote is never added to a challenge that has just been settled.
 */
export async function challengeForResponses(tx: DbOrTx, id: number): Promise<ResponseChallenge | undefined> {
  const [row] = await tx
    .select(responseChallengeColumns)
    .from(challenges)
    .where(eq(challenges.id, id))
    .for('key share');
  return row;
}

/** The challenge as notifications show it. */
export const challengeRef = (c: ResponseChallenge, now: Date) => ({
  id: c.id,
  title: c.title,
  image_url: c.imageUrl,
  status: statusAt(c, now),
});

export const bumpResponsesCount = (tx: DbOrTx, challengeId: number, now: Date) =>
  tx
    .update(challenges)
    .set({ responsesCount: sql`${challenges.responsesCount} + 1`, updatedAt: now })
    .where(eq(challenges.id, challengeId));

/** A response with its challenge, for comments and reports on it. */
export async function findResponseTarget(tx: DbOrTx, responseId: number) {
  const [row] = await tx
    .select({
      id: challengeResponses.id,
      userId: challengeResponses.userId,
      title: challengeResponses.title,
      c: responseChallengeColumns,
    })
    .from(challengeResponses)
    .innerJoin(challenges, eq(challenges.id, challengeResponses.challengeId))
    .where(eq(challengeResponses.id, responseId));
  if (!row) return undefined;
  const { c } = row;
  // The stored status: comments and reports have no clock at hand, and the sweeper keeps it current.
  const challenge = { id: c.id, title: c.title, image_url: c.imageUrl, status: c.status };
  return { id: row.id, userId: row.userId, title: row.title, challenge };
}
