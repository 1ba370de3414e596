import type { InitTransferData, PayoutMethodType, PayoutMethodView } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryKeys } from '../query-keys';

type Answer<T> = { status: number; data: T; message: string };

/** GET /payment/user-payment-methods: my saved bank accounts and debit cards. */
export const fetchPayoutMethods = () =>
  api<{ status: number; data: PayoutMethodView[] }>('/payment/user-payment-methods').then((r) => r.data);

export const payoutMethodsQuery = () =>
  queryOptions({ queryKey: walletQueryKeys.payoutMethods(), queryFn: fetchPayoutMethods });

export const usePayoutMethods = () => useQuery(payoutMethodsQuery());

/** DELETE /payment/user-payment-methods/{id}: answers PAYOUT_MSG.methodRemoved. */
export const removePayoutMethod = (id: number) =>
  api<Answer<unknown>>(`/payment/user-payment-methods/${id}`, { method: 'DELETE' });

/** GET /payment/init-transfer?pmType: the hosted page that adds a bank account or debit card. */
export const initTransfer = (pmType: PayoutMethodType) =>
  api<{ status: number; data: InitTransferData }>(`/payment/init-transfer?pmType=${pmType}`).then((r) => r.data);

/** POST /payment/kyc/set-access-token {publicToken} → `data: { method }`: the hosted page's token becomes a saved method. */
export const exchangePublicToken = (publicToken: string) =>
  api<Answer<{ method: PayoutMethodView }>>('/payment/kyc/set-access-token', {
    method: 'POST',
    body: { publicToken },
  }).then((answer): Answer<PayoutMethodView> => ({ ...answer, data: answer.data.method }));
