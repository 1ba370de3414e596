import { useParams } from 'react-router';

/** '/@name' (and '/@name/bounty', '/@name/board') carry a profile name; any other single segment is not a page. */
export function useProfileName(): string | null {
  const { handle = '' } = useParams();
  return handle.startsWith('@') && handle.length > 1 ? handle.slice(1) : null;
}
