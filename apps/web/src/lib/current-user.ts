import type { Me } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';

export const currentUserKey = ['currentUser'] as const;

/** The signed-in user (GET /v1/users/me); disabled when logged out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({
    queryKey: [...currentUserKey, session?.userId],
    queryFn: () => api<{ status: number; user: Me }>('/users/me').then((r) => r.user),
    enabled: Boolean(session),
  });
}
