import type { GiftCardBrand } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

/** GET /wallet/giftcards: brands and their dollar amounts (empty when the provider sells none). */
export const fetchGiftCards = () =>
  api<{ status: number; data: GiftCardBrand[] }>('/wallet/giftcards').then((r) => r.data);

export const giftCardsQuery = () =>
  queryOptions({ queryKey: walletQueryKeys.giftCards(), queryFn: fetchGiftCards, staleTime: 5 * 60_000 });

export const useGiftCards = () => useQuery(giftCardsQuery());
