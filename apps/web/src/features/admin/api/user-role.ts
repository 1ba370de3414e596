import type { Role } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SuspendAnswer } from './suspend-user';
import { adminKeys } from './types';

/** POST /admin/users/{id}/role {role}: admins only, never one's own; the account's sessions end. */
export const changeUserRole = ({ id, role }: { id: string; role: Role }) =>
  api<SuspendAnswer>(`/admin/users/${encodeURIComponent(id)}/role`, { method: 'POST', body: { role } });

export function useChangeUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
