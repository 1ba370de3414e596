import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A bounty category (spec 02 §3). */
export type BountyCategory = { id: number; name: string; icon?: string | null; active_icon?: string | null };

/** GET /utils/categories → data. */
export const fetchBountyCategories = () =>
  api<{ data?: BountyCategory[] }>('/utils/categories').then((r) =>
    (r.data ?? []).filter((c) => c && typeof c.name === 'string'),
  );

export const bountyCategoriesQuery = () =>
  queryOptions({ queryKey: ['utils', 'categories'], queryFn: fetchBountyCategories, staleTime: 10 * 60_000 });

export const useBountyCategories = (enabled = true) => useQuery({ ...bountyCategoriesQuery(), enabled });
