import { BOUNTY_FAILURE_TEXT, type FailureReason } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { bountyEscrow, refundContributors } from '../../platform/ledger';
import type { BountyRow } from './bounties.repo';
import * as repo from './bounties.repo';
import { bountyFailed } from './bounty-events';

/**
 * Ends a (locked) bounty as failed or unclaimed and gives every contributor, the creator included,
 * exactly what they put in. Runs inside the caller's transaction; the refund happens at most once
 * because the ledger empties the escrow.
 */
export async function failBounty(
  tx: DbOrTx,
  b: BountyRow,
  reason: FailureReason,
  now: Date,
  opts: { note?: string | null; actorId?: number | null } = {},
) {
  await repo.updateBounty(
    tx,
    b.id,
    {
      status: reason === 'unclaimed' ? 'unclaimed' : 'failed',
      failureReason: reason,
      failureNote: opts.note ?? null,
    },
    now,
  );
  const refund = await refundContributors(tx, bountyEscrow(b.id), {
    type: 'bounty_refund',
    ref: { type: 'bounty', id: b.id },
    memo: b.title,
    at: now,
  });
  await repo.addActivity(
    tx,
    { bountyId: b.id, userId: opts.actorId ?? null, type: 'failed', message: BOUNTY_FAILURE_TEXT[reason] },
    now,
  );
  await bountyFailed(tx, b, reason, refund?.refunds ?? [], now);
  return refund?.refunds ?? [];
}
