import type { AddFundsData } from '@crowns/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** POST /wallet/add-funds {crowns}: opens a checkout. One Idempotency-Key per purchase attempt. */
export const addFunds = (crowns: number, idempotencyKey = newIdempotencyKey()) =>
  api<{ status: number; data: AddFundsData }>('/wallet/add-funds', {
    method: 'POST',
    body: { crowns },
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((r) => r.data);

export const useAddFunds = () => useMutation({ mutationFn: (crowns: number) => addFunds(crowns) });
