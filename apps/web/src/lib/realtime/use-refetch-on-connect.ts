import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CONNECT, type ConnectInfo, onSocketEvent } from '../socket';

/**
 * Socket.IO does not buffer events for a disconnected client (decision 004), so whatever was fetched before the
 * connection came up may have missed some: refetch the queries under `keys` whose data is older than the connection.
 */
export function refetchOlderThan(client: QueryClient, keys: readonly QueryKey[], connectedAt: number) {
  return Promise.all(
    keys.map((queryKey) =>
      client.invalidateQueries({ queryKey, predicate: (q) => q.state.dataUpdatedAt < connectedAt }),
    ),
  );
}

/** After every connect and reconnect of the tab's socket, refetches what the caller shows under `keys`. */
export function useRefetchOnConnect(keys: readonly QueryKey[]) {
  const client = useQueryClient();
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(
    () =>
      onSocketEvent(CONNECT, (info) => {
        void refetchOlderThan(client, latest.current, (info as ConnectInfo).connectedAt);
      }),
    [client],
  );
}
