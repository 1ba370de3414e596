/**
 * Query keys that realtime events refresh but that belong to pages not built yet. Whoever builds the page uses
 * these keys so the events reach it.
 */

/** GET /users/stats?type=bounty&userId= (bountyStats): refetched for the claimer on every bounty result. */
export const userStatsKey = (userId: number | string) => ['users', 'stats', String(userId)] as const;
