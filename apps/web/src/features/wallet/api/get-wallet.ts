import type { WalletData } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

/** GET /wallet: balance in crowns, its dollar value and the rate. */
export const fetchWallet = () => api<{ status: number; data: WalletData }>('/wallet').then((r) => r.data);

export const walletQuery = () => queryOptions({ queryKey: walletQueryKeys.balance(), queryFn: fetchWallet });

export const useWallet = () => useQuery(walletQuery());
