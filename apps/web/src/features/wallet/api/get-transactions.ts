import type { WalletTransactionsPage } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type TransactionParams, walletQueryKeys } from '../query-keys';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** The history as the wallet opens: every kind, no dates. */
export const FIRST_TRANSACTIONS_PAGE: TransactionParams = { page: 1, limit: TRANSACTIONS_PAGE_SIZE, filter: 'all' };

/** GET /wallet/transaction?page&limit&filter&date=YYYY-MM-DD,YYYY-MM-DD (newest first). */
export function fetchTransactions(params: TransactionParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit), filter: params.filter });
  if (params.date) query.set('date', params.date);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  return api<{ status: number; data: WalletTransactionsPage }>(`/wallet/transaction?${query}`, { signal }).then(
    (r) => r.data,
  );
}

export const transactionsQuery = (params: TransactionParams) =>
  queryOptions({
    queryKey: walletQueryKeys.transactions(params),
    queryFn: ({ signal }) => fetchTransactions(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionParams, enabled = true) =>
  useQuery({ ...transactionsQuery(params), enabled });
