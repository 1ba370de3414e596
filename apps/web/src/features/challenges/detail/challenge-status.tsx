import type { ChallengeDetail } from '@crowns/contracts';
import { CalendarClock, RotateCcw, Timer, Trophy } from 'lucide-react';
import { Countdown, CrownAmount, LiveBadge } from '../../../ui';
import type { ChallengePhase } from '../phase';
import styles from './detail.module.css';

type Props = { challenge: ChallengeDetail; phase: ChallengePhase; onTimeUp: () => void };

/** Where the challenge is: the countdown to its start or end, else its outcome (winner and payout, or refunded). */
export function ChallengeStatus({ challenge: c, phase, onTimeUp }: Props) {
  switch (phase) {
    case 'upcoming':
      return (
        <div className={styles.status} data-testid="challenge-status" data-phase={phase}>
          <CalendarClock size={18} aria-hidden />
          <span>Starts in</span>
          <Countdown target={c.duration_start_time} onEnd={onTimeUp} className={styles.clock} />
        </div>
      );
    case 'live':
      return (
        <div className={styles.status} data-testid="challenge-status" data-phase={phase}>
          <LiveBadge />
          <span>Ends in</span>
          <Countdown target={c.duration_end_time} onEnd={onTimeUp} className={styles.clock} />
        </div>
      );
    case 'ended':
      return (
        <div className={styles.status} data-testid="challenge-status" data-phase={phase}>
          <Timer size={18} aria-hidden />
          <span>Ended · picking the winner</span>
        </div>
      );
    case 'paid':
      return (
        <div className={`${styles.status} ${styles.statusWon}`} data-testid="challenge-status" data-phase={phase}>
          <Trophy size={18} aria-hidden />
          {c.winner ? (
            <span>
              Won by <strong>@{c.winner.user.sc_username}</strong> with {c.winner.upvotes}{' '}
              {c.winner.upvotes === 1 ? 'upvote' : 'upvotes'} · paid <CrownAmount crowns={c.winner.payout_cc} />
            </span>
          ) : (
            <span>Winner paid</span>
          )}
        </div>
      );
    case 'refunded':
      return (
        <div className={`${styles.status} ${styles.statusRefunded}`} data-testid="challenge-status" data-phase={phase}>
          <RotateCcw size={18} aria-hidden />
          <span>Refunded: no eligible response, every contribution went back to its wallet.</span>
        </div>
      );
  }
}
