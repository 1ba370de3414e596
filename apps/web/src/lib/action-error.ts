import { MSG } from '@crowns/contracts';
import { toast } from 'sonner';
import { ApiError } from './api';

/** The server's message, else 'Something went wrong' (spec 02 §8). */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : MSG.somethingWentWrong);

/** Toasts a failed action, unless the client already reacted (session ended, page reloading). */
export function toastActionError(error: unknown) {
  if (error instanceof ApiError && error.handled) return;
  toast.error(errorText(error));
}
