import { CONFIG_DEFAULTS } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

type PercentKey = 'bounty_deletion_fee_percent' | 'transaction_fee_percent';
type NumberKey = PercentKey | 'bounty_extension_usd_per_minute';
const MAX: Record<NumberKey, number> = {
  bounty_deletion_fee_percent: 100,
  transaction_fee_percent: 100,
  bounty_extension_usd_per_minute: Number.MAX_SAFE_INTEGER,
};

/** A number from POST /config/ (the answer carries it under data or at the top level); the default if unreadable. */
const numberQuery = (key: NumberKey) =>
  queryOptions({
    queryKey: ['config', key],
    queryFn: async () => {
      const answer = await api<{ data?: Record<string, unknown> } & Record<string, unknown>>('/config/', {
        method: 'POST',
        body: { keys: [key] },
      });
      const value = Number(answer.data?.[key] ?? answer[key]);
      return Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX[key]) : CONFIG_DEFAULTS[key];
    },
    staleTime: 10 * 60_000,
  });

/** undefined while loading. */
export const useConfigPercent = (key: PercentKey) => useQuery(numberQuery(key));

/** Dollars a claimer pays per minute of extension (live: an admin's change refetches it); the default while loading. */
export const useExtensionUsdPerMinute = () =>
  useQuery(numberQuery('bounty_extension_usd_per_minute')).data ?? CONFIG_DEFAULTS.bounty_extension_usd_per_minute;
