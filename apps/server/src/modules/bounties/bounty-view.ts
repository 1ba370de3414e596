import {
  BOUNTY_FAILURE_TEXT,
  type BountyStatus,
  type BountyView,
  type ClaimStatus,
  type FailureReason,
} from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { configWithDefaults } from '../config/config.service';
import type { BountyRow } from './bounties.repo';
import { findBountyForView, type ViewClaim, type ViewRelations, viewRelations } from './bounty-view.repo';

/** The claim that holds a non-daily bounty (claimed, in review or finished), if any. */
export const holdingClaim = <C extends Pick<ViewClaim, 'status'>>(claims: C[]) =>
  claims.find((c) => c.status === 'claimed' || c.status === 'submitted' || c.status === 'completed') ??
  claims.find((c) => c.status === 'failed' || c.status === 'expired' || c.status === 'quitted');

export const claimIsDue = (claim: Pick<ViewClaim, 'status' | 'modifiedEndTime'>, now: Date) =>
  claim.status === 'claimed' && claim.modifiedEndTime.getTime() <= now.getTime();

export const claimStatusAt = (claim: Pick<ViewClaim, 'status' | 'modifiedEndTime'>, now: Date): ClaimStatus =>
  claimIsDue(claim, now) ? 'expired' : claim.status;

/**
 * The status as of `now`, even when the sweeper has not run yet (DESIGN §6): an active bounty past its
 * end is unclaimed (a daily one has ended: completed); a claimed bounty whose claim deadline passed has failed (claim expired).
 */
export function statusAt(
  b: BountyRow,
  claims: Pick<ViewClaim, 'status' | 'modifiedEndTime'>[],
  now: Date,
): { status: BountyStatus; failureReason: FailureReason | null } {
  const reason = (b.failureReason as FailureReason | null) ?? null;
  if (b.status === 'active' && b.bountyType !== 'daily' && b.durationEndTime.getTime() <= now.getTime())
    return { status: 'unclaimed', failureReason: 'unclaimed' };
  if (b.status === 'active' && b.bountyType === 'daily' && b.durationEndTime.getTime() <= now.getTime())
    return { status: 'completed', failureReason: null };
  if (b.status === 'claimed' && b.bountyType !== 'daily' && claims.some((c) => claimIsDue(c, now)))
    return { status: 'failed', failureReason: 'expired' };
  return { status: b.status, failureReason: reason };
}

/** GET /bounty/{id}: the bounty (undefined if unknown or deleted) as seen by `viewerId` at `now`, in one query. */
export async function findBountyView(
  tx: DbOrTx,
  id: number,
  viewerId: number | undefined,
  now: Date,
): Promise<BountyView | undefined> {
  const { rows, relations } = await findBountyForView(tx, id, VIEW_CONFIG);
  return viewsOf(rows, relations, viewerId, now)[0];
}

/** The bounty with the fields of spec 02 §3, as seen by `viewerId` at `now`. */
export async function bountyView(
  tx: DbOrTx,
  b: BountyRow,
  viewerId: number | undefined,
  now: Date,
): Promise<BountyView> {
  return (await bountyViews(tx, [b], viewerId, now))[0]!;
}

/** The config values a bounty view shows (`amount` in dollars, `rules`). */
export const VIEW_CONFIG = ['cc_per_usd', 'standard_rules'] as const;

/** Views of several bounties with one query besides the rows themselves (decision 008). */
export async function bountyViews(
  tx: DbOrTx,
  rows: BountyRow[],
  viewerId: number | undefined,
  now: Date,
): Promise<BountyView[]> {
  if (rows.length === 0) return [];
  const targets = rows.flatMap((b) => (b.targetUserId ? [b.targetUserId] : []));
  const people = [...new Set([...rows.map((b) => b.creatorId), ...targets])];
  const relations = await viewRelations(
    tx,
    rows.map((b) => b.id),
    people,
    targets,
    VIEW_CONFIG,
  );
  return viewsOf(rows, relations, viewerId, now);
}

/** The views of `rows` from their relations (read with `viewRelations` or `selectBountiesForViews`). */
export function viewsOf(
  rows: BountyRow[],
  relations: ViewRelations,
  viewerId: number | undefined,
  now: Date,
): BountyView[] {
  const { claims, requirements } = relations;
  const cfg = configWithDefaults(relations.config, VIEW_CONFIG);
  const byId = new Map(relations.people.map((p) => [p.id, p]));
  const live = new Set(relations.liveTargets);
  const person = (id: number) => {
    const p = byId.get(id);
    return { id, sc_username: p?.sc_username ?? '', image_url: p?.image_url ?? null };
  };
  const rate = cfg.cc_per_usd > 0 ? cfg.cc_per_usd : 1;
  return rows.map((b) => {
    const own = claims.filter((c) => c.bountyId === b.id);
    const { status, failureReason } = statusAt(b, own, now);
    const holder = b.bountyType === 'daily' ? undefined : holdingClaim(own);
    return {
      id: b.id,
      title: b.title,
      description: b.description,
      image_url: b.imageUrl,
      category: b.categories,
      amount: Math.round((b.amount / rate) * 100) / 100,
      amount_cc: b.amount,
      starting_cc: b.startingCc,
      antesCount: b.antesCount,
      userCount: b.userCount,
      status,
      bounty_type: b.bountyType,
      target_user: b.targetUserId ? { ...person(b.targetUserId), is_live: live.has(b.targetUserId) } : null,
      creator: person(b.creatorId),
      creater_id: b.creatorId,
      streamer: holder ? person(holder.userId) : b.targetUserId ? person(b.targetUserId) : null,
      duration_start_time: b.durationStartTime.toISOString(),
      duration_end_time: b.durationEndTime.toISOString(),
      number_of_claims: b.numberOfClaims,
      claimCount: b.claimCount,
      isClaimed: viewerId !== undefined && own.some((c) => c.userId === viewerId),
      claims: own.map((c) => ({
        id: c.id,
        user_id: c.userId,
        user: { image_url: person(c.userId).image_url, sc_username: person(c.userId).sc_username },
        status: claimStatusAt(c, now),
        modified_end_time: c.modifiedEndTime.toISOString(),
        submit_link: c.submitLink,
        platform: c.platform,
        title: c.title,
        submitted_at: c.submittedAt?.toISOString() ?? null,
      })),
      requirements: requirements.filter((r) => r.bountyId === b.id).map(({ id, title }) => ({ id, title })),
      rules: cfg.standard_rules,
      custom_rules: b.customRules,
      isLive: b.bountyType === 'live',
      failure_reason: failureReason,
      failure_message: failureReason ? BOUNTY_FAILURE_TEXT[failureReason] : null,
      created_at: b.createdAt.toISOString(),
    };
  });
}
