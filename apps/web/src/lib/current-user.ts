import type { Me } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, navigateTo } from './api';
import { clearSession, useSession } from './session';

export const currentUserKey = ['currentUser'] as const;

/**
 * GET /v1/users/me. When the server refuses it (spec 01 §4 "failed user fetch") the stored tokens are cleared and
 * the user goes to /. A network failure is not a refusal: it is retried and the session kept.
 */
export async function fetchCurrentUser(): Promise<Me> {
  try {
    const res = await api<{ status: number; user: Me }>('/users/me');
    return res.user;
  } catch (error) {
    if (error instanceof ApiError && !error.handled) {
      clearSession();
      navigateTo('/');
    }
    throw error;
  }
}

/** The signed-in user; disabled when logged out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({
    queryKey: [...currentUserKey, session?.userId],
    queryFn: fetchCurrentUser,
    enabled: Boolean(session),
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
}
