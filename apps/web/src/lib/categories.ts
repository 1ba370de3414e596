import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/** A category of bounties and challenges (spec 02 §3). */
export type Category = { id: number; name: string; icon?: string | null; active_icon?: string | null };

/** GET /utils/categories → data. */
export const fetchCategories = () =>
  api<{ data?: Category[] }>('/utils/categories').then((r) =>
    (r.data ?? []).filter((c) => c && typeof c.name === 'string'),
  );

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['utils', 'categories'], queryFn: fetchCategories, staleTime: 10 * 60_000 });

export const useCategories = (enabled = true) => useQuery({ ...categoriesQuery(), enabled });
