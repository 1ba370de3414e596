import { RT_EVENTS, type WithdrawalView } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/current-user';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event';
import { walletQueryKeys } from '../query-keys';

/**
 * withdrawalUpdated (private-user): the dialog's status step shows the new state at once; the balance, the
 * history rows and the quotes follow (a failure gives the crowns back).
 */
export function useWithdrawalEvents() {
  const client = useQueryClient();
  useSocketEvent<WithdrawalView>(RT_EVENTS.withdrawalUpdated, (view) => {
    if (!view || typeof view.id !== 'number') return;
    client.setQueryData(walletQueryKeys.withdrawal(view.id), view);
    for (const queryKey of [walletQueryKeys.balance(), ['wallet', 'transactions'], ['wallet', 'quote'], currentUserKey])
      void client.invalidateQueries({ queryKey });
  });
}
