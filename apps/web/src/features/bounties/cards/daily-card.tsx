import { CalendarClock } from 'lucide-react';
import { formatDollarAmount } from '../../../lib/format';
import { Badge, Skeleton } from '../../../ui';
import { BountyTimer } from '../components/bounty-timer';
import { openBounty } from '../open-bounty';
import type { Bounty } from '../types';
import { BountyImage } from './bounty-image';
import styles from './daily-card.module.css';
import { summaryOf } from './summary';

export type DailyBounty = Bounty & { claimsRemaining?: number };

export const claimsRemainingOf = (b: DailyBounty) =>
  b.claimsRemaining ?? Math.max(0, (Number(b.number_of_claims) || 0) - (Number(b.claimCount) || 0));

export const dollars = (amount: number) => formatDollarAmount(Number(amount) || 0);

/**
 * The daily bounty card (spec 02 §2): image, title, description, categories, 'Ended' / 'Ends In' / 'Starts In' with
 * the countdown, a button reading '$amount' (or 'Claimed' once I claimed it) and 'Claim Remaining: x/y'.
 */
export function DailyCard({ bounty }: { bounty: DailyBounty }) {
  const remaining = claimsRemainingOf(bounty);
  return (
    <article className={styles.daily} data-testid="daily-card">
      <div className={styles.media}>
        {/* The board's first card: often its largest paint. */}
        <BountyImage src={bounty.image_url} priority />
        <Badge tone="brand" className={styles.kind}>
          <CalendarClock size={12} aria-hidden /> DAILY
        </Badge>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{bounty.title}</h3>
        <p className={styles.description}>{summaryOf(bounty)}</p>
        {bounty.category?.length ? (
          <ul className={styles.chips} aria-label="Categories">
            {bounty.category.map((c) => (
              <li key={c} className={styles.chip}>
                {c}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.status}>
          <BountyTimer bounty={bounty} className={styles.timer} />
          <span className={styles.remaining}>
            Claim Remaining: {remaining}/{bounty.number_of_claims}
          </span>
        </div>
        <button
          type="button"
          className={`${styles.action} ${bounty.isClaimed ? styles.claimed : ''}`}
          onClick={() => openBounty(bounty)}
        >
          {bounty.isClaimed ? 'Claimed' : dollars(bounty.amount)}
        </button>
      </div>
    </article>
  );
}

/** The daily card's loading shape, as tall as the card in each layout: the page does not jump when it arrives. */
export function DailyCardSkeleton() {
  return (
    <div className={styles.daily} aria-hidden data-testid="daily-skeleton">
      <Skeleton className={styles.mediaSkeleton} height="auto" radius={8} />
      <div className={styles.body}>
        <Skeleton height={22} width="60%" />
        <Skeleton height={36} />
        <Skeleton height={22} width="40%" />
        <Skeleton height={18} />
        <Skeleton height={40} radius={8} />
      </div>
    </div>
  );
}
