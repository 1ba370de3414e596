import { ApiError } from '../../lib/api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** The server's message of a failed call, or a plain network text when nothing answered. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

/** Whether the client already reacted to this error (session ended), so no toast should repeat it. */
export const isHandled = (error: unknown) => error instanceof ApiError && error.handled;
