import type { UserSuggestion } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A user suggestion of the create-bounty target field (spec 02 §3). */
export type { UserSuggestion };

type Answer = { userNamesArr?: UserSuggestion[] };

/** GET /users/usernames/?search={text} → userNamesArr (contains match, live first). */
export const fetchUserSuggestions = (search: string) =>
  api<Answer>(`/users/usernames/?search=${encodeURIComponent(search)}`).then((r) => r.userNamesArr ?? []);

/** GET /users/usernames/?username={name} → the user with exactly that name, or null. */
export const fetchUserByName = (name: string) =>
  api<Answer>(`/users/usernames/?username=${encodeURIComponent(name)}`).then(
    (r) => (r.userNamesArr ?? []).find((u) => u.sc_username.toLowerCase() === name.toLowerCase()) ?? null,
  );

export const userSuggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['users', 'usernames', 'search', search.toLowerCase()],
    queryFn: () => fetchUserSuggestions(search),
    staleTime: 30_000,
  });

export const useUserSuggestions = (search: string, enabled: boolean) =>
  useQuery({ ...userSuggestionsQuery(search), enabled: enabled && search.length > 0 });

export const userByNameQuery = (name: string) =>
  queryOptions({
    queryKey: ['users', 'usernames', 'exact', name.toLowerCase()],
    queryFn: () => fetchUserByName(name),
    staleTime: 30_000,
  });
