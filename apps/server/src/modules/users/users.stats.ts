import type { BountyStats } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { isLive } from '../bounties/bounties.repo';
import { followerCounts } from '../follows/follows.repo';

/** Raw bounty counts of one user; the percentage is derived in `toBountyStats`. */
export type BountyCounts = { accepted: number; completed: number; failed: number; winAmount: number };

/** winRate is the share of decided bounties (completed or failed) that the user completed, in percent. */
export function toBountyStats(c: BountyCounts): BountyStats {
  const decided = c.completed + c.failed;
  return {
    totalBountiesAccepted: c.accepted,
    completedBounties: c.completed,
    failedBounties: c.failed,
    winRate: decided === 0 ? 0 : Math.round((c.completed / decided) * 10_000) / 100,
    totalWinAmount: c.winAmount,
  };
}

/**
 * A user's bounty counts. No bounty tables exist yet, so every count is honestly zero;
 * the bounties module replaces this body with its query over claims and payouts.
 */
export async function getBountyCounts(_tx: DbOrTx, _userId: number): Promise<BountyCounts> {
  return { accepted: 0, completed: 0, failed: 0, winAmount: 0 };
}

/** Bounties the user has accepted and not yet finished (0 until the bounties module supplies the query). */
export async function getAcceptedBounties(_tx: DbOrTx, _userId: number): Promise<number> {
  return 0;
}

/** Followers of a user. */
export async function getFollowerCount(tx: DbOrTx, userId: number): Promise<number> {
  return (await followerCounts(tx, [userId])).get(userId) ?? 0;
}

/** Whether the user is live now on any platform (the stream-status summary). */
export async function getIsStreaming(tx: DbOrTx, userId: number): Promise<boolean> {
  return isLive(tx, userId);
}
