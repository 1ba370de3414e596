import { useQueryClient } from '@tanstack/react-query';
import { type LiveStreamer, withActive, withInactive, withStreamUpdate } from '../../../lib/realtime/live-streamers';
import { useRefetchOnConnect } from '../../../lib/realtime/use-refetch-on-connect';
import { type StreamerChange, useStreamerEvents } from '../../../lib/realtime/use-streamer-events';
import { liveStreamersQuery } from './home-api';

const LIVE_NOW_KEYS = [liveStreamersQuery.queryKey];

const applyToLiveNow = (list: LiveStreamer[], change: StreamerChange) =>
  change.kind === 'active'
    ? withActive(list, change.streamer)
    : change.kind === 'inactive'
      ? withInactive(list, change)
      : withStreamUpdate(list, change);

/** Keeps the cached Live Now list current with the streamer events (mounted once by the shell). */
export function useLiveNowUpdates() {
  const client = useQueryClient();
  useRefetchOnConnect(LIVE_NOW_KEYS);
  useStreamerEvents((change) =>
    client.setQueryData<LiveStreamer[]>(liveStreamersQuery.queryKey, (list) =>
      list ? applyToLiveNow(list, change) : list,
    ),
  );
}
