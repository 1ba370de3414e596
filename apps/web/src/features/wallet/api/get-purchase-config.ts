import { CONFIG_DEFAULTS, LIMITS } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

export type PurchaseConfig = {
  /** Crowns per dollar (fallback 1, spec 01 §1). */
  ccPerUsd: number;
  /** Minimum purchase in dollars. */
  thresholdUsd: number;
  /** False when the platform has switched purchases off. */
  purchasesEnabled: boolean;
};

type ConfigAnswer = { data?: Record<string, unknown> | Record<string, unknown>[] } & Record<string, unknown>;

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readPurchaseConfig(answer: ConfigAnswer): PurchaseConfig {
  const data = (Array.isArray(answer.data) ? answer.data[0] : answer.data) ?? answer;
  return {
    ccPerUsd: positive(data.cc_per_usd, LIMITS.ccPerUsdFallback),
    thresholdUsd: positive(data.purchase_threshold, CONFIG_DEFAULTS.purchase_threshold),
    purchasesEnabled: data.purchase_flag !== false && data.purchase_flag !== 'false',
  };
}

/** POST /config/ {keys}: cc_per_usd, purchase_threshold and purchase_flag for the Purchase Crowns dialog. */
export const fetchPurchaseConfig = () =>
  api<ConfigAnswer>('/config/', {
    method: 'POST',
    body: { keys: ['cc_per_usd', 'purchase_threshold', 'purchase_flag'] },
  }).then(readPurchaseConfig);

export const purchaseConfigQuery = () =>
  queryOptions({ queryKey: walletQueryKeys.purchaseConfig(), queryFn: fetchPurchaseConfig, staleTime: 5 * 60_000 });

export const usePurchaseConfig = (enabled = true) => useQuery({ ...purchaseConfigQuery(), enabled });
