import { Flame } from 'lucide-react';
import { Skeleton } from '../../../ui';
import { useBountyList } from '../api/list-bounties';
import { LoadError } from '../cards/load-error';
import { MiniCard } from '../cards/mini-card';
import styles from './board.module.css';
import { POPULAR_PARAMS } from './board-queries';

/** Popular bounty mini-cards; the section is left out when nothing is available. */
export function PopularStrip() {
  const popular = useBountyList(POPULAR_PARAMS);
  if (popular.isSuccess && popular.data.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="popular-title">
      <div className={styles.sectionHead}>
        <h2 id="popular-title" className={styles.sectionTitle}>
          <Flame size={18} aria-hidden className={styles.flame} /> Popular Bounties
        </h2>
      </div>
      {popular.isError ? (
        <LoadError what="the popular bounties" error={popular.error} onRetry={() => popular.refetch()} />
      ) : (
        <div className={styles.scroller}>
          {popular.isPending
            ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={250} radius={12} />)
            : popular.data.data.map((b) => <MiniCard key={b.id} bounty={b} />)}
        </div>
      )}
    </section>
  );
}
