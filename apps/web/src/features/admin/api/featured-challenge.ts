import type { ChallengeView, FeaturedPick, FeaturedScheduleBody, Page } from '@crowns/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { challengeKeys } from '../../challenges/query-keys';
import { adminKeys, queryString } from './types';

/** GET /admin/challenge/featured → the challenge /challenge/featured serves now (`featured` says an admin chose it). */
export const useAdminFeatured = () =>
  useQuery({
    queryKey: adminKeys.featuredChallenge(),
    queryFn: () => api<{ challenge: ChallengeView | null }>('/admin/challenge/featured').then((r) => r.challenge),
  });

/** GET /admin/challenge/featured-candidates?search → upcoming and live challenges, largest pool first. */
export const useFeaturedCandidates = (search: string) =>
  useQuery<Page<ChallengeView>>({
    queryKey: [...adminKeys.featuredChallenge(), 'candidates', search],
    queryFn: ({ signal }) =>
      api<{ challenge: Page<ChallengeView> }>(
        `/admin/challenge/featured-candidates${queryString({ search: search || undefined })}`,
        { signal },
      ).then((r) => r.challenge),
    placeholderData: keepPreviousData,
  });

/** POST /admin/challenge/featured {challenge_id} (null clears) → 'Featured challenge updated'. */
export function useSetFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: number | null) =>
      api<{ message: string }>('/admin/challenge/featured', { method: 'POST', body: { challenge_id: challengeId } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.featuredChallenge() }),
        client.invalidateQueries({ queryKey: challengeKeys.all }),
      ]),
  });
}

const scheduleKey = () => [...adminKeys.featuredChallenge(), 'schedule'] as const;

/** GET /admin/challenge/featured/schedule → the scheduled picks still to come, soonest first. */
export const useFeaturedSchedule = () =>
  useQuery({
    queryKey: scheduleKey(),
    queryFn: () => api<{ schedule: FeaturedPick[] }>('/admin/challenge/featured/schedule').then((r) => r.schedule),
  });

/** POST /admin/challenge/featured/schedule {challenge_id, starts_at} → 'Featured pick scheduled'. */
export function useSchedulePick() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeaturedScheduleBody) =>
      api<{ message: string; data: { pick: FeaturedPick } }>('/admin/challenge/featured/schedule', {
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKey() }),
  });
}

/** DELETE /admin/challenge/featured/schedule/{id} → 'Scheduled pick cancelled'. */
export function useCancelPick() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/admin/challenge/featured/schedule/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKey() }),
  });
}
