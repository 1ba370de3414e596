import { LIMITS } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

type ConfigAnswer = { data?: Record<string, unknown> | Record<string, unknown>[] } & Record<string, unknown>;

/** Reads cc_per_usd from POST /config/; the answer may carry it under data, data[0] or at the top level. */
function readRate(answer: ConfigAnswer): number {
  const data = Array.isArray(answer.data) ? answer.data[0] : answer.data;
  const value = Number(data?.cc_per_usd ?? answer.cc_per_usd);
  return Number.isFinite(value) && value > 0 ? value : LIMITS.ccPerUsdFallback;
}

export const ccPerUsdQuery = queryOptions({
  queryKey: ['config', 'cc_per_usd'],
  queryFn: () =>
    api<ConfigAnswer>('/config/', { method: 'POST', body: { keys: ['cc_per_usd'] } })
      .then(readRate)
      .catch(() => LIMITS.ccPerUsdFallback),
  staleTime: 10 * 60_000,
});

/** Crowns per dollar (spec 01 §1): undefined while loading, the fallback 1 when the call fails. */
export function useCcPerUsd(): number | undefined {
  return useQuery(ccPerUsdQuery).data;
}
