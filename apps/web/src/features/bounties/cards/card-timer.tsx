import { EndedTimer } from '../../../ui/schedule-timer';
import { BountyTimer } from '../components/bounty-timer';
import { isNoLongerActive } from '../relation';
import type { Bounty } from '../types';

/**
 * The countdown of a card: 'Starts In' / 'Ends In' / 'Ended' while the bounty runs; a bounty that is over (in
 * review, completed, failed) reads 'Ended' whatever its end time, so a finished bounty never counts down.
 */
export function CardTimer({ bounty, className }: { bounty: Bounty; className?: string }) {
  if (bounty.bounty_type !== 'daily' && isNoLongerActive(bounty)) return <EndedTimer className={className} />;
  return <BountyTimer bounty={bounty} className={className} />;
}
