import { RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKey } from '../../../lib/current-user';
import { userStatsKey } from '../../../lib/realtime/query-keys';
import { useRefetchOnConnect } from '../../../lib/realtime/use-refetch-on-connect';
import { serverNow } from '../../../lib/server-clock';
import { getSession } from '../../../lib/session';
import { onSocketEvent } from '../../../lib/socket';
import { bountyKeys } from '../query-keys';
import type { Bounty } from '../types';
import type { LiveActivityItem } from './activity-merges';
import type { AdminUpdatePayload, BountyRef, ExtendedPayload, ResultPayload, UppedPayload } from './bounty-patches';
import * as live from './live-cache';

const REFETCH_ON_CONNECT = [bountyKeys.all];
const hasId = (p: unknown): p is BountyRef => typeof (p as BountyRef | null)?.bountyId === 'number';

/**
 * Keeps every cached bounty query live (spec 02 §4 "Live list updates"): mount once, in the shell. After every
 * (re)connect the bounty queries are refetched, since events sent while disconnected are lost.
 */
export function useLiveBountyUpdates() {
  const client = useQueryClient();
  useRefetchOnConnect(REFETCH_ON_CONNECT);

  useEffect(() => {
    const ctx = () => ({ viewerId: getSession()?.userId ?? null, now: serverNow() });
    const withRef =
      <P extends BountyRef>(apply: (p: P) => void) =>
      (payload: unknown) => {
        if (hasId(payload)) apply(payload as P);
      };
    const stats = (userId: number) => {
      if (String(userId) === getSession()?.userId) void client.invalidateQueries({ queryKey: currentUserKey });
      return userStatsKey(userId);
    };
    const activity = (item: unknown) => {
      if (item && typeof item === 'object' && 'bounty_id' in item) live.activityAdded(client, item as LiveActivityItem);
    };
    const subscriptions = [
      onSocketEvent(RT_EVENTS.bountyCreated, (b) => {
        if (b && typeof b === 'object' && 'id' in b) live.bountyCreated(client, b as Bounty, ctx());
      }),
      onSocketEvent(
        RT_EVENTS.bountyDeleted,
        withRef((p) => live.bountyDeleted(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.bountyClaimed,
        withRef((p) => live.bountyClaimed(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.bountyUpped,
        withRef<UppedPayload>((p) => live.bountyUpped(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.bountyClaimedExtended,
        withRef<ExtendedPayload>((p) => live.bountyClaimedExtended(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.bountyResult,
        withRef<ResultPayload>((p) => live.bountyResult(client, p, stats)),
      ),
      onSocketEvent(
        RT_EVENTS.dailyBountyCreated,
        withRef((p) => live.dailyChanged(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.dailyBountyResult,
        withRef((p) => live.dailyChanged(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.bountyAdminUpdate,
        withRef<AdminUpdatePayload>((p) => live.bountyAdminUpdate(client, p)),
      ),
      onSocketEvent(
        RT_EVENTS.dailyBountyDeleted,
        withRef((p) => live.dailyBountyDeleted(client, p)),
      ),
      onSocketEvent(RT_EVENTS.bountyActivity, activity),
      onSocketEvent(RT_EVENTS.publicUserData, activity),
    ];
    return () => {
      for (const unsubscribe of subscriptions) unsubscribe();
    };
  }, [client]);
}
