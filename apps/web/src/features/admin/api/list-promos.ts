import type { AdminPromoData } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type PromoPage = Paged<AdminPromoData>;
export type PromoParams = { page: number; limit: number };

/** GET /admin/promo?page&limit → `{ status, data: { data, … } }`, newest first. */
export const listPromos = (params: PromoParams, signal?: AbortSignal) =>
  api<{ status: number; data: PromoPage }>(`/admin/promo${queryString(params)}`, { signal }).then((r) => r.data);

export const promosQuery = (params: PromoParams) =>
  queryOptions({
    queryKey: [...adminKeys.promos(), params],
    queryFn: ({ signal }) => listPromos(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePromos = (params: PromoParams) => useQuery(promosQuery(params));
