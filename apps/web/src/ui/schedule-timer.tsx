import { useEffect, useState } from 'react';
import { serverNow } from '../lib/server-clock';
import { formatRemaining } from './countdown';
import styles from './schedule-timer.module.css';

/** The two times of anything that starts and ends (a bounty, a challenge). */
export type Schedule = { duration_start_time: string; duration_end_time: string };

/** The timing label of a card (spec 02 §4): before the start 'Starts In', then 'Ends In', after the end 'Ended'. */
export type TimingLabel = 'Starts In' | 'Ends In' | 'Ended';

export function timingOf(s: Schedule, now: number): { label: TimingLabel; target: number } {
  const start = new Date(s.duration_start_time).getTime();
  const end = new Date(s.duration_end_time).getTime();
  if (now < start) return { label: 'Starts In', target: start };
  if (now < end) return { label: 'Ends In', target: end };
  return { label: 'Ended', target: now };
}

type Props = {
  schedule: Schedule;
  /** Show the 'Starts In' / 'Ends In' / 'Ended' label before the time. */
  showLabel?: boolean;
  /** Override the end (a claim's modified_end_time, 'Left to Submit'). */
  end?: string;
  className?: string;
};

/**
 * A countdown chip (spec 02 §4 "Timing label on a card"): before the start the time to the start, between start and
 * end the time to the end, afterwards zeros; the label is re-checked every second.
 */
export function ScheduleTimer({ schedule, showLabel = true, end, className }: Props) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const id = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(id);
  }, []);
  const timing = timingOf(end ? { ...schedule, duration_end_time: end } : schedule, now);
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

/** The chip of something over: 'Ended' with no time. */
export function EndedTimer({ className }: { className?: string }) {
  return <span className={`${styles.timer} ${styles.ended} ${className ?? ''}`}>Ended</span>;
}
