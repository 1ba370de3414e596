import type { BountyStats } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { rowsOf } from '../../db/rows';
import { isLive } from '../bounties/bounties.repo';

/** Raw bounty counts of one user; the percentage is derived in `toBountyStats`. */
export type BountyCounts = {
  accepted: number;
  completed: number;
  failed: number;
  /** Claims running now and videos awaiting review (the profile's stats). */
  claimed: number;
  submitted: number;
  winAmount: number;
};

/** winRate is the share of decided bounties (completed or failed) that the user completed, in percent. */
export function toBountyStats(c: Omit<BountyCounts, 'claimed' | 'submitted'>): BountyStats {
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
 * A user's bounty counts from their claims; the win amount is what bounty payouts credited to their wallet
 * (crowns, after the fee), read from the ledger itself.
 */
export async function getBountyCounts(tx: DbOrTx, userId: number): Promise<BountyCounts> {
  const [claims, won] = await readAll(
    tx,
    () =>
      rowsOf<{ accepted: number; completed: number; failed: number; claimed: number; submitted: number }>(
        tx,
        sql`
      select count(*)::int as accepted,
             count(*) filter (where status = 'completed')::int as completed,
             count(*) filter (where status in ('failed', 'expired', 'quitted'))::int as failed,
             count(*) filter (where status = 'claimed')::int as claimed,
             count(*) filter (where status = 'submitted')::int as submitted
        from bounty_claims where user_id = ${userId}`,
      ),
    () =>
      rowsOf<{ won: string | number }>(
        tx,
        sql`
      select coalesce(sum(e.amount), 0) as won
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id and e.amount > 0
        join ledger_transfers t on t.id = e.transfer_id and t.type = 'bounty_payout'
       where a.kind = 'user_wallet' and a.ref_id = ${userId}`,
      ),
  );
  const c = claims[0];
  return {
    accepted: Number(c?.accepted ?? 0),
    completed: Number(c?.completed ?? 0),
    failed: Number(c?.failed ?? 0),
    claimed: Number(c?.claimed ?? 0),
    submitted: Number(c?.submitted ?? 0),
    winAmount: Number(won[0]?.won ?? 0),
  };
}

/** Bounties the user has claimed and not yet submitted. */
export async function getAcceptedBounties(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from bounty_claims where user_id = ${userId} and status = 'claimed'`,
  );
  return Number(row?.n ?? 0);
}

/** Whether the user is live now on any platform (the stream-status summary). */
export async function getIsStreaming(tx: DbOrTx, userId: number): Promise<boolean> {
  return isLive(tx, userId);
}
