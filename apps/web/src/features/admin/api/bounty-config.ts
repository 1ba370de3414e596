import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

export type BountyConfig = { transactionFeePercent: number; standardRules: string[] };

type ConfigAnswer = { data?: Record<string, unknown> } & Record<string, unknown>;

function readConfig(answer: ConfigAnswer): BountyConfig {
  const data = answer.data ?? answer;
  const fee = Number(data.transaction_fee_percent);
  const rules = data.standard_rules;
  return {
    transactionFeePercent: Number.isFinite(fee) ? Math.min(Math.max(fee, 0), 100) : 0,
    standardRules: Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [],
  };
}

/** POST /config/ with the keys a reviewer needs: the payout fee and the standard rules every bounty carries. */
export const bountyConfigQuery = queryOptions({
  queryKey: adminKeys.bountyConfig(),
  queryFn: () =>
    api<ConfigAnswer>('/config/', {
      method: 'POST',
      body: { keys: ['transaction_fee_percent', 'standard_rules'] },
    }).then(readConfig),
  staleTime: 5 * 60_000,
});

export const useBountyConfig = () => useQuery(bountyConfigQuery);

/** What the claimer receives on approval: the escrow minus the fee, rounded down (decision 003); daily bounties pay no fee. */
export function payoutOf(rewardCc: number, feePercent: number, daily: boolean) {
  const fee = daily ? 0 : Math.floor((rewardCc * feePercent) / 100);
  return { fee, paid: rewardCc - fee };
}
