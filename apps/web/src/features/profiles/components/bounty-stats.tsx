import type { ProfileBountyStats } from '@crowns/contracts';
import { CrownAmount, Skeleton } from '../../../ui';
import { useBountyStats } from '../api/bounty-stats';
import styles from './profile.module.css';

/** The user's bountyStats (spec 01 §3): accepted, completed, failed, win rate and total won. */
export function BountyStats({ userId, initial }: { userId: string; initial?: ProfileBountyStats }) {
  const stats = useBountyStats(userId, initial);
  const s = stats.data;
  if (!s)
    return (
      <div className={styles.stats} aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={56} radius={8} />
        ))}
      </div>
    );
  return (
    <dl className={styles.stats} aria-label="Bounty stats">
      <Stat label="Accepted" value={s.totalBountiesAccepted} />
      <Stat label="Completed" value={s.completedBounties} />
      <Stat label="Failed" value={s.failedBounties} />
      <Stat label="Win rate" value={`${Math.round(s.winRate)}%`} />
      <div className={styles.stat}>
        <dt>Total won</dt>
        <dd>
          <CrownAmount crowns={s.totalWinAmount} show="hover" />
        </dd>
      </div>
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </div>
  );
}
