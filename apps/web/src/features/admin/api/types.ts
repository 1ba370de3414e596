import { toQueryString } from '../../../lib/query-string';
/** A page of a list call (DESIGN §3). */
export type Paged<T> = { data: T[]; currentPage: number; totalPages: number; totalRecords: number };

/** `?a=1&b=x` from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const text = toQueryString(params);
  return text ? `?${text}` : '';
}

/** Every admin query key starts here, so one invalidation refreshes what an admin write may have changed. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userDetail: (id: string) => [...adminKeys.all, 'users', 'detail', id] as const,
  userLedger: (id: string) => [...adminKeys.all, 'users', 'ledger', id] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  promos: () => [...adminKeys.all, 'promos'] as const,
  reviewQueue: () => [...adminKeys.all, 'review-queue'] as const,
  userBounties: () => [...adminKeys.all, 'user-bounties'] as const,
  bounties: () => [...adminKeys.all, 'bounties'] as const,
  dailyBounties: () => [...adminKeys.all, 'daily-bounties'] as const,
  streams: () => [...adminKeys.all, 'streams'] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  bountyConfig: () => [...adminKeys.all, 'bounty-config'] as const,
  featuredChallenge: () => [...adminKeys.all, 'featured-challenge'] as const,
  withdrawals: () => [...adminKeys.all, 'withdrawals'] as const,
};
