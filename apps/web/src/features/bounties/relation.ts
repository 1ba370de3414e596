import type { Bounty, BountyClaim } from './types';

/** How the viewer relates to a bounty (spec 02 §4 "Relation of the user to a bounty"). */
export type Relation = 'createdByMe' | 'forMe' | 'forAnotherUser' | 'public';

/** Which view a click on a bounty opens (spec 02 §4 "Click on a bounty, in order"). */
export type BountyViewKind = 'login' | 'none' | 'viewer' | 'ended' | 'creator' | 'claimed' | 'claim';

const same = (a: unknown, b: unknown) =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

/** `target_user` arrives as an id or as an object with id (spec 02 §3). */
export function targetUserId(b: Pick<Bounty, 'target_user'>): string | null {
  const t = b.target_user as unknown;
  if (t === null || t === undefined || t === '') return null;
  if (typeof t === 'object') {
    const id = (t as { id?: unknown }).id;
    return id === undefined || id === null ? null : String(id);
  }
  return String(t);
}

export function relationOf(b: Bounty, userId: string | number | null | undefined): Relation {
  if (same(b.creater_id ?? b.creator?.id, userId)) return 'createdByMe';
  if (b.bounty_type === 'daily') return 'forMe';
  const target = targetUserId(b);
  if (target === null) return 'public';
  return same(target, userId) ? 'forMe' : 'forAnotherUser';
}

/** The viewer's own claim on the bounty, if any. */
export const myClaim = (b: Bounty, userId: string | number | null | undefined): BountyClaim | undefined =>
  (b.claims ?? []).find((c) => same(c.user_id, userId));

/** Claim statuses that are still running (spec 02 §3: anything else counts as ended). */
const OPEN_CLAIM = new Set(['active', 'claimed']);

/** Neither active nor claimed: Share and Up the Ante answer 'Bounty is no longer active' (spec 02 §4). */
export const isNoLongerActive = (b: Pick<Bounty, 'status'>) => b.status !== 'active' && b.status !== 'claimed';

/** The claim was extended when its end is later than the bounty's end (spec 02 §4 "Extend"). */
export const isExtended = (b: Pick<Bounty, 'duration_end_time'>, claim: Pick<BountyClaim, 'modified_end_time'>) =>
  new Date(claim.modified_end_time).getTime() > new Date(b.duration_end_time).getTime();

export type ClickContext = { loggedIn: boolean; userId?: string | null; configOk?: boolean };

/** Spec 02 §4 "Click on a bounty, in order". */
export function clickTarget(b: Bounty, ctx: ClickContext): BountyViewKind {
  if (!ctx.loggedIn) return 'login';
  if (ctx.configOk === false) return 'none';
  if (b.status === 'completed' && b.bounty_type !== 'daily') return 'viewer';
  const claim = myClaim(b, ctx.userId);
  const claimEnded = claim !== undefined && !OPEN_CLAIM.has(claim.status);
  if (isNoLongerActive(b) || claimEnded) return 'ended';
  if (relationOf(b, ctx.userId) === 'createdByMe') return 'creator';
  if (claim?.status === 'claimed') return 'claimed';
  return 'claim';
}

/**
 * Spec 02 §4 "Deep link /?bountyId={id}": a bounty that is over (neither active nor claimed) shows the ended view with
 * its outcome, to its creator too (as the click order does); otherwise the creator view; a claimed claim sees the
 * claim view with actions disabled ('Claimed'); a user with another claim, or a bounty claimed by someone else, the
 * ended view; otherwise the claim view.
 */
export function deepLinkTarget(
  b: Bounty,
  userId: string | null | undefined,
): { kind: 'creator' | 'claim' | 'ended'; actionsDisabled: boolean } {
  if (isNoLongerActive(b)) return { kind: 'ended', actionsDisabled: false };
  if (relationOf(b, userId) === 'createdByMe') return { kind: 'creator', actionsDisabled: false };
  const claim = myClaim(b, userId);
  if (claim?.status === 'claimed') return { kind: 'claim', actionsDisabled: true };
  if (claim || b.status !== 'active') return { kind: 'ended', actionsDisabled: false };
  return { kind: 'claim', actionsDisabled: false };
}

export type BountyButton = 'share' | 'upTheAnte' | 'claim';

/** Spec 02 §4 "Buttons by relation"; Up the Ante is hidden on the dashboard page. */
export function buttonsFor(relation: Relation, opts: { onDashboard?: boolean } = {}): BountyButton[] {
  const buttons: BountyButton[] =
    relation === 'public' ? ['share', 'upTheAnte', 'claim'] : relation === 'forMe' ? ['claim'] : ['share', 'upTheAnte'];
  return opts.onDashboard ? buttons.filter((b) => b !== 'upTheAnte') : buttons;
}

export { type TimingLabel, timingOf } from '../../ui/schedule-timer';

/** The status column of a table row (spec 02 §2): 'In Review' for my submitted claim, 'Available' for active. */
export function statusLabel(b: Bounty, userId: string | number | null | undefined): string {
  if (myClaim(b, userId)?.status === 'submitted') return 'In Review';
  if (b.status === 'active') return 'Available';
  if (b.status === 'submitted') return 'In Review';
  return b.status.charAt(0).toUpperCase() + b.status.slice(1);
}

/** antesCount may arrive as a numeric string (spec 02 §3). */
export const antesOf = (b: Pick<Bounty, 'antesCount'>) => Number(b.antesCount) || 0;
