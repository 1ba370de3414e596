import { sql } from 'drizzle-orm';
import { bounties } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { rowsOf } from '../../platform/ledger/sql-rows';
import type { SweepJob } from '../../platform/sweeper';
import type { BountyRow } from './bounties.repo';
import { failBounty } from './bounty-settle';

/** An active bounty past its end with no claim: unclaimed, contributors refunded. */
const unclaimed: SweepJob<'unclaimed'> = {
  name: 'unclaimed',
  takeOne: (deps: AppDeps) =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .select()
        .from(bounties)
        .where(
          sql`${bounties.status} = 'active' and ${bounties.bountyType} <> 'daily' and ${bounties.deletedAt} is null
              and ${bounties.durationEndTime} <= ${now.toISOString()}::timestamptz`,
        )
        .orderBy(bounties.durationEndTime)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await failBounty(tx, row, 'unclaimed', now);
      return true;
    }),
};

/** A claim past its deadline: expired; a non-daily bounty it held fails with refunds. */
const expired: SweepJob<'expired'> = {
  name: 'expired',
  takeOne: (deps: AppDeps) =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const at = now.toISOString();
      const [due] = await rowsOf<{ claim_id: number; bounty_id: number }>(
        tx,
        sql`select c.id as claim_id, c.bounty_id from bounty_claims c join bounties b on b.id = c.bounty_id
            where c.status = 'claimed' and c.modified_end_time <= ${at}::timestamptz
            order by c.modified_end_time limit 1
            for update of b, c skip locked`,
      );
      if (!due) return false;
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
      return true;
    }),
};

/** The bounty module's due work, in the order a sweep runs it. */
export const bountySweepJobs = [unclaimed, expired] as const;
