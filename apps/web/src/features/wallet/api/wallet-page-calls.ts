import type { QueryClient } from '@tanstack/react-query';
import { promoStateQuery } from './get-promo-state';
import { FIRST_TRANSACTIONS_PAGE, transactionsQuery } from './get-transactions';
import { walletQuery } from './get-wallet';
import { payoutMethodsQuery } from './payout-methods';

/**
 * Starts every call the wallet page makes as it opens, from the router (its loader), so the data loads while the
 * page's code does rather than after it (as the board does, decision 027). The page's parts ask for the same
 * queries and find them under way.
 */
export function prefetchWalletPage(client: QueryClient) {
  void client.prefetchQuery(walletQuery());
  void client.prefetchQuery(promoStateQuery());
  void client.prefetchQuery(payoutMethodsQuery());
  void client.prefetchQuery(transactionsQuery(FIRST_TRANSACTIONS_PAGE));
}
