import { useSyncExternalStore } from 'react';

/** Phones (≤ 640 px): toasts on top, the closed side menu hidden (the CSS uses the same width). */
export const PHONE_SCREEN = '(max-width: 640px)';

/** True while the CSS media query matches (false where matchMedia is unavailable). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
