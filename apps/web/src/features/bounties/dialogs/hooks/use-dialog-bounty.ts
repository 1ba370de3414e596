import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../../lib/session';
import { bountyQuery } from '../../api/get-bounty';
import { bountyKeys } from '../../query-keys';
import type { Bounty } from '../../types';

/**
 * The fresh bounty of a dialog (GET /bounty/{id}, under bountyKeys so live updates reach it), showing the opener's
 * copy at once meanwhile. Logging in or out refetches it: the answer depends on who asks (isClaimed, claims).
 */
export function useDialogBounty(id: number | undefined, opener?: Bounty) {
  const client = useQueryClient();
  const userId = useSession()?.userId ?? null;
  const query = useQuery({
    ...bountyQuery(id ?? 0),
    enabled: typeof id === 'number' && id > 0,
    placeholderData: opener && opener.id === id ? opener : undefined,
  });
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId || !id) return;
    seenUser.current = userId;
    void client.invalidateQueries({ queryKey: bountyKeys.detail(id) });
  }, [client, id, userId]);
  return query;
}
