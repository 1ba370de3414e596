import type { WithdrawalQuote, WithdrawalView } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

type Answer<T> = { status: number; data: T; message?: string };

/** POST /payment/kyc/validate-amount {crowns}: fee, dollars, KYC and review for the amount, and why it cannot go. */
export const fetchQuote = (crowns: number, signal?: AbortSignal) =>
  api<Answer<WithdrawalQuote>>('/payment/kyc/validate-amount', { method: 'POST', body: { crowns }, signal }).then(
    (r) => r.data,
  );

export const quoteQuery = (crowns: number) =>
  queryOptions({
    queryKey: walletQueryKeys.quote(crowns),
    queryFn: ({ signal }) => fetchQuote(crowns, signal),
    // The previous amount's figures stay on screen while the next one is quoted.
    placeholderData: keepPreviousData,
  });

/** The quote of `crowns` (null: nothing to quote yet). */
export const useQuote = (crowns: number | null) =>
  useQuery({ ...quoteQuery(crowns ?? 0), enabled: crowns !== null && crowns > 0 });

export type WithdrawalAnswer = Answer<WithdrawalView>;

/** POST /wallet/withdraw-funds {crowns, paymentMethodId}: to a bank account or debit card. */
export const withdrawFunds = (body: { crowns: number; paymentMethodId: number }, idempotencyKey: string) =>
  api<WithdrawalAnswer>('/wallet/withdraw-funds', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /wallet/send-giftcard {brandId, amountUsd}. */
export const sendGiftCard = (body: { brandId: string; amountUsd: number }, idempotencyKey: string) =>
  api<WithdrawalAnswer>('/wallet/send-giftcard', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /payment/transfer-intent-ui-status {withdrawalId}: the withdrawal as it stands. */
export const fetchWithdrawal = (withdrawalId: number) =>
  api<Answer<WithdrawalView>>('/payment/transfer-intent-ui-status', {
    method: 'POST',
    body: { withdrawalId },
  }).then((r) => r.data);

export const withdrawalQuery = (id: number) =>
  queryOptions({ queryKey: walletQueryKeys.withdrawal(id), queryFn: () => fetchWithdrawal(id) });

/** Seeded with the answer of the request; fetched again on open and kept live by withdrawalUpdated. */
export const useWithdrawal = (initial: WithdrawalView) =>
  useQuery({ ...withdrawalQuery(initial.id), initialData: initial, initialDataUpdatedAt: 0 });
