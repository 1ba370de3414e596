import { coverThumbUrl } from '@crowns/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { usableImageUrl } from '../../../lib/format';
import { bountyQuery } from '../api/get-bounty';

/** Which deep link (`{id}:{userId}`) the page fetched as it opened, while the dialogs' code was still loading. */
let prefetched: string | null = null;

const keyOf = (id: number, userId: string | null) => `${id}:${userId ?? ''}`;

/**
 * Starts a deep link's call and, once it answers, its cover thumbnail, alongside the dialogs' code instead of after
 * it: on a phone the link's dialog (and its image, the page's largest paint) then needs one round trip less.
 */
export function prefetchDeepLink(client: QueryClient, id: number, userId: string | null) {
  prefetched = keyOf(id, userId);
  // Fresh for this user: after a login the cached answer was made for someone else.
  void client
    .fetchQuery({ ...bountyQuery(id), staleTime: 0 })
    .then((bounty) => {
      const cover = usableImageUrl(bounty.image_url);
      const thumb = cover ? coverThumbUrl(cover) : null;
      if (thumb) new Image().src = thumb;
    })
    .catch(() => undefined); // the dialog asks again and shows the failure
}

/**
 * How old the deep link's bounty may be when its dialog opens: what the page fetched as it opened for this same
 * user, or else nothing cached (the relation to the bounty depends on who looks).
 */
export const deepLinkStaleTime = (id: number, userId: string | null) => (prefetched === keyOf(id, userId) ? 10_000 : 0);
