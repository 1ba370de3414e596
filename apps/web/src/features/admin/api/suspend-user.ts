import type { AdminUser } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

export type SuspendAnswer = { status: number; message: string; user: AdminUser };

/** POST /admin/users/{id}/suspend: the user is suspended and their sessions end. */
export const suspendUser = ({ id, reason }: { id: string; reason?: string }) =>
  api<SuspendAnswer>(`/admin/users/${encodeURIComponent(id)}/suspend`, {
    method: 'POST',
    ...(reason ? { body: { reason } } : {}),
  });

/** Refetches every admin list afterwards (the users and the audit log both changed). */
export function useSuspendUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
