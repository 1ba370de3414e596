import { lazy, Suspense, useEffect, useState } from 'react';

const RealtimeRoot = lazy(() => import('./realtime-root'));

/**
 * Loads the realtime layer (socket.io-client in its own chunk, the live updates, the notification toasts and
 * You Have Won!) after the first render, keeping it out of the initial JS of every route (DESIGN §8).
 */
export function RealtimeHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeRoot />
    </Suspense>
  );
}
