import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from './action-error';
import { useRefreshMoney } from './refresh-money';

/**
 * Creating something paid from the wallet (a bounty, a challenge): on success the lists under `lists` are refetched,
 * the wallet refreshed and `onCreated` called; a refusal toasts the server's message and leaves the draft as it is.
 */
export function usePaidCreate<In, Out>(
  create: (input: In) => Promise<Out>,
  lists: QueryKey,
  onCreated: (o: Out) => void,
) {
  const client = useQueryClient();
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: create,
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: lists });
      void refreshMoney();
      onCreated(created);
    },
    onError: toastActionError,
  });
}
