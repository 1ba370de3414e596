import type { ApplyPromoData } from '@crowns/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { newIdempotencyKey } from './add-funds';

export type ApplyPromoAnswer = { status: number; message: string; data: ApplyPromoData };

/** POST /wallet/apply-promo {code}: answers the message to show and what the code did. */
export const applyPromo = (code: string) =>
  api<ApplyPromoAnswer>('/wallet/apply-promo', {
    method: 'POST',
    body: { code },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });

export const useApplyPromo = () => useMutation({ mutationFn: applyPromo });

/**
 * The promo form's schema, loaded when the field is first focused or the form submitted: it needs zod, which the
 * wallet page otherwise does not load before its first paint (decision 035).
 */
export const loadApplyPromoBody = () => import('./apply-promo-body').then((m) => m.applyPromoBody);
