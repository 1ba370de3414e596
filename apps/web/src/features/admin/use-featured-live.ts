import { RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRefetchOnConnect } from '../../lib/realtime/use-refetch-on-connect';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { serverNow } from '../../lib/server-clock';
import { adminKeys } from './api/types';

const KEYS = [adminKeys.featuredChallenge()] as const;
/** The sweeper applies a due pick within a couple of seconds (SWEEP_INTERVAL_MS); look a little after that. */
const AFTER_DUE_MS = 5_000;
/** setTimeout's longest wait (about 24.8 days); a later pick is looked at again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Keeps the featured page current: every featured change (an admin's, or a scheduled pick taking effect) reaches all
 * clients as challengeFeatured and refetches the featured challenge, the candidates and the schedule. So does the
 * soonest pick's time arriving, since a pick skipped because its challenge ended sends no event.
 */
export function useFeaturedLive(nextPickAt: string | undefined) {
  const client = useQueryClient();
  useSocketEvent(RT_EVENTS.challengeFeatured, () => {
    void client.invalidateQueries({ queryKey: adminKeys.featuredChallenge() });
  });
  useRefetchOnConnect(KEYS);
  useEffect(() => {
    if (!nextPickAt) return;
    const wait = Math.min(Math.max(Date.parse(nextPickAt) - serverNow(), 0) + AFTER_DUE_MS, MAX_WAIT_MS);
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: adminKeys.featuredChallenge() });
    }, wait);
    return () => clearTimeout(timer);
  }, [client, nextPickAt]);
}
