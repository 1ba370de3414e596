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
/** Where focus was before the first dialog of a chain opened (login → OTP → …), to give it back at the end. */
let trigger: HTMLElement | null = null;

const emit = () => {
  for (const l of listeners) l();
};

export function openAuthDialog(name: AuthDialogName, props: Record<string, unknown> = {}) {
  if (state.name === null && typeof document !== 'undefined') {
    trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  state = { name, props };
  emit();
}

export function closeAuthDialog() {
  if (state.name === null) return;
  state = { name: null, props: {} };
  emit();
  const target = trigger;
  trigger = null;
  // Radix returns focus to what was focused when the *last* dialog opened, which is gone after a chain.
  setTimeout(() => {
    const active = document.activeElement;
    if (target?.isConnected && (!active || active === document.body)) target.focus();
  }, 0);
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
