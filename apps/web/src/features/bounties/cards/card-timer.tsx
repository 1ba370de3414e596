import { BountyTimer } from '../components/bounty-timer';
import timerStyles from '../components/bounty-timer.module.css';
import { isNoLongerActive } from '../relation';
import type { Bounty } from '../types';

/**
 * The countdown of a card: 'Starts In' / 'Ends In' / 'Ended' while the bounty runs; a bounty that is over (in
 * review, completed, failed) reads 'Ended' whatever its end time, so a finished bounty never counts down.
 */
export function CardTimer({ bounty, className }: { bounty: Bounty; className?: string }) {
  if (bounty.bounty_type !== 'daily' && isNoLongerActive(bounty))
    return <span className={`${timerStyles.timer} ${timerStyles.ended} ${className ?? ''}`}>Ended</span>;
  return <BountyTimer bounty={bounty} className={className} />;
}
