import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useBountyDialog } from '../../features/bounties/dialog-store';

const Dialogs = lazy(() =>
  import('../../features/bounties/dialogs/bounty-dialogs').then((m) => ({ default: m.BountyDialogs })),
);

/**
 * The bounty dialogs, loaded the first time one opens or when the URL carries a numeric ?bountyId= (the share link,
 * spec 02 §2). A non-numeric id is ignored.
 */
export function BountyDialogsHost() {
  const open = useBountyDialog() !== null;
  const [params] = useSearchParams();
  const deepLink = /^\d+$/.test(params.get('bountyId') ?? '');
  if (!open && !deepLink) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
