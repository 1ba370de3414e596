import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { Bounty, BountyClaim } from '../types';

/** GET /bounty/daily: current, upcoming and recently ended daily bounties. */
export const fetchDailyBounties = () =>
  api<{ data?: Bounty[]; bounty?: Bounty[] }>('/bounty/daily').then((r) => r.data ?? r.bounty ?? []);

export const dailyBountiesQuery = () => queryOptions({ queryKey: bountyKeys.daily(), queryFn: fetchDailyBounties });

export const useDailyBounties = () => useQuery(dailyBountiesQuery());

/** GET /bounty/{id}/claim → submissions (the completed claims of a daily bounty). */
export const fetchDailySubmissions = (id: number) =>
  api<{ submissions: BountyClaim[] }>(`/bounty/${id}/claim`).then((r) => r.submissions ?? []);

export const dailySubmissionsQuery = (id: number) =>
  queryOptions({ queryKey: bountyKeys.dailySubmissions(id), queryFn: () => fetchDailySubmissions(id) });
