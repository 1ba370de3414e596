import { type ChallengeView, type NotificationRole, ROOMS, RT_EVENTS } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { recordEvent } from '../../platform/events/outbox';
import { notify } from '../notifications/notifications.service';
import { userRefs } from '../people/people.repo';
import type { ChallengeRow } from './challenges.repo';

/**
 * The realtime events and notifications of each challenge change (decision 014). Every function runs in the
 * transaction of the change, so a rolled-back change sends nothing.
 */
const publicEvent = (tx: DbOrTx, name: string, payload: unknown) =>
  recordEvent(tx, { name, rooms: [ROOMS.public], payload });
const publicAndRoom = (tx: DbOrTx, name: string, challengeId: number, payload: unknown) =>
  recordEvent(tx, { name, rooms: [ROOMS.public, ROOMS.challenge(challengeId)], payload });

export const challengeCreated = (tx: DbOrTx, view: ChallengeView, _now: Date) =>
  publicEvent(tx, RT_EVENTS.challengeCreated, { challengeId: view.id, challenge: view });

export const challengeFeatured = (tx: DbOrTx, view: ChallengeView | null, message: string) =>
  publicEvent(tx, RT_EVENTS.challengeFeatured, { message, challengeId: view?.id ?? null, challenge: view });

export const challengeLive = (tx: DbOrTx, c: ChallengeRow) =>
  publicAndRoom(tx, RT_EVENTS.challengeLive, c.id, { challengeId: c.id, status: 'live', title: c.title });

export const challengeEnded = (tx: DbOrTx, c: ChallengeRow) =>
  publicAndRoom(tx, RT_EVENTS.challengeEnded, c.id, { challengeId: c.id, status: 'ended', title: c.title });

export const challengePrizeAdded = (
  tx: DbOrTx,
  c: ChallengeRow,
  added: { userId: number; amount: number; prize_cc: number; contributorsCount: number },
) =>
  recordEvent(tx, {
    name: RT_EVENTS.challengePrizeAdded,
    rooms: [ROOMS.challenge(c.id)],
    payload: { challengeId: c.id, ...added },
  });

type Outcome =
  | { status: 'paid'; winnerId: number; responseId: number; paidCc: number }
  | { status: 'refunded'; refunds: { userId: number; amount: number }[] };

/**
 * The settlement's result to everyone concerned: the winner (flag 'won', opens the You Have Won! dialog), the
 * creator and every contributor (flag 'paid' or 'refunded'), each as a `challengeEnd` notification and private
 * event, and the challenge room's `challengeEnd`.
 */
export async function challengeSettled(
  tx: DbOrTx,
  c: ChallengeRow,
  contributorIds: number[],
  outcome: Outcome,
  now: Date,
) {
  const winnerId = outcome.status === 'paid' ? outcome.winnerId : null;
  const result = {
    challengeId: c.id,
    status: outcome.status,
    title: c.title,
    winnerUserId: winnerId,
    responseId: outcome.status === 'paid' ? outcome.responseId : null,
    paid_cc: outcome.status === 'paid' ? outcome.paidCc : 0,
  };
  await recordEvent(tx, { name: RT_EVENTS.challengeEnd, rooms: [ROOMS.challenge(c.id)], payload: result });
  const people = new Map((await userRefs(tx, winnerId ? [winnerId] : [])).map((u) => [u.id, u]));
  const winner = winnerId ? (people.get(winnerId) ?? null) : null;
  const refundOf = new Map(outcome.status === 'refunded' ? outcome.refunds.map((r) => [r.userId, r.amount]) : []);
  const who: { userId: number; role: NotificationRole; title: string; message: string; flag: string }[] = [];
  if (outcome.status === 'paid') {
    who.push({
      userId: outcome.winnerId,
      role: 'claimer',
      title: 'You Have Won!',
      message: `You won ${outcome.paidCc} crowns in the challenge "${c.title}".`,
      flag: 'won',
    });
  }
  const name = winner ? `@${winner.sc_username}` : 'Someone';
  for (const [userId, role] of [
    [c.creatorId, 'creator'],
    ...contributorIds.map((id) => [id, 'contributor'] as const),
  ] as const) {
    if (outcome.status === 'paid')
      who.push({
        userId,
        role,
        title: 'Challenge ended',
        message: `${name} won the challenge "${c.title}".`,
        flag: 'paid',
      });
    else
      who.push({
        userId,
        role,
        title: 'Challenge refunded',
        message: `"${c.title}" ended without responses: ${refundOf.get(userId) ?? 0} crowns were returned to your wallet.`,
        flag: 'refunded',
      });
  }
  const seen = new Set<number>();
  for (const w of who) {
    if (seen.has(w.userId)) continue;
    seen.add(w.userId);
    await notify(
      tx,
      {
        userId: w.userId,
        type: 'challengeEnd',
        category: 'challenges',
        title: w.title,
        message: w.message,
        parentId: c.id,
        data: {
          user: winner,
          target_user: null,
          challenge: { id: c.id, title: c.title, image_url: c.imageUrl, status: outcome.status },
          role: w.role,
          flag: w.flag,
        },
      },
      now,
    );
    await recordEvent(tx, {
      name: RT_EVENTS.challengeEnd,
      rooms: [ROOMS.privateUser(w.userId)],
      payload: { ...result, role: w.role, flag: w.flag, message: w.message },
    });
  }
}
