import { type FollowCountsPayload, RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRefetchOnConnect } from '../../lib/realtime/use-refetch-on-connect';
import { useJoinRoom, useSocketEvent } from '../../lib/realtime/use-socket-event';
import type { Profile } from './api/get-profile';
import { profileKeys } from './query-keys';

/**
 * Keeps a shown profile's follower and following counts live: the server sends `followCounts` on public-user-{id}
 * after every follow and unfollow of that user, to any visitor. The lists reload when opened again.
 */
export function useLiveFollowCounts(profile: Pick<Profile, 'id' | 'sc_username'> | undefined) {
  const client = useQueryClient();
  // Events sent before the socket was up (or while it was down) are lost: refetch what is older than the connection.
  useRefetchOnConnect(profile ? [profileKeys.detail(profile.sc_username)] : []);
  useJoinRoom(profile ? { publicUser: Number(profile.id) } : null);
  useSocketEvent<FollowCountsPayload>(RT_EVENTS.followCounts, (payload) => {
    if (!profile || String(payload.userId) !== profile.id) return;
    client.setQueryData<Profile>(profileKeys.detail(profile.sc_username), (p) =>
      p ? { ...p, followerCount: payload.followerCount, followingCount: payload.followingCount } : p,
    );
    void client.invalidateQueries({ queryKey: profileKeys.followers(profile.id) });
    void client.invalidateQueries({ queryKey: profileKeys.followings(profile.id) });
  });
}
