import type { ReactNode } from 'react';
import { Button } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import styles from '../../bounties/board/board.module.css';
import { GRID_PAGE } from '../../bounties/board/board-queries';
import { useGridPages } from '../../bounties/board/use-grid-pages';
import { BountyCard } from '../../bounties/cards/bounty-card';
import { CardSkeleton } from '../../bounties/cards/card-skeleton';
import type { BountyFilter } from '../../bounties/types';

/** A See More grid of bounty cards (POST /bounty/list, 8 a page) for one filter, e.g. a creator or a target. */
export function BountyGrid({
  filter,
  what,
  empty,
  sortBy = 'recent',
}: {
  filter: BountyFilter;
  what: string;
  empty: ReactNode;
  sortBy?: 'recent' | 'amount' | 'ending_soon';
}) {
  const grid = useGridPages(
    { sortBy, sortOrder: sortBy === 'ending_soon' ? 'asc' : 'desc', queryFilter: filter },
    false,
  );
  if (grid.isError) return <LoadError what={what} error={grid.error} onRetry={() => void grid.refetch()} />;
  if (grid.isPending)
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  if (grid.items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={styles.grid}>
        {grid.items.map((b) => (
          <BountyCard key={b.id} bounty={b} />
        ))}
        {grid.isLoadingMore ? Array.from({ length: 4 }, (_, i) => <CardSkeleton key={`more-${i}`} />) : null}
      </div>
      {grid.hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={grid.seeMore} loading={grid.isLoadingMore}>
            See More
          </Button>
        </div>
      ) : null}
    </>
  );
}

export { GRID_PAGE };
