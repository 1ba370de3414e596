import { CalendarClock } from 'lucide-react';
import { useDailyBounties } from '../api/daily-bounties';
import { DailyCard, DailyCardSkeleton } from '../cards/daily-card';
import { LoadError } from '../cards/load-error';
import styles from './board.module.css';

/** Today's daily bounties (GET /bounty/daily), open to everyone; left out when there are none. */
export function DailySection() {
  const daily = useDailyBounties();
  if (daily.isSuccess && daily.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="daily-title">
      <div className={styles.sectionHead}>
        <h2 id="daily-title" className={styles.sectionTitle}>
          <CalendarClock size={18} aria-hidden className={styles.daily} /> Daily Bounties
        </h2>
      </div>
      {daily.isError ? (
        <LoadError what="the daily bounties" error={daily.error} onRetry={() => daily.refetch()} />
      ) : (
        <div className={styles.dailyGrid}>
          {daily.isPending ? <DailyCardSkeleton /> : daily.data.map((b) => <DailyCard key={b.id} bounty={b} />)}
        </div>
      )}
    </section>
  );
}
