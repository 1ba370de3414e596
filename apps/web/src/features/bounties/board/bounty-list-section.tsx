import { Plus, SearchX, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/debounce';
import { Button, buttonClass, EmptyState, Tabs } from '../../../ui';
import { BountyCard } from '../cards/bounty-card';
import { CardSkeleton } from '../cards/card-skeleton';
import { CREATE_BOUNTY_PATH, CreateCard, guardCreate } from '../cards/create-card';
import { LoadError } from '../cards/load-error';
import type { BountySort } from '../types';
import styles from './board.module.css';
import { GRID_PAGE } from './board-queries';
import { ALL_CATEGORIES, ListToolbar } from './list-toolbar';
import { useGridPages } from './use-grid-pages';

/** Spec 02 §9: list search is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

const TABS = [
  { value: 'available', label: 'Available' },
  { value: 'completed', label: 'Completed' },
];

/**
 * The bounty list section (spec 02 §2): tabs Available and Completed, search, sort and category, and the most-wanted
 * grid with See More. With no explicit sort ('recent', the default) the most-wanted grid is ordered by reward.
 * A category page passes `category`: the list keeps to it, with no category filter and no create card.
 */
export function BountyListSection({ category: fixedCategory }: { category?: string } = {}) {
  const [tab, setTab] = useState('available');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<BountySort>('recent');
  const [chosenCategory, setCategory] = useState(ALL_CATEGORIES);
  const category = fixedCategory ?? chosenCategory;
  const inCategory = fixedCategory !== undefined && fixedCategory !== ALL_CATEGORIES;
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const sortBy: BountySort = sort === 'recent' ? 'amount' : sort;
  const available = tab === 'available';
  const grid = useGridPages(
    {
      sortBy,
      sortOrder: sortBy === 'ending_soon' ? 'asc' : 'desc',
      queryFilter: {
        status: tab,
        ...(term ? { search: term } : {}),
        ...(category !== ALL_CATEGORIES ? { category } : {}),
      },
    },
    available && fixedCategory === undefined,
  );
  const filtered = term !== '' || (fixedCategory === undefined && category !== ALL_CATEGORIES);
  const clear = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  return (
    <section className={styles.section} aria-labelledby="bounty-list-title">
      <h2 id="bounty-list-title" className="sr-only">
        Bounties
      </h2>
      <div className={styles.listHead}>
        <Tabs items={TABS} value={tab} onValueChange={setTab} label="Bounty status" />
        <ListToolbar
          search={search}
          onSearch={setSearch}
          sort={sort}
          onSort={setSort}
          category={category}
          onCategory={fixedCategory === undefined ? setCategory : undefined}
        />
      </div>
      {grid.isError ? (
        <LoadError what="the bounties" error={grid.error} onRetry={() => void grid.refetch()} />
      ) : grid.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: GRID_PAGE }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : grid.items.length === 0 && fixedCategory !== undefined && !filtered ? (
        <EmptyState
          icon={<SearchX size={22} />}
          title={`No ${available ? '' : 'completed '}bounties${inCategory ? ` in ${category}` : ''} yet.`}
          description={available ? 'Post the first one and let creators compete.' : 'Winning videos will show up here.'}
          action={
            available ? (
              <Link to={CREATE_BOUNTY_PATH} onClick={guardCreate} className={buttonClass({ variant: 'secondary' })}>
                <Plus size={16} aria-hidden /> Create a Bounty
              </Link>
            ) : (
              <Button variant="secondary" onClick={() => setTab('available')}>
                Browse Available
              </Button>
            )
          }
        />
      ) : grid.items.length === 0 && (filtered || !available) ? (
        <EmptyState
          icon={filtered ? <SearchX size={22} /> : <Trophy size={22} />}
          title={filtered ? 'No bounties match your search.' : 'No completed bounties yet.'}
          description={filtered ? 'Try another word or category.' : 'Winning videos will show up here.'}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setTab('available')}>
                Browse Available
              </Button>
            )
          }
        />
      ) : (
        <>
          <div className={`${styles.grid} ${grid.isStale ? styles.stale : ''}`} data-testid="bounty-grid">
            {available && fixedCategory === undefined ? (
              <CreateCard empty={grid.items.length === 0 && !filtered} />
            ) : null}
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
      )}
    </section>
  );
}
