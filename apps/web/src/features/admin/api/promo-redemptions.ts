import type { PromoRedemption } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type RedemptionPage = Paged<PromoRedemption>;
export type RedemptionParams = { promoId: number; page: number; limit: number };

/** GET /admin/promo/{id}/redemptions?page&limit → `{ status, data: { data, … } }`, newest first. */
export const listRedemptions = ({ promoId, ...params }: RedemptionParams, signal?: AbortSignal) =>
  api<{ status: number; data: RedemptionPage }>(`/admin/promo/${promoId}/redemptions${queryString(params)}`, {
    signal,
  }).then((r) => r.data);

export const redemptionsQuery = (params: RedemptionParams) =>
  queryOptions({
    queryKey: [...adminKeys.promos(), 'redemptions', params],
    queryFn: ({ signal }) => listRedemptions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRedemptions = (params: RedemptionParams | null) =>
  useQuery({ ...redemptionsQuery(params ?? { promoId: 0, page: 1, limit: 1 }), enabled: params !== null });
