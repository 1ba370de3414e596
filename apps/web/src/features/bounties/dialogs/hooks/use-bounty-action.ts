import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toastActionError } from '../../../../lib/action-error';
import { openLogin } from '../../../../lib/app-actions';
import { useRefreshMoney } from '../../../../lib/refresh-money';
import { getSession } from '../../../../lib/session';
import { bountyKeys } from '../../query-keys';

type Options<A, R> = {
  action: (args: A) => Promise<R>;
  /** The spec's success toast (spec 02 §8). */
  success: string;
  /** Crowns moved: refresh the wallet queries and the top-bar chip. */
  money?: boolean;
  onSuccess?: (answer: R, args: A) => void;
  onError?: (error: unknown, args: A) => void;
};

/**
 * A bounty action (claim, ante, quit, extend, submit, delete): visitors get the login dialog; a running action cannot
 * be sent twice; success toasts the spec's text, refreshes every bounty query and, when crowns moved, the money;
 * failure toasts the server's message else 'Something went wrong'.
 */
export function useBountyAction<A = void, R = unknown>({ action, success, money, onSuccess, onError }: Options<A, R>) {
  const client = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (answer, args) => {
      toast.success(success);
      void client.invalidateQueries({ queryKey: bountyKeys.all });
      if (money) void refreshMoney();
      onSuccess?.(answer, args);
    },
    onError: (error, args) => {
      toastActionError(error);
      onError?.(error, args);
    },
  });
  const run = (args: A) => {
    if (!getSession()) return openLogin();
    if (mutation.isPending) return;
    mutation.mutate(args);
  };
  return { run, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
