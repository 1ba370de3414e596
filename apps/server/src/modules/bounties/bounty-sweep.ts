import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { bounties } from '../../db/schema';
import { dueRowJob } from '../../platform/sweeper';
import type { BountyRow } from './bounties.repo';
import { failBounty } from './bounty-settle';

/** An active bounty past its end with no claim: unclaimed, contributors refunded. */
const unclaimed = dueRowJob(
  'unclaimed',
  async (tx, now) =>
    (
      await tx
        .select()
        .from(bounties)
        .where(
          sql`${bounties.status} = 'active' and ${bounties.bountyType} <> 'daily' and ${bounties.deletedAt} is null
              and ${bounties.durationEndTime} <= ${now.toISOString()}::timestamptz`,
        )
        .orderBy(bounties.durationEndTime)
        .limit(1)
        .for('update', { skipLocked: true })
    )[0],
  (tx, row, now) => failBounty(tx, row, 'unclaimed', now),
);

/** A claim past its deadline: expired; a non-daily bounty it held fails with refunds. */
const expired = dueRowJob(
  'expired',
  async (tx, now) =>
    (
      await rowsOf<{ claim_id: number; bounty_id: number }>(
        tx,
        sql`select c.id as claim_id, c.bounty_id from bounty_claims c join bounties b on b.id = c.bounty_id
            where c.status = 'claimed' and c.modified_end_time <= ${now.toISOString()}::timestamptz
            order by c.modified_end_time limit 1
            for update of b, c skip locked`,
      )
    )[0],
  async (tx, due, now) => {
    const at = now.toISOString();
    await tx.execute(
      sql`update bounty_claims set status = 'expired', failure_reason = 'expired', updated_at = ${at}::timestamptz
          where id = ${due.claim_id}`,
    );
    const [b] = await tx.select().from(bounties).where(sql`${bounties.id} = ${due.bounty_id}`);
    const bounty = b as BountyRow;
    if (bounty.bountyType === 'daily') {
      await tx.execute(
        sql`update bounties set claim_count = greatest(claim_count - 1, 0), updated_at = ${at}::timestamptz
            where id = ${bounty.id}`,
      );
    } else if (bounty.status === 'claimed') {
      await failBounty(tx, bounty, 'expired', now);
    }
  },
);

/** The bounty module's due work, in the order a sweep runs it. */
export const bountySweepJobs = [unclaimed, expired] as const;
