import { useSyncExternalStore } from 'react';

/** Every account dialog of spec 01 §2. Exactly one is open at a time. */
export type AuthDialogName =
  | 'login'
  | 'signup'
  | 'signupToContinue'
  | 'forgotPassword'
  | 'emailSent'
  | 'emailNotVerified'
  | 'verifyEmail'
  | 'youAreIn'
  | 'otp';

export type AuthDialogState = { name: AuthDialogName | null; props: Record<string, unknown> };

let state: AuthDialogState = { name: null, props: {} };
const listeners = new Set<() => void>();

export function openAuthDialog(name: AuthDialogName, props: Record<string, unknown> = {}) {
  state = { name, props };
  for (const l of listeners) l();
}

export function closeAuthDialog() {
  state = { name: null, props: {} };
  for (const l of listeners) l();
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
