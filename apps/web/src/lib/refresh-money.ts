import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserKey } from './current-user';

/** Every wallet query lives under this key; the wallet feature builds its keys on it. */
export const WALLET_QUERY_KEY = ['wallet'] as const;

/** Refetches every wallet query and the current user (the top-bar chip reads its walletBalance). */
export const refreshMoney = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
    client.invalidateQueries({ queryKey: currentUserKey }),
  ]);

/** After any money action (purchase, bounty created, ante, payout, refund). */
export function useRefreshMoney() {
  const client = useQueryClient();
  return useCallback(() => refreshMoney(client), [client]);
}
