import { RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRefetchOnConnect } from '../../../lib/realtime/use-refetch-on-connect';
import { useSession } from '../../../lib/session';
import { onSocketEvent } from '../../../lib/socket';
import { useActiveChallengeIds } from '../api/my-challenges';
import { challengeKeys } from '../query-keys';
import { patchChallenge, refreshChallengeLists } from './challenge-cache';
import { useChallengeRooms } from './use-challenge-rooms';

const REFETCH_ON_CONNECT = [challengeKeys.all];
type Ref = { challengeId?: unknown; prize_cc?: unknown; contributorsCount?: unknown };
const idOf = (p: unknown) => {
  const id = (p as Ref | null)?.challengeId;
  return typeof id === 'number' ? id : null;
};

/**
 * Keeps every cached challenge list live (issue 11): mount once, in the shell. A new, started, ended, settled or
 * featured challenge refetches the lists (their membership and order change); a prize addition patches the pool in
 * place. The viewer's active challenges' rooms are joined so their prize and end events arrive on every page.
 */
export function useLiveChallengeLists() {
  const client = useQueryClient();
  const session = useSession();
  useRefetchOnConnect(REFETCH_ON_CONNECT);
  useChallengeRooms(useActiveChallengeIds(Boolean(session)).data ?? []);

  useEffect(() => {
    const refresh = (payload: unknown) => refreshChallengeLists(client, idOf(payload));
    const refreshActivity = () => void client.invalidateQueries({ queryKey: challengeKeys.activities() });
    const statusTo = (status: 'live' | 'ended') => (payload: unknown) => {
      const id = idOf(payload);
      if (id) patchChallenge(client, id, { status });
      refreshChallengeLists(client, id);
    };
    const subscriptions = [
      onSocketEvent(RT_EVENTS.challengeCreated, refresh),
      onSocketEvent(RT_EVENTS.challengeFeatured, refresh),
      onSocketEvent(RT_EVENTS.challengeLive, statusTo('live')),
      onSocketEvent(RT_EVENTS.challengeEnded, statusTo('ended')),
      onSocketEvent(RT_EVENTS.challengeEnd, refresh),
      onSocketEvent(RT_EVENTS.challengeResponseCreated, refreshActivity),
      onSocketEvent(RT_EVENTS.challengePrizeAdded, (payload) => {
        refreshActivity();
        const id = idOf(payload);
        const p = payload as Ref;
        if (!id || typeof p.prize_cc !== 'number') return;
        patchChallenge(client, id, {
          prize_cc: p.prize_cc,
          ...(typeof p.contributorsCount === 'number' ? { contributorsCount: p.contributorsCount } : {}),
        });
      }),
    ];
    return () => {
      for (const off of subscriptions) off();
    };
  }, [client]);
}
