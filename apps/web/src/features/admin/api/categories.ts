import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

export type Category = { id: number; name: string };

/** GET /utils/categories → `{ status, data: [{ id, name, icon, active_icon }] }`: the choices of a daily bounty. */
export const categoriesQuery = queryOptions({
  queryKey: adminKeys.categories(),
  queryFn: ({ signal }) =>
    api<{ status: number; data: Category[] }>('/utils/categories', { signal }).then((r) =>
      r.data.map(({ id, name }) => ({ id, name })),
    ),
  staleTime: 10 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
