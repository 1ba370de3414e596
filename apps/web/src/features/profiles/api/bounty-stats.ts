import type { ProfileBountyStats } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userStatsKey } from '../../../lib/realtime/query-keys';

/** GET /users/stats?type=bounty&userId → bountyStats (refetched live on every bounty result of this user). */
export const useBountyStats = (userId: string, initial?: ProfileBountyStats) =>
  useQuery({
    queryKey: userStatsKey(userId),
    queryFn: () =>
      api<{ bountyStats: ProfileBountyStats }>(`/users/stats?type=bounty&userId=${encodeURIComponent(userId)}`).then(
        (r) => r.bountyStats,
      ),
    initialData: initial,
    staleTime: 15_000,
  });
