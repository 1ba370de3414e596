import { BOUNTY_FAILURE_TEXT, type FailureReason, type NotificationRole, ROOMS, RT_EVENTS } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { recordEvent } from '../../platform/events/outbox';
import type { Contribution } from '../../platform/ledger/escrow';
import { getConfig } from '../config/config.service';
import type { BountyRow } from './bounties.repo';
import * as repo from './bounties.repo';
import { activity, contributorsOf, names, notifyAll, publicEvent, who } from './bounty-event-helpers';
import { bountyCreatedForFollowers, bountyWonForFollowers } from './bounty-follower-events';
import { bountyView, holdingClaim } from './bounty-view';

/**
 * The realtime events and notifications of each bounty change (spec 02 §4 "Live list updates",
 * spec 01 §3 notification types and roles). Every function runs in the transaction of the change.
 */
export async function bountyCreated(tx: DbOrTx, b: BountyRow, now: Date) {
  const ctx = { tx, b, now };
  await publicEvent(tx, RT_EVENTS.bountyCreated, await bountyView(tx, b, undefined, now));
  const people = await names(tx, [b.creatorId, b.targetUserId]);
  const creator = people.get(b.creatorId);
  if (b.targetUserId) {
    await notifyAll(
      ctx,
      b.status,
      [
        {
          userId: b.targetUserId,
          role: 'targetUser',
          type: 'bountyCreated',
          title: 'New bounty for you',
          message: `${who(creator?.sc_username)} created the bounty "${b.title}" for you.`,
        },
      ],
      b.creatorId,
    );
  }
  const target = b.targetUserId ? people.get(b.targetUserId) : undefined;
  await bountyCreatedForFollowers(tx, b, creator, target, now);
  await activity(ctx);
}

export async function bountyClaimed(tx: DbOrTx, b: BountyRow, claim: { id: number; userId: number }, now: Date) {
  const ctx = { tx, b, now };
  await publicEvent(tx, RT_EVENTS.bountyClaimed, { bountyId: b.id, claimUserId: claim.userId, claimId: claim.id });
  const claimer = (await names(tx, [claim.userId])).get(claim.userId);
  await notifyAll(
    ctx,
    'claimed',
    [
      {
        userId: b.creatorId,
        role: 'creator',
        type: 'bountyClaimed',
        title: 'Bounty claimed',
        message: `${who(claimer?.sc_username)} claimed your bounty "${b.title}".`,
      },
    ],
    claim.userId,
  );
  await activity(ctx);
}

export async function bountyUpped(
  tx: DbOrTx,
  b: BountyRow,
  up: { userId: number; amount: number; total: number; userCount: number; antesCount: number },
  now: Date,
) {
  const ctx = { tx, b, now };
  const { cc_per_usd } = await getConfig(tx, ['cc_per_usd']);
  const rate = cc_per_usd > 0 ? cc_per_usd : 1;
  await publicEvent(tx, RT_EVENTS.bountyUpped, {
    bountyId: b.id,
    amount: Math.round((up.total / rate) * 100) / 100,
    amount_cc: up.total,
    userCount: up.userCount,
    antesCount: up.antesCount,
    starting_cc: b.startingCc,
    upped_cc: up.amount,
    userId: up.userId,
  });
  const upper = (await names(tx, [up.userId])).get(up.userId);
  const claimer = holdingClaim(await repo.claimsOf(tx, b.id));
  const text = (whose: string) =>
    `${who(upper?.sc_username)} upped the ante on ${whose} "${b.title}" by ${up.amount} crowns.`;
  await notifyAll(
    ctx,
    b.status,
    [
      { userId: b.creatorId, role: 'creator', type: 'bountyUpped', title: 'Ante upped', message: text('your bounty') },
      ...(claimer && claimer.status === 'claimed'
        ? [
            {
              userId: claimer.userId,
              role: 'claimer' as const,
              type: 'bountyUpped' as const,
              title: 'Ante upped',
              message: text('the bounty you claimed'),
            },
          ]
        : []),
    ],
    up.userId,
  );
  await activity(ctx);
}

export async function bountyClaimedExtended(
  tx: DbOrTx,
  b: BountyRow,
  ext: { claimId: number; userId: number; minutes: number; modifiedEndTime: Date },
  now: Date,
) {
  const ctx = { tx, b, now };
  await publicEvent(tx, RT_EVENTS.bountyClaimedExtended, {
    bountyId: b.id,
    claimId: ext.claimId,
    claimUserId: ext.userId,
    minutes: ext.minutes,
    modified_end_time: ext.modifiedEndTime.toISOString(),
  });
  const claimer = (await names(tx, [ext.userId])).get(ext.userId);
  await notifyAll(
    ctx,
    b.status,
    [
      {
        userId: b.creatorId,
        role: 'creator',
        type: 'bountyClaimedExtended',
        title: 'Claim extended',
        message: `${who(claimer?.sc_username)} extended the time on "${b.title}" by ${ext.minutes} minutes.`,
      },
    ],
    ext.userId,
  );
  await activity(ctx);
}

/** Submissions and other changes that only add an activity item. */
export const bountyActivity = (tx: DbOrTx, b: BountyRow, now: Date) => activity({ tx, b, now });

export async function bountyDeleted(tx: DbOrTx, b: BountyRow, now: Date) {
  await publicEvent(tx, RT_EVENTS.bountyDeleted, { bountyId: b.id });
  await activity({ tx, b, now });
}

