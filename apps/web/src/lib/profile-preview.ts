import { useSyncExternalStore } from 'react';

/**
 * The Profile preview dialog (spec 01 §2) opens from any username in the app. Usernames live in ui/ and in every
 * feature, the dialog in features/profiles: this store connects them without either importing the other.
 */
let previewed: string | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openProfilePreview(username: string) {
  previewed = username;
  emit();
}

export function closeProfilePreview() {
  if (previewed === null) return;
  previewed = null;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The username whose preview is open, or null. */
export const useProfilePreview = () =>
  useSyncExternalStore(
    subscribe,
    () => previewed,
    () => null,
  );

/** The canonical profile path of a username (spec 01 §2 `/@{sc_username}`). */
export const profilePath = (username: string) => `/@${username}`;
