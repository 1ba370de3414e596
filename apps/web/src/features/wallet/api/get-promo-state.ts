import type { PromoStateData } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

/** GET /wallet/apply-promo: a promo bonus waiting for the next purchase, if any. */
export const fetchPromoState = () =>
  api<{ status: number; data: PromoStateData }>('/wallet/apply-promo').then((r) => r.data);

export const promoStateQuery = () => queryOptions({ queryKey: walletQueryKeys.promo(), queryFn: fetchPromoState });

export const usePromoState = (enabled = true) => useQuery({ ...promoStateQuery(), enabled });
