import { type Role, STORAGE_KEYS } from '@crowns/contracts';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Session = {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userId: string;
  role: Role;
};

const CLEARED_KEYS = [
  'accessToken',
  'idToken',
  'refreshToken',
  'userId',
  'usersRole',
  'returnUrl',
  'preventRedirect',
] as const;
const SESSION_KEYS: string[] = CLEARED_KEYS.map((key) => STORAGE_KEYS[key]);

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  const accessToken = storage.get('accessToken');
  const idToken = storage.get('idToken');
  const refreshToken = storage.get('refreshToken');
  const userId = storage.get('userId');
  if (!accessToken || !idToken || !refreshToken || !userId) return null;
  return { accessToken, idToken, refreshToken, userId, role: (storage.get('usersRole') as Role) || 'user' };
}

const emit = () => {
  cached = undefined;
  for (const l of listeners) l();
};

/** The signed-in session from localStorage (both tokens present means logged in). */
export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setSession(session: Session) {
  storage.set('accessToken', session.accessToken);
  storage.set('idToken', session.idToken);
  storage.set('refreshToken', session.refreshToken);
  storage.set('userId', session.userId);
  storage.set('usersRole', session.role);
  emit();
}

/** Clears every stored key of the session (spec 01 §3), keeping UI preferences such as expandToggle. */
export function clearSession() {
  for (const key of CLEARED_KEYS) storage.remove(key);
  emit();
}

// Another tab logged in, refreshed or logged out: drop the cached session so every reader sees the change.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) emit();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
