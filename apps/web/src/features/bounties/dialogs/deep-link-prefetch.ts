import type { QueryClient } from '@tanstack/react-query';
import { preloadCoverThumb } from '../../../lib/preload-cover';
import { bountyQuery } from '../api/get-bounty';
import { deepLinkTarget } from '../relation';
import { deepLinkDialogs } from './deep-link-dialogs';

/** Which deep link (`{id}:{userId}`) the page fetched as it opened, while the dialogs' code was still loading. */
let prefetched: string | null = null;

const keyOf = (id: number, userId: string | null) => `${id}:${userId ?? ''}`;

/** The bounty id of a share link's numeric ?bountyId= (spec 02 §2), else 0: a non-numeric id is ignored. */
export const deepLinkIdOf = (params: URLSearchParams) => {
  const raw = params.get('bountyId') ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : 0;
};

/** Loads a view's code; a failure is left to the dialog, which asks again and shows it. */
const loadView = (kind: keyof typeof deepLinkDialogs) => deepLinkDialogs[kind].preload().catch(() => undefined);

/**
 * Starts a deep link's call and, once it answers, its cover thumbnail, alongside the dialogs' code instead of after
 * it: on a phone the link's dialog (and its image, the page's largest paint) then needs one round trip less. The
 * view's own code loads alongside too (decision 036): at once for a visitor, who always sees the claim view (spec 02
 * §4), and with the answer for a member, whose view depends on their relation to the bounty.
 */
export function prefetchDeepLink(client: QueryClient, id: number, userId: string | null) {
  // Already started as the app started (startDeepLink), or the same link seen again: the dialog refetches what is old.
  if (prefetched === keyOf(id, userId)) return;
  prefetched = keyOf(id, userId);
  // Fresh for this user: after a login the cached answer was made for someone else.
  void client
    .fetchQuery({ ...bountyQuery(id), staleTime: 0 })
    .then((bounty) => {
      preloadCoverThumb(bounty.image_url);
      if (userId) void loadView(deepLinkTarget(bounty, userId).kind);
    })
    .catch(() => undefined); // the dialog asks again and shows the failure
  if (!userId) void loadView('claim');
}

/**
 * How old the deep link's bounty may be when its dialog opens: what the page fetched as it opened for this same
 * user, or else nothing cached (the relation to the bounty depends on who looks).
 */
export const deepLinkStaleTime = (id: number, userId: string | null) => (prefetched === keyOf(id, userId) ? 10_000 : 0);
