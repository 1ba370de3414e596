import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to what opened the first dialog once the last one closes, even when dialogs replaced each other
 * (Bounty Info → Up the Ante): Radix returns focus to what was focused when *its* dialog opened, which by then may be
 * a button of the dialog before.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && opener.current === null) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);
  useEffect(() => {
    if (open) return;
    restore(opener.current);
    opener.current = null;
  }, [open]);
  // The host unmounts this component when the last dialog closes without a deep link.
  useEffect(() => () => restore(opener.current), []);
}

function restore(element: HTMLElement | null) {
  if (!element) return;
  setTimeout(() => {
    const active = document.activeElement;
    if (element.isConnected && (active === null || active === document.body)) element.focus();
  }, 0);
}
