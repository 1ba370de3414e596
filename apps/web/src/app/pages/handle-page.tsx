import { Target, User } from 'lucide-react';
import { useParams } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';

/** '/@name' is a profile; any other single segment is not a page. */
function useProfileName(): string | null {
  const { handle = '' } = useParams();
  return handle.startsWith('@') && handle.length > 1 ? handle.slice(1) : null;
}

export function HandlePage() {
  const name = useProfileName();
  if (!name) return <NotFoundPage />;
  return (
    <PlaceholderPage
      icon={User}
      title={`@${name}`}
      description="This profile's bounty stats, activity, videos, followers and live status will appear here."
    />
  );
}

/** '/@name/bounty' and '/@name/board': the streamer's own bounty board, shown without the shell. */
export function HandleBountyPage() {
  const name = useProfileName();
  if (!name) return <NotFoundPage />;
  return (
    <PlaceholderPage
      icon={Target}
      title={`@${name}'s Bounty Board`}
      description="The bounties targeted at this streamer, ready to show on stream."
    />
  );
}
