import type { BountyListParams } from './types';

/**
 * Every bounty query lives under ['bounties']. Live updates (realtime) patch or invalidate these keys, so every list
 * of the app must use them.
 */
export const bountyKeys = {
  all: ['bounties'] as const,
  lists: () => ['bounties', 'list'] as const,
  list: (params: BountyListParams) => ['bounties', 'list', params] as const,
  detail: (id: number) => ['bounties', 'detail', id] as const,
  topCompleted: (targetUser?: number) => ['bounties', 'top-completed', targetUser ?? null] as const,
  submitted: (params: Record<string, unknown>) => ['bounties', 'submitted', params] as const,
  daily: () => ['bounties', 'daily'] as const,
  dailySubmissions: (id: number) => ['bounties', 'daily-submissions', id] as const,
  claimed: (userId?: string | number, isLive?: boolean) =>
    ['bounties', 'claimed', userId ?? null, isLive ?? null] as const,
  created: () => ['bounties', 'created'] as const,
  activities: () => ['bounties', 'activity'] as const,
  activity: (params: Record<string, unknown>) => ['bounties', 'activity', params] as const,
};
