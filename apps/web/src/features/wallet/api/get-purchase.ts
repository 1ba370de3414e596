import type { PurchaseData, PurchaseStatus } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

export const isFinalPurchase = (status: PurchaseStatus | undefined) => status === 'succeeded' || status === 'declined';

/** GET /wallet/purchase/{id}: the status of one of my purchases. */
export const fetchPurchase = (id: string) =>
  api<{ status: number; data: PurchaseData }>(`/wallet/purchase/${encodeURIComponent(id)}`).then((r) => r.data);

export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: walletQueryKeys.purchase(id),
    queryFn: () => fetchPurchase(id),
    // A refusal (404 …) is final; a network blip is retried.
    retry: (count, error) => !(error instanceof ApiError) && count < 3,
  });

/** Polls every `intervalMs` until the purchase is final (or `stop` says so). */
export const usePurchase = (id: string | null, { intervalMs = 1000, stop = false } = {}) =>
  useQuery({
    ...purchaseQuery(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (q) => (stop || isFinalPurchase(q.state.data?.status) || q.state.error ? false : intervalMs),
  });
