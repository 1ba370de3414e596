import { LIMITS } from '@crowns/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/media-query';
import { storage } from '../../lib/storage';

export const SMALL_SCREEN = `(max-width: ${LIMITS.sideMenuBreakpoint}px)`;

const readPreference = () => storage.get('expandToggle') !== 'false';

/**
 * Side menu state. Above 1024 px the user's expanded/collapsed choice is remembered in `expandToggle`.
 * At 1024 px or less the menu is an overlay that starts closed and closes after every navigation
 * (spec 01 §2), without overwriting the remembered desktop choice.
 */
export function useSideMenu() {
  const small = useMediaQuery(SMALL_SCREEN);
  const [preference, setPreference] = useState(readPreference);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a route change.
  useEffect(() => {
    setOverlayOpen(false);
  }, [pathname, search]);

  const toggle = useCallback(() => {
    if (small) {
      setOverlayOpen((open) => !open);
      return;
    }
    setPreference((expanded) => {
      storage.set('expandToggle', String(!expanded));
      return !expanded;
    });
  }, [small]);

  const close = useCallback(() => setOverlayOpen(false), []);

  return { small, expanded: small ? overlayOpen : preference, toggle, close };
}
