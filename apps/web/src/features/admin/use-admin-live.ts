import { RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRefetchOnConnect } from '../../lib/realtime/use-refetch-on-connect';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { adminKeys } from './api/types';

const ALL = [adminKeys.all] as const;

/**
 * Keeps an admin page current from the private admin channel (room `admins`, decision 004) instead of polling: a
 * claim submitted or decided, a report filed or decided, or a withdrawal requested or moved on, by anyone, refetches the admin data on screen (only
 * active queries refetch; the rest are marked stale). Also refetches after every (re)connect, since nothing sent while
 * the socket was down is replayed.
 */
export function useAdminLive() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: adminKeys.all });
  useSocketEvent(RT_EVENTS.adminReviewQueue, refetch);
  useSocketEvent(RT_EVENTS.adminReport, refetch);
  useSocketEvent(RT_EVENTS.adminWithdrawal, refetch);
  useRefetchOnConnect(ALL);
}
