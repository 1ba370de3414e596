import type { Profile } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { profileKeys } from '../query-keys';

export type { Profile };

/** GET /users/profile/{name} → user: the public profile (username case-insensitive). */
export const fetchProfile = (name: string) =>
  api<{ user: Profile }>(`/users/profile/${encodeURIComponent(name)}`).then((r) => r.user);

/** GET /users/{id} → user: the public profile by numeric id (the follow notification's fallback route). */
export const fetchProfileById = (id: string) =>
  api<{ user: Profile }>(`/users/${encodeURIComponent(id)}`).then((r) => r.user);

/** A 404 is an answer (the not-found page), not a failure to retry. */
const retryUnlessMissing = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export const profileQuery = (name: string) =>
  queryOptions({
    queryKey: profileKeys.detail(name),
    queryFn: () => fetchProfile(name),
    retry: retryUnlessMissing,
    staleTime: 15_000,
  });

export const useProfile = (name: string) => useQuery(profileQuery(name));

export const useProfileById = (id: string) =>
  useQuery({
    queryKey: profileKeys.byId(id),
    queryFn: () => fetchProfileById(id),
    retry: retryUnlessMissing,
    enabled: /^\d{1,15}$/.test(id),
  });

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
