import { CONFIG_DEFAULTS } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

type PercentKey = 'bounty_deletion_fee_percent' | 'transaction_fee_percent';

/** A percent from POST /config/ (the answer carries it under data or at the top level); the default if unreadable. */
const percentQuery = (key: PercentKey) =>
  queryOptions({
    queryKey: ['config', key],
    queryFn: async () => {
      const answer = await api<{ data?: Record<string, unknown> } & Record<string, unknown>>('/config/', {
        method: 'POST',
        body: { keys: [key] },
      });
      const value = Number(answer.data?.[key] ?? answer[key]);
      return Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : CONFIG_DEFAULTS[key];
    },
    staleTime: 10 * 60_000,
  });

/** undefined while loading. */
export const useConfigPercent = (key: PercentKey) => useQuery(percentQuery(key));
