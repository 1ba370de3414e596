import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let firstPageLoaded = false;
let codeLoading = 0;
/** Reached once for the whole tab: a part mounted later (the bell after a login) does not wait again. */
let reached = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The router calls this once the first page's code has loaded (its lazy route resolved). */
export function markFirstPageLoaded() {
  if (firstPageLoaded) return;
  firstPageLoaded = true;
  emit();
}

/** Code the page is waiting for (a dialog a share link opens): deferred work waits for it too. */
export function whileLoadingCode<T>(loading: Promise<T>): Promise<T> {
  codeLoading++;
  emit();
  return loading.finally(() => {
    codeLoading--;
    emit();
  });
}

/** For tests: back to a fresh page load. */
export function resetFirstPage() {
  firstPageLoaded = false;
  reached = false;
}

function reach() {
  if (reached) return;
  reached = true;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whatever happens, the deferred work starts this long after the shell first rendered. */
export const AFTER_FIRST_PAGE_LATEST_MS = 5_000;

/** How long nothing must load before the page counts as done: its next step (a call after a call) starts sooner. */
export const QUIET_MS = 300;

/**
 * True once the first page has its code (and any code it asked for since) and its data, nothing has loaded for a
 * moment and the browser is idle (at the latest 5 s after the shell's first render), and from then on. Work the
 * first paint does not need (the socket and the live layer, the bell, the sign-in dialogs) waits for it, so that on
 * a slow phone it does not take the connections, bandwidth and main thread the page's own files, calls and images
 * need (decision 031).
 */
export function useAfterFirstPage(): boolean {
  const loaded = useSyncExternalStore(subscribe, () => firstPageLoaded && codeLoading === 0);
  const client = useQueryClient();
  // A store's change renders at once, in one task; the deferred work's first render is a transition instead, which
  // yields to the browser every few milliseconds (a phone's main thread stays free for input; decision 033).
  const [after, setAfter] = useState(() => reached);
  useEffect(() => {
    if (after) return;
    const catchUp = () => {
      if (reached) startTransition(() => setAfter(true));
    };
    catchUp();
    return subscribe(catchUp);
  }, [after]);

  useEffect(() => {
    if (after) return;
    const latest = window.setTimeout(reach, AFTER_FIRST_PAGE_LATEST_MS);
    return () => window.clearTimeout(latest);
  }, [after]);

  // The calls in flight are read from the query cache, not through a hook: a component using this one (the shell)
  // must not render again each time a call starts or ends, for the whole visit.
  useEffect(() => {
    if (after || !loaded) return;
    let fetching = -1;
    let quiet: number | undefined;
    let idle: number | undefined;
    const stop = () => {
      window.clearTimeout(quiet);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      idle = undefined;
    };
    const check = () => {
      const now = client.isFetching();
      if (now === fetching) return;
      fetching = now;
      stop();
      if (now > 0) return;
      quiet = window.setTimeout(() => {
        if (window.requestIdleCallback) idle = window.requestIdleCallback(reach, { timeout: 1_000 });
        else reach();
      }, QUIET_MS);
    };
    check();
    const unsubscribe = client.getQueryCache().subscribe(check);
    return () => {
      unsubscribe();
      stop();
    };
  }, [after, loaded, client]);

  return after;
}
