import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Category } from '../../../lib/categories';

/** A category with the bounties created in it over the last 7 days. */
export type TrendingCategory = Category & { bountyCount?: number };

/** GET /utils/trending-categories → categoriesWithSignedUrls (spec 02 §7), busiest first. */
export const fetchTrendingCategories = () =>
  api<{ categoriesWithSignedUrls?: TrendingCategory[] }>('/utils/trending-categories').then((r) =>
    (r.categoriesWithSignedUrls ?? []).filter((c) => c && typeof c.name === 'string'),
  );

export const trendingCategoriesQuery = () =>
  queryOptions({ queryKey: ['utils', 'trending-categories'], queryFn: fetchTrendingCategories, staleTime: 60_000 });

export const useTrendingCategories = () => useQuery(trendingCategoriesQuery());
