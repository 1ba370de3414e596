import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

/** POST /admin/users/{id}/resend-verification: mails a new verification link and code. */
export const resendUserVerification = (id: string) =>
  api<{ status: number; message: string }>(`/admin/users/${encodeURIComponent(id)}/resend-verification`, {
    method: 'POST',
  });

export function useResendUserVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendUserVerification,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
