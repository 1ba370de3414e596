import { sql } from 'drizzle-orm';
import { bounties } from '../db/schema';
import type { AppDeps } from '../deps';
import type { BountyRow } from '../modules/bounties/bounties.repo';
import { failBounty } from '../modules/bounties/bounty-settle';
import { rowsOf } from './ledger/sql-rows';

/** Rows handled per kind of due work in one sweep; the rest waits for the next tick. */
const BATCH = 100;

/**
 * Takes one due row with `FOR UPDATE SKIP LOCKED`, applies its transition in the same transaction
 * and answers whether there was one. Any number of instances can sweep at once: each row is taken by
 * exactly one of them, and a request holding the bounty row (e.g. a submit) is skipped, not waited for.
 */
async function takeOne(deps: AppDeps, kind: 'unclaimed' | 'expired'): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const at = now.toISOString();
    if (kind === 'unclaimed') {
      const [row] = await tx
        .select()
        .from(bounties)
        .where(
          sql`${bounties.status} = 'active' and ${bounties.bountyType} <> 'daily' and ${bounties.deletedAt} is null
              and ${bounties.durationEndTime} <= ${at}::timestamptz`,
        )
        .orderBy(bounties.durationEndTime)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await failBounty(tx, row, 'unclaimed', now);
      return true;
    }
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
  });
}

/** One pass over all due work (also used by tests). */
export async function sweepOnce(deps: AppDeps) {
  const done = { unclaimed: 0, expired: 0 };
  for (const kind of ['unclaimed', 'expired'] as const) {
    for (let i = 0; i < BATCH; i++) {
      try {
        if (!(await takeOne(deps, kind))) break;
        done[kind] += 1;
      } catch (err) {
        deps.logger.error({ err, kind }, 'sweeper: transition failed');
        break;
      }
    }
  }
  return done;
}

/** Sweeps every SWEEP_INTERVAL_MS (never two passes at once in one instance). Call stop() on shutdown. */
export function startSweeper(deps: AppDeps, intervalMs: number = deps.env.SWEEP_INTERVAL_MS) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOnce(deps).finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
