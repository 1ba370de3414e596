import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import {
  followedWithActive,
  followedWithInactive,
  type LiveStreamer,
  withStreamUpdate,
} from '../../lib/realtime/live-streamers';
import { useRefetchOnConnect } from '../../lib/realtime/use-refetch-on-connect';
import { type StreamerChange, useStreamerEvents } from '../../lib/realtime/use-streamer-events';
import { FOLLOWINGS_KEY, type FollowedPage } from './followed-streamers-api';

const REFETCH_ON_CONNECT = [FOLLOWINGS_KEY];

const apply = (list: LiveStreamer[], change: StreamerChange) =>
  change.kind === 'active'
    ? followedWithActive(list, change.streamer)
    : change.kind === 'inactive'
      ? followedWithInactive(list, change)
      : withStreamUpdate(list, change);

/** The live status of the side menu's followed streamers follows the streamer events (mounted once by the shell). */
export function useFollowedStreamerUpdates() {
  const client = useQueryClient();
  useRefetchOnConnect(REFETCH_ON_CONNECT);
  useStreamerEvents((change) =>
    client.setQueriesData<InfiniteData<FollowedPage>>({ queryKey: FOLLOWINGS_KEY }, (data) => {
      if (!data) return data;
      let changed = false;
      const pages = data.pages.map((page) => {
        const items = apply(page.items, change);
        if (items === page.items) return page;
        changed = true;
        return { ...page, items };
      });
      return changed ? { ...data, pages } : data;
    }),
  );
}
