import type { AddFundsData } from '@crowns/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export { newIdempotencyKey };

/** POST /wallet/add-funds {crowns}: opens a checkout. One Idempotency-Key per purchase attempt. */
export const addFunds = (crowns: number, idempotencyKey = newIdempotencyKey()) =>
  api<{ status: number; data: AddFundsData }>('/wallet/add-funds', {
    method: 'POST',
    body: { crowns },
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((r) => r.data);

export const useAddFunds = () => useMutation({ mutationFn: (crowns: number) => addFunds(crowns) });
