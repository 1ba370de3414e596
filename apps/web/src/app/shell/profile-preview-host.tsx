import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeProfilePreview, useProfilePreview } from '../../lib/profile-preview';

const Preview = lazy(() =>
  import('../../features/profiles/components/profile-preview-dialog').then((m) => ({
    default: m.ProfilePreviewDialog,
  })),
);

/** The Profile preview dialog, loaded the first time a username is clicked; a page change closes it. */
export function ProfilePreviewHost() {
  const open = useProfilePreview() !== null;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the page change itself
  useEffect(() => {
    closeProfilePreview();
  }, [pathname]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Preview />
    </Suspense>
  );
}
