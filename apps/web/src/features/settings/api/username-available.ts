import { ACCOUNT_PATHS } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsKeys } from '../query-keys';

export type UsernameAvailability = { available: boolean; message: string };

/** GET /account/username-available?username= → whether it is free (or already yours) and the message to show. */
export const fetchUsernameAvailable = (username: string, signal?: AbortSignal) =>
  api<UsernameAvailability & { status: number }>(
    `${ACCOUNT_PATHS.usernameAvailable}?username=${encodeURIComponent(username)}`,
    { signal },
  ).then(({ available, message }) => ({ available, message }));

export const usernameAvailableQuery = (username: string) =>
  queryOptions({
    queryKey: settingsKeys.usernameAvailable(username),
    queryFn: ({ signal }) => fetchUsernameAvailable(username, signal),
    staleTime: 30_000,
  });

/** The check of `username`, or nothing while `username` is null (unchanged, invalid or still being typed). */
export const useUsernameAvailable = (username: string | null) =>
  useQuery({ ...usernameAvailableQuery(username ?? ''), enabled: username !== null });
