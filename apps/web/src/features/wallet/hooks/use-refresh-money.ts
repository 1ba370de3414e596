import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserKey } from '../../../lib/current-user';
import { walletQueryKeys } from '../query-keys';

/** After any money action: refetch every wallet query and the current user (the top-bar chip reads its walletBalance). */
export function useRefreshMoney() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletQueryKeys.all }),
        client.invalidateQueries({ queryKey: currentUserKey }),
      ]),
    [client],
  );
}
