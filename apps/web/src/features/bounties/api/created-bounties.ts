import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { BountyPage } from '../types';

/** GET /bounty/created → bounty: my bounties, newest first. */
export const fetchCreatedBounties = () => api<{ bounty: BountyPage }>('/bounty/created?limit=50').then((r) => r.bounty);

export const createdBountiesQuery = () =>
  queryOptions({ queryKey: bountyKeys.created(), queryFn: fetchCreatedBounties });

export const useCreatedBounties = (enabled = true) => useQuery({ ...createdBountiesQuery(), enabled });
