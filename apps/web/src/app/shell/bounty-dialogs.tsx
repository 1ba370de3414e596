import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBountyDialog } from '../../features/bounties/dialog-store';
import { prefetchDeepLink } from '../../features/bounties/dialogs/deep-link-prefetch';
import { preloadable } from '../../lib/preloadable';
import { useSession } from '../../lib/session';

const Dialogs = preloadable(() => import('../../features/bounties/dialogs/bounty-dialogs'), 'BountyDialogs');

/**
 * The bounty dialogs, loaded the first time one opens or when the URL carries a numeric ?bountyId= (the share link,
 * spec 02 §2); that link's bounty is fetched while they load. A non-numeric id is ignored.
 */
export function BountyDialogsHost() {
  const open = useBountyDialog() !== null;
  const [params] = useSearchParams();
  const raw = params.get('bountyId') ?? '';
  const deepLink = /^\d+$/.test(raw) ? Number(raw) : 0;
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
