import { useEffect, useState } from 'react';
import { formatRemaining } from '../../../ui';
import { timingOf } from '../relation';
import type { Bounty } from '../types';
import styles from './bounty-timer.module.css';

type Props = {
  bounty: Pick<Bounty, 'duration_start_time' | 'duration_end_time'>;
  /** Show the 'Starts In' / 'Ends In' / 'Ended' label before the time. */
  showLabel?: boolean;
  /** Override the end (a claim's modified_end_time, 'Left to Submit'). */
  end?: string;
  className?: string;
};

/**
 * A bounty's countdown (spec 02 §4 "Timing label on a card"): before the start the time to the start, between start
 * and end the time to the end, afterwards zeros; the label is re-checked every second.
 */
export function BountyTimer({ bounty, showLabel = true, end, className }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const timing = timingOf(end ? { ...bounty, duration_end_time: end } : bounty, now);
  const remaining = timing.label === 'Ended' ? 0 : timing.target - now;
  return (
    <span className={`${styles.timer} ${timing.label === 'Ended' ? styles.ended : ''} ${className ?? ''}`}>
      {showLabel ? <span className={styles.label}>{timing.label}</span> : null}
      <time className="tabular" dateTime={new Date(timing.target).toISOString()}>
        {formatRemaining(remaining)}
      </time>
    </span>
  );
}
