import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { BountyPage } from '../types';
import { toQueryString } from './list-bounties';

/** GET /bounty/claimed?userId&isLive → bounty: the bounties a user has claimed and not yet submitted. */
export const fetchClaimedBounties = (userId?: string | number, isLive?: boolean) =>
  api<{ bounty: BountyPage }>(
    `/bounty/claimed?${toQueryString({ userId, isLive: isLive?.toString(), limit: 50 })}`,
  ).then((r) => r.bounty);

export const claimedBountiesQuery = (userId?: string | number, isLive?: boolean) =>
  queryOptions({ queryKey: bountyKeys.claimed(userId, isLive), queryFn: () => fetchClaimedBounties(userId, isLive) });

export const useClaimedBounties = (userId?: string | number, isLive?: boolean, enabled = true) =>
  useQuery({ ...claimedBountiesQuery(userId, isLive), enabled });
