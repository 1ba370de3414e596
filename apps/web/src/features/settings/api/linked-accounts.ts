import type { LinkedAccountsResponse, LinkProvider } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsKeys } from '../query-keys';

/** GET /users/linked-accounts: the linked accounts, whether the account has a password, the providers on offer. */
export const linkedAccountsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.linkedAccounts(),
    queryFn: () => api<LinkedAccountsResponse>('/users/linked-accounts'),
  });

export const useLinkedAccounts = () => useQuery(linkedAccountsQuery());

/** DELETE /users/linked-accounts/{provider}; refused when it is the account's last way to sign in. */
export const unlinkAccount = (provider: LinkProvider) =>
  api<{ status: number; message: string }>(`/users/linked-accounts/${provider}`, { method: 'DELETE' });
