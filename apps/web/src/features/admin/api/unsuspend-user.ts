import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SuspendAnswer } from './suspend-user';
import { adminKeys } from './types';

/** POST /admin/users/{id}/unsuspend: the user can log in again. */
export const unsuspendUser = ({ id, reason }: { id: string; reason?: string }) =>
  api<SuspendAnswer>(`/admin/users/${encodeURIComponent(id)}/unsuspend`, {
    method: 'POST',
    ...(reason ? { body: { reason } } : {}),
  });

export function useUnsuspendUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
