import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBountyDialog } from '../../features/bounties/dialog-store';
import { deepLinkIdOf, prefetchDeepLink } from '../../features/bounties/dialogs/deep-link-prefetch';
import { preloadable } from '../../lib/preloadable';
import { getSession, useSession } from '../../lib/session';

const Dialogs = preloadable(() => import('../../features/bounties/dialogs/bounty-dialogs'), 'BountyDialogs');

/**
 * Run once as the app starts, before its first render: a share link's bounty, the dialogs' code and its view's code
 * start loading then, not after the page's first render (decision 036).
 */
export function startDeepLink(client: QueryClient) {
  const deepLink = deepLinkIdOf(new URLSearchParams(window.location.search));
  if (deepLink === 0) return;
  // The call first: over HTTP/1.1 a browser opens six connections to a host, and the code is a dozen files.
  prefetchDeepLink(client, deepLink, getSession()?.userId ?? null);
  Dialogs.preload().catch(() => undefined); // the host renders them and shows the failure
}

/**
 * The bounty dialogs, loaded the first time one opens or when the URL carries a share link; that link's bounty is
 * fetched while they load.
 */
export function BountyDialogsHost() {
  const open = useBountyDialog() !== null;
  const [params] = useSearchParams();
  const deepLink = deepLinkIdOf(params);
  const client = useQueryClient();
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (deepLink > 0) prefetchDeepLink(client, deepLink, userId);
  }, [client, deepLink, userId]);
  if (!open && !deepLink) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
