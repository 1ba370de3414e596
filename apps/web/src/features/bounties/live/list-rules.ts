import { antesOf, targetUserId } from '../relation';
import type { Bounty, BountyFilter, BountySort, SortOrder } from '../types';

/*
 * The list rules of POST /bounty/list (apps/server/src/modules/bounties/bounty-list.ts), mirrored so a live event
 * lands in exactly the cached lists the server would put it in, at the place the server would sort it to.
 */

const same = (a: unknown, b: unknown) => a !== undefined && a !== null && a !== '' && String(a) === String(b);

/** 'true'/true → true, anything else set → false, unset → undefined (as the server reads the flags). */
const flag = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v === true || v === 'true');

const positiveId = (v: unknown) => {
  const n = Number(v);
  return v !== undefined && v !== null && v !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

function statusMatches(b: Bounty, status: string | undefined, now: number) {
  const ended = new Date(b.duration_end_time).getTime() <= now;
  switch ((status ?? '').toLowerCase()) {
    case 'available':
    case 'active':
      return b.status === 'active' && !ended;
    case 'claimed':
      return b.status === 'claimed';
    case 'submitted':
    case 'in review':
      return b.status === 'submitted';
    case 'with_submission':
      return b.status === 'submitted' || b.status === 'completed';
    case 'failed':
      return b.status === 'failed' || b.status === 'unclaimed' || (b.status === 'active' && ended);
    case 'unclaimed':
      return b.status === 'unclaimed' || (b.status === 'active' && ended);
    case '':
    case 'recent':
    case 'all':
      return b.status !== 'cancelled';
    default:
      return b.status === status;
  }
}

/** Would the server list `b` under this queryFilter for this viewer? */
export function matchesFilter(b: Bounty, filter: BountyFilter, viewerId: string | null, now: number): boolean {
  if (b.bounty_type === 'daily') return false;
  if (!statusMatches(b, filter.status, now)) return false;
  const target = targetUserId(b);
  if (flag(filter.private) === true && !(viewerId && same(target, viewerId))) return false;
  const wantedTarget = positiveId(filter.targetUser);
  if (wantedTarget && !same(target, wantedTarget)) return false;
  const live = flag(filter.isLive);
  if (live !== undefined && b.bounty_type !== (live ? 'live' : 'video')) return false;
  const categories = (
    Array.isArray(filter.category) ? filter.category : filter.category ? [filter.category] : []
  ).filter((c) => c && c.toLowerCase() !== 'all');
  if (categories.length > 0 && !categories.some((c) => (b.category ?? []).includes(c))) return false;
  const search = (filter.search ?? '').trim().toLowerCase();
  if (search && !b.title.toLowerCase().includes(search)) return false;
  const creator = positiveId(filter.user_id);
  if (creator && !same(b.creater_id ?? b.creator?.id, creator)) return false;
  return true;
}

const time = (iso: string | undefined) => (iso ? new Date(iso).getTime() || 0 : 0);

const SORT_VALUE: Record<BountySort, (b: Bounty) => number> = {
  recent: (b) => time(b.created_at),
  amount: (b) => Number(b.amount_cc ?? b.amount) || 0,
  ending_soon: (b) => time(b.duration_end_time),
  popular: (b) => antesOf(b),
};

/** The server's order: the sort column, then the id, both in the list's direction (ending_soon defaults to asc). */
export function compareFor(sortBy: BountySort = 'recent', sortOrder?: SortOrder) {
  const value = SORT_VALUE[sortBy] ?? SORT_VALUE.recent;
  const sign = (sortOrder ?? (sortBy === 'ending_soon' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  return (a: Bounty, b: Bounty) => sign * (value(a) - value(b) || a.id - b.id);
}