/** An admin deleted a bounty: it leaves every list, and each contributor is told what came back to their wallet. */
export async function bountyDeletedByAdmin(tx: DbOrTx, b: BountyRow, refunds: Contribution[], now: Date) {
  await publicEvent(tx, RT_EVENTS.bountyDeleted, { bountyId: b.id });
  await notifyAll(
    { tx, b, now },
    'cancelled',
    refunds.map((r) => ({
      userId: r.userId,
      role: (r.userId === b.creatorId ? 'creator' : 'contributor') as NotificationRole,
      type: 'bountyRefund' as const,
      title: 'Crowns refunded',
      message: `"${b.title}" was removed by an admin; ${r.amount} crowns were returned to your wallet.`,
    })),
    null,
  );
  await activity({ tx, b, now });
}

/** A failed or unclaimed bounty (quit, expiry, review failure): result to all, refunds to each contributor. */
export async function bountyFailed(
  tx: DbOrTx,
  b: BountyRow,
  reason: FailureReason,
  refunds: Contribution[],
  now: Date,
) {
  const ctx = { tx, b, now };
  const status = reason === 'unclaimed' ? 'unclaimed' : 'failed';
  const claim = reason === 'unclaimed' ? undefined : holdingClaim(await repo.claimsOf(tx, b.id));
  const claimUserId = claim?.userId ?? null;
  await publicEvent(tx, RT_EVENTS.bountyResult, { bountyId: b.id, status, failureReason: reason, claimUserId });
  const result = (userId: number, role: NotificationRole) => ({
    userId,
    role,
    type: 'bountyResult' as const,
    title: 'Bounty failed',
    message: `"${b.title}": ${BOUNTY_FAILURE_TEXT[reason]}`,
    flag: 'failed',
  });
  const contributors = await contributorsOf(tx, b.id);
  await notifyAll(
    ctx,
    status,
    [
      ...(claimUserId ? [result(claimUserId, 'claimer')] : []),
      result(b.creatorId, 'creator'),
      ...contributors.map((id) => result(id, 'contributor')),
      ...refunds.map((r) => ({
        userId: r.userId,
        role: (r.userId === b.creatorId ? 'creator' : 'contributor') as NotificationRole,
        type: 'bountyRefund' as const,
        title: 'Crowns refunded',
        message: `${r.amount} crowns for "${b.title}" were returned to your wallet.`,
      })),
    ],
    null,
    claimUserId ?? b.targetUserId,
  );
  await activity(ctx);
}

/** An approved claim: the winner is paid (bountyWinner), everyone involved gets the result. */
export async function bountyCompleted(tx: DbOrTx, b: BountyRow, winnerId: number, paidCc: number, now: Date) {
  const ctx = { tx, b, now };
  const daily = b.bountyType === 'daily';
  const result = { bountyId: b.id, status: 'completed', claimUserId: winnerId };
  await publicEvent(tx, daily ? RT_EVENTS.dailyBountyResult : RT_EVENTS.bountyResult, result);
  await recordEvent(tx, {
    name: RT_EVENTS.bountyWinner,
    rooms: [ROOMS.privateUser(winnerId)],
    payload: { ...result, paid_cc: paidCc, title: b.title },
  });
  const winner = (await names(tx, [winnerId])).get(winnerId);
  await publicEvent(tx, RT_EVENTS.newPublicNotification, {
    type: 'bountyWinner',
    title: 'Bounty completed',
    message: `${who(winner?.sc_username)} won the bounty "${b.title}".`,
    bountyId: b.id,
    userId: winnerId,
  });
  const contributors = daily ? [] : await contributorsOf(tx, b.id);
  const outcome = (userId: number, role: NotificationRole) => ({
    userId,
    role,
    type: 'bountyResult' as const,
    title: 'Verification Successful',
    message:
      role === 'claimer'
        ? `Your video for "${b.title}" was approved.`
        : `"${b.title}" was completed by ${who(winner?.sc_username)}.`,
    flag: 'completed',
  });
  await notifyAll(
    ctx,
    'completed',
    [
      {
        userId: winnerId,
        role: 'claimer',
        type: 'bountyWinner',
        title: 'You Have Won!',
        message: `You won ${paidCc} crowns for "${b.title}".`,
        flag: 'completed',
      },
      outcome(winnerId, 'claimer'),
      ...(daily ? [] : [outcome(b.creatorId, 'creator'), ...contributors.map((id) => outcome(id, 'contributor'))]),
    ],
    null,
    winnerId,
  );
  await bountyWonForFollowers(tx, b, winnerId, winner, daily ? [] : [b.creatorId, ...contributors], now);
  await activity(ctx);
}

/** A failed daily-bounty claim: only the claimer is concerned; the daily bounty stays open. */
export async function dailyClaimFailed(tx: DbOrTx, b: BountyRow, claimUserId: number, now: Date) {
  await publicEvent(tx, RT_EVENTS.dailyBountyResult, { bountyId: b.id, status: 'failed', claimUserId });
  await notifyAll(
    { tx, b, now },
    b.status,
    [
      {
        userId: claimUserId,
        role: 'claimer',
        type: 'bountyResult',
        title: 'Bounty failed',
        message: `"${b.title}": ${BOUNTY_FAILURE_TEXT.requirements}`,
        flag: 'failed',
      },
    ],
    null,
    claimUserId,
  );
}

export const dailyCreated = (tx: DbOrTx, view: { id: number }) =>
  publicEvent(tx, RT_EVENTS.dailyBountyCreated, { bountyId: view.id, bounty: view });
export const bountyAdminUpdated = (tx: DbOrTx, view: { id: number }) =>
  publicEvent(tx, RT_EVENTS.bountyAdminUpdate, { bountyId: view.id, modifiedData: view });
export const dailyDeleted = (tx: DbOrTx, bountyId: number) =>
  publicEvent(tx, RT_EVENTS.dailyBountyDeleted, { bountyId });
