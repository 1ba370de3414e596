import type { Account, ProfileImageKind } from '@crowns/contracts';
import { api } from '../../../lib/api';

type ImageAnswer = { status: number; message: string; account: Account; image_url?: string | null };

/** POST /users/profile/{id} (multipart: the cropped JPEG and its kind) → the account with the new image URL. */
export function uploadProfileImage(userId: string, kind: ProfileImageKind, image: Blob) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('image', image, `${kind}.jpg`);
  return api<ImageAnswer>(`/users/profile/${userId}`, { method: 'POST', body: form });
}

/** DELETE /users/profile/{id}?kind=: back to the default image. */
export const removeProfileImage = (userId: string, kind: ProfileImageKind) =>
  api<ImageAnswer>(`/users/profile/${userId}?kind=${kind}`, { method: 'DELETE' });
