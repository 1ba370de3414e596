import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './types';

/** An admin write that refetches every admin list when it settles (the lists, balances and the audit log changed). */
export function useAdminWrite<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
