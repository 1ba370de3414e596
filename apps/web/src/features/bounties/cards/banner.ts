import { truncate } from '../../../lib/format';
import { targetUserId } from '../relation';
import type { Bounty, BountyClaim } from '../types';

export type BannerTone = 'success' | 'danger' | 'brand' | 'warning' | 'neutral';

/** A card's status banner (spec 02 §2): Won by, Failed by, Claimed by, Unclaimed Bounty, In Review. */
export type Banner = { text: string; name?: string; tone: BannerTone };

/** Display lengths of spec 02 §9: claimant names cut at 6, the streamer (target) tag at 8. */
export const CLAIMANT_MAX = 6;
export const STREAMER_TAG_MAX = 8;
export { CREATOR_MAX } from '../../../ui/card-creator';

const FAILED_CLAIM = new Set(['failed', 'expired', 'quitted']);

/** The claim that decided the bounty's state: the holding claim, else the last claim that ended badly. */
function claimantOf(b: Bounty): BountyClaim | undefined {
  const claims = b.claims ?? [];
  const wanted = b.status === 'completed' ? ['completed'] : b.status === 'claimed' ? ['claimed'] : null;
  if (wanted) return claims.find((c) => wanted.includes(c.status));
  return [...claims].reverse().find((c) => FAILED_CLAIM.has(c.status));
}

const nameOf = (b: Bounty) => {
  const name = claimantOf(b)?.user.sc_username ?? b.streamer?.sc_username;
  return name ? truncate(name, CLAIMANT_MAX) : undefined;
};

export function bannerOf(b: Bounty): Banner | null {
  if (b.bounty_type === 'daily') return null;
  switch (b.status) {
    case 'completed':
      return { text: 'Won by', name: nameOf(b), tone: 'success' };
    case 'claimed':
      return { text: 'Claimed by', name: nameOf(b), tone: 'brand' };
    case 'submitted':
      return { text: 'In Review', tone: 'warning' };
    case 'unclaimed':
      return { text: 'Unclaimed Bounty', tone: 'neutral' };
    case 'failed': {
      if (b.failure_reason === 'unclaimed' || !claimantOf(b)) return { text: 'Unclaimed Bounty', tone: 'neutral' };
      return { text: 'Failed by', name: nameOf(b), tone: 'danger' };
    }
    default:
      return null;
  }
}

/** The '@streamer' tag of a targeted bounty, cut at 8 characters; null for public ones. */
export function streamerTag(b: Bounty): string | null {
  if (targetUserId(b) === null || b.bounty_type === 'daily') return null;
  const name = b.target_user?.sc_username;
  return name ? `@${truncate(name, STREAMER_TAG_MAX)}` : null;
}
