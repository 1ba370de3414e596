import type { AdminPromoBody, PromoCodeData } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

/** POST /admin/promo → 201 `{ status, data: promo }`; a taken code answers 409 with its message. */
export const createPromo = (body: AdminPromoBody) =>
  api<{ status: number; data: PromoCodeData }>('/admin/promo', { method: 'POST', body }).then((r) => r.data);

export function useCreatePromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPromo,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
