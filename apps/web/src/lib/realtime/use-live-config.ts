import { RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from './use-socket-event';

/** Every config read of the app is keyed under ['config']: an admin's change refetches them all, without a reload. */
export const CONFIG_QUERY_ROOT = ['config'] as const;

export function useLiveConfig() {
  const client = useQueryClient();
  useSocketEvent(RT_EVENTS.configUpdated, () => {
    void client.invalidateQueries({ queryKey: CONFIG_QUERY_ROOT });
  });
}
