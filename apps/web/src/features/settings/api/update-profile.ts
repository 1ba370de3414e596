import type { Account, UpdateProfileBody } from '@crowns/contracts';
import { api } from '../../../lib/api';

/** PATCH /users/{id} with the changed profile fields → the saved account and its message. */
export const updateProfile = (userId: string, body: UpdateProfileBody) =>
  api<{ status: number; message: string; account: Account }>(`/users/${userId}`, { method: 'PATCH', body });
