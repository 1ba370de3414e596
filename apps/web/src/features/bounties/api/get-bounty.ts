import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { Bounty } from '../types';

/** GET /bounty/{id} → bounty (spec 02 §7). */
export const fetchBounty = (id: number) => api<{ bounty: Bounty }>(`/bounty/${id}`).then((r) => r.bounty);

export const bountyQuery = (id: number) =>
  queryOptions({ queryKey: bountyKeys.detail(id), queryFn: () => fetchBounty(id), staleTime: 10_000 });

export const useBounty = (id: number | null | undefined) =>
  useQuery({ ...bountyQuery(id ?? 0), enabled: typeof id === 'number' && id > 0 });
