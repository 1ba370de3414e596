import {
  ADMIN_BOUNTY_MSG,
  type AdminBountiesQuery,
  type AdminBountyDetail,
  type AdminBountyRow,
  type AdminBountyStatus,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import * as repo from './admin-bounties.repo';
import { personRef } from './person-ref';

const iso = (d: Date) => d.toISOString();

const toRow = (b: Omit<repo.BountyRow, 'total'>): AdminBountyRow => ({
  id: String(b.id),
  title: b.title,
  bounty_type: b.bountyType,
  status: (b.deletedAt ? 'deleted' : b.status) as AdminBountyStatus,
  amount: b.amount,
  escrow: b.escrow,
  creator: personRef(b.creatorId, b.creatorName)!,
  target: personRef(b.targetId, b.targetName),
  claimCount: b.claimCount,
  number_of_claims: b.numberOfClaims,
  createdAt: iso(b.createdAt),
  duration_end_time: iso(b.durationEndTime),
});

export async function listBounties(deps: AppDeps, q: AdminBountiesQuery & { page: number; limit: number }) {
  const { rows, totalRecords } = await repo.listBounties(
    deps.database.db,
    {
      ...q,
      min: q.min === undefined ? undefined : Number(q.min),
      max: q.max === undefined ? undefined : Number(q.max),
    },
    q.page,
    q.limit,
  );
  return {
    data: rows.map(toRow),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}

/** Where each escrow movement went, by its transfer type (money out of the escrow). */
const OUT_BUCKET: Record<string, 'payouts' | 'fees' | 'refunds'> = {
  bounty_payout: 'payouts',
  bounty_fee: 'fees',
  bounty_deletion_fee: 'fees',
  bounty_refund: 'refunds',
};

/** One bounty with its claims and its escrow trail: who put what in, where it went. */
export async function getBounty(deps: AppDeps, id: number): Promise<AdminBountyDetail> {
  const { db } = deps.database;
  const [bounty, claims, trail] = await Promise.all([
    repo.findBounty(db, id),
    repo.claimsOf(db, id),
    repo.escrowTrail(db, id),
  ]);
  if (!bounty) throw notFound(ADMIN_BOUNTY_MSG.bountyNotFound);
  const totals = { in: 0, payouts: 0, fees: 0, refunds: 0, other: 0 };
  for (const m of trail) {
    if (m.amount > 0) totals.in += m.amount;
    // A payout's fee leg goes to the house inside the payout transfer: count it by where it went.
    else totals[m.counterKind === 'platform_revenue' ? 'fees' : (OUT_BUCKET[m.type] ?? 'other')] += -m.amount;
  }
  return {
    bounty: {
      ...toRow(bounty),
      description: bounty.description,
      image_url: bounty.imageUrl,
      failure_reason: bounty.failureReason,
      duration_start_time: iso(bounty.durationStartTime),
    },
    claims: claims.map((c) => ({
      id: String(c.id),
      user: personRef(c.userId, c.userName)!,
      status: c.status,
      createdAt: iso(c.createdAt),
      submittedAt: c.submittedAt ? iso(c.submittedAt) : null,
    })),
    trail: trail.map((m) => ({
      transferId: String(m.transferId),
      type: m.type,
      amount: m.amount,
      counterparty: { kind: m.counterKind, user: personRef(m.userId, m.userName) },
      memo: m.memo,
      createdAt: iso(m.createdAt),
    })),
    totals,
  };
}
