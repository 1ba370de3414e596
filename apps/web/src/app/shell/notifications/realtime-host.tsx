import { lazy, Suspense } from 'react';
import { useAfterFirstPage } from '../../../lib/after-first-page';

const RealtimeRoot = lazy(() => import('./realtime-root'));

/**
 * Loads the realtime layer (socket.io-client in its own chunk, the live updates, the notification toasts and
 * You Have Won!) once the first page has its code and data (decision 031), keeping it out of the initial JS of
 * every route (DESIGN §8). The socket's first connect refetches what the page shows, so nothing is missed meanwhile.
 */
export function RealtimeHost() {
  if (!useAfterFirstPage()) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeRoot />
    </Suspense>
  );
}
