import { CHALLENGE_LIMITS, type ChallengeListFilter } from '@crowns/contracts';
import { Plus, SearchX, Swords } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/debounce';
import { Button, buttonClass, EmptyState, Tabs } from '../../../ui';
import { useChallengeList } from '../api/list-challenges';
import { ChallengeGrid } from '../challenge-grid';
import { CREATE_CHALLENGE_PATH, guardCreateChallenge } from '../create-path';
import { useChallengeRooms } from '../live/use-challenge-rooms';
import { sortOrderOf } from '../sorts';
import { ALL, type ChallengeFilters, ChallengeToolbar, NO_FILTERS } from './challenge-toolbar';
import styles from './list.module.css';

/** Spec 02 §9: list search is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

const TABS: { value: ChallengeListFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live Now' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ended', label: 'Ended' },
];

const EMPTY: Record<ChallengeListFilter, { title: string; text: string }> = {
  all: { title: 'No challenges yet.', text: 'Start the first one and let creators compete for your prize.' },
  live: { title: 'No live challenges right now.', text: 'Upcoming challenges start soon: check them out.' },
  upcoming: { title: 'No upcoming challenges.', text: 'Schedule one and let creators get ready.' },
  ended: { title: 'No ended challenges yet.', text: 'Winners will show up here when challenges end.' },
};

/**
 * The challenge list (issue 11): tabs All, Live Now, Upcoming and Ended (with their winners); search (500 ms),
 * sort, category and type; numbered pages of 10. The rooms of the shown challenges are joined for live prizes.
 */
export function ChallengeListSection() {
  const [filter, setFilter] = useState<ChallengeListFilter>('all');
  const [filters, setFilters] = useState<ChallengeFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  // Any change of what is listed goes back to page 1 (the search once its pause is over).
  const [lastTerm, setLastTerm] = useState(term);
  if (lastTerm !== term) {
    setLastTerm(term);
    setPage(1);
  }
  const change = (patch: Partial<ChallengeFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    if (!('search' in patch)) setPage(1);
  };
  const showTab = (next: ChallengeListFilter) => {
    setFilter(next);
    setPage(1);
  };
  const { sort, category, type } = filters;
  const list = useChallengeList({
    filter,
    sortBy: sort,
    sortOrder: sortOrderOf(sort),
    page,
    limit: CHALLENGE_LIMITS.listLimit,
    ...(term ? { search: term } : {}),
    queryFilter: {
      ...(category !== ALL ? { category } : {}),
      ...(type !== ALL ? { type } : {}),
    },
  });
  useChallengeRooms((list.data?.data ?? []).map((c) => c.id));
  const filtered = term !== '' || category !== ALL || type !== ALL;
  const clear = () => {
    setFilters((f) => ({ ...NO_FILTERS, sort: f.sort }));
    setPage(1);
  };

  return (
    <section className={styles.section} aria-labelledby="challenge-list-title">
      <h2 id="challenge-list-title" className="sr-only">
        All challenges
      </h2>
      <div className={styles.listHead}>
        <Tabs
          items={TABS}
          value={filter}
          onValueChange={(v) => showTab(v as ChallengeListFilter)}
          label="Challenge status"
        />
        <ChallengeToolbar filters={filters} onChange={change} />
      </div>
      <ChallengeGrid
        list={list}
        what="the challenges"
        page={page}
        onPage={setPage}
        testId="challenge-grid"
        empty={
          filtered ? (
            <EmptyState
              icon={<SearchX size={22} />}
              title="No challenges match your search."
              description="Try another word, category or type."
              action={
                <Button variant="secondary" onClick={clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Swords size={22} />}
              title={EMPTY[filter].title}
              description={EMPTY[filter].text}
              action={
                filter === 'live' ? (
                  <Button variant="secondary" onClick={() => showTab('upcoming')}>
                    See Upcoming
                  </Button>
                ) : (
                  <Link
                    to={CREATE_CHALLENGE_PATH}
                    onClick={guardCreateChallenge}
                    className={buttonClass({ variant: 'secondary' })}
                  >
                    <Plus size={16} aria-hidden /> Create a Challenge
                  </Link>
                )
              }
            />
          )
        }
      />
    </section>
  );
}
