import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

/** DELETE /admin/users/{id}/sessions/{sessionId}: ends one sign-in of the user. */
export const endUserSession = ({ id, sessionId }: { id: string; sessionId: string }) =>
  api<{ status: number; message: string }>(
    `/admin/users/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}`,
    { method: 'DELETE' },
  );

export function useEndUserSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endUserSession,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
