import { Flame, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui';
import { useTrendingCategories } from '../api/trending-categories';
import styles from './category.module.css';

export const categoryPath = (name?: string) =>
  name ? `/category?categoryName=${encodeURIComponent(name)}` : '/category';

/** Trending categories (most bounties created this week first) as links, the current one marked. */
export function TrendingCategories({ current }: { current?: string }) {
  const trending = useTrendingCategories();
  // A list that failed to load is left out: the bounties below are what the page is for.
  if (trending.isError) return null;
  return (
    <section className={styles.trending} aria-labelledby="trending-title">
      <h2 id="trending-title" className={styles.sectionTitle}>
        <Flame size={18} aria-hidden className={styles.flame} /> Trending categories
      </h2>
      <p className={styles.caption}>By bounties posted in the last 7 days.</p>
      {trending.isPending ? (
        <div className={styles.chips} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width={96} height={36} radius={999} />
          ))}
        </div>
      ) : (
        <ul className={styles.chips}>
          <li>
            <Link
              to={categoryPath()}
              className={`${styles.chip} ${current ? '' : styles.current}`}
              aria-current={current ? undefined : 'page'}
            >
              <LayoutGrid size={16} aria-hidden /> All
            </Link>
          </li>
          {trending.data.map((c) => (
            <li key={c.id ?? c.name}>
              <Link
                to={categoryPath(c.name)}
                className={`${styles.chip} ${c.name === current ? styles.current : ''}`}
                aria-current={c.name === current ? 'page' : undefined}
              >
                {c.name}
                {c.bountyCount ? (
                  <span className={styles.count} title={`${c.bountyCount} new this week`}>
                    <span aria-hidden>{c.bountyCount}</span>
                    <span className="sr-only">, {c.bountyCount} new this week</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
