import type { TransactionFilter } from '@crowns/contracts';
import { WALLET_QUERY_KEY } from '../../lib/refresh-money';

export type TransactionParams = {
  page: number;
  limit: number;
  filter: TransactionFilter;
  /** `YYYY-MM-DD,YYYY-MM-DD` when both ends are set. */
  date?: string;
  from?: string;
  to?: string;
};

/** Every wallet query lives under ['wallet']: invalidate `walletQueryKeys.all` after any money action. */
export const walletQueryKeys = {
  all: WALLET_QUERY_KEY,
  balance: () => ['wallet', 'balance'] as const,
  transactions: (params: TransactionParams) => ['wallet', 'transactions', params] as const,
  purchase: (id: string) => ['wallet', 'purchase', id] as const,
  promo: () => ['wallet', 'promo'] as const,
  /** POST /payment/kyc/validate-amount for an amount: withdrawable and KYC move with the balance. */
  quote: (crowns: number) => ['wallet', 'quote', crowns] as const,
  payoutMethods: () => ['wallet', 'payout-methods'] as const,
  withdrawal: (id: number) => ['wallet', 'withdrawal', id] as const,
  /** The provider's catalogue is not money: outside ['wallet']. */
  giftCards: () => ['gift-cards'] as const,
  /** Config is not money: kept outside ['wallet'] so refreshing balances does not refetch it. */
  purchaseConfig: () => ['config', 'purchase'] as const,
};
