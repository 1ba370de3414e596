import type { DbOrTx } from '../../db/client';
import { notifyFollowers } from '../notifications/follower-notify';
import type { BountyRow } from './bounties.repo';
import { who } from './bounty-event-helpers';

type Ref = { id: number; sc_username: string; image_url: string | null };
const bountyRef = (b: BountyRow, status: string) => ({ id: b.id, title: b.title, image_url: b.imageUrl, status });

/**
 * bountyCreated for followers: the creator's followers (creatorFollower) and the target's (targetFollower).
 * The creator (the actor) and the target (already told as targetUser) are left out.
 */
export function bountyCreatedForFollowers(
  tx: DbOrTx,
  b: BountyRow,
  creator: Ref | undefined,
  target: Ref | undefined,
  now: Date,
) {
  const title = 'New bounty';
  const base = `${who(creator?.sc_username)} created the bounty "${b.title}"`;
  return notifyFollowers(tx, {
    type: 'bountyCreated',
    groups: [
      { followedId: b.creatorId, role: 'creatorFollower', title, message: `${base}.` },
      ...(b.targetUserId
        ? [
            {
              followedId: b.targetUserId,
              role: 'targetFollower' as const,
              title,
              message: `${base} for ${who(target?.sc_username)}.`,
            },
          ]
        : []),
    ],
    exclude: [b.creatorId, b.targetUserId],
    parentId: b.id,
    data: { user: creator ?? null, target_user: target ?? null, bounty: bountyRef(b, b.status), flag: null },
    now,
  });
}

/** A completed bountyResult for the winner's followers (winnerFollower), except those `alreadyNotified`. */
export function bountyWonForFollowers(
  tx: DbOrTx,
  b: BountyRow,
  winnerId: number,
  winner: Ref | undefined,
  alreadyNotified: number[],
  now: Date,
) {
  return notifyFollowers(tx, {
    type: 'bountyResult',
    groups: [
      {
        followedId: winnerId,
        role: 'winnerFollower',
        title: 'Bounty completed',
        message: `${who(winner?.sc_username)} won the bounty "${b.title}".`,
      },
    ],
    exclude: [winnerId, ...alreadyNotified],
    parentId: b.id,
    data: { user: null, target_user: winner ?? null, bounty: bountyRef(b, 'completed'), flag: 'completed' },
    now,
  });
}
