import type { BountyView } from '@crowns/contracts';
import { Target, X } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/debounce';
import {
  USER_BOUNTY_SORTS,
  USER_BOUNTY_STATUSES,
  type UserBountySort,
  type UserBountyStatus,
  useUserBounties,
} from '../api/user-bounties';
import { useNow } from '../use-now';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import { ListFooter } from './list-footer';
import { FilteredEmpty, ListOrError, useLastPage } from './list-state';
import { ToolbarSearch, ToolbarSelect } from './toolbar-fields';
import { UserBountiesTable } from './user-bounties-table';

export const USER_BOUNTIES_PAGE_SIZE = 20;
/** List search waits for 500 ms of quiet (spec 02 §9). */
export const LIST_SEARCH_DEBOUNCE_MS = 500;

const STATUS_LABEL: Record<UserBountyStatus, string> = {
  available: 'Available',
  recent: 'Recent',
  submitted: 'In Review',
  completed: 'Completed',
  failed: 'Failed',
  claimed: 'Claimed',
};
const SORT_LABEL: Record<UserBountySort, string> = {
  recent: 'Newest',
  amount: 'Highest Reward',
  ending_soon: 'Ending soon',
  popular: 'Popular',
};

/** Every user-created bounty, by status, with search, a creator filter and numbered pages. */
export function UserBounties() {
  const [status, setStatus] = useState<UserBountyStatus>('available');
  const [sortBy, setSortBy] = useState<UserBountySort>('recent');
  const [creator, setCreator] = useState<BountyView['creator'] | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const now = useNow(30_000);

  const search = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [seenSearch, setSeenSearch] = useState(search);
  // A new search starts at page 1 (adjusted during render, so no request for the old page goes out).
  if (seenSearch !== search) {
    setSeenSearch(search);
    setPage(1);
  }
  const query = useUserBounties({
    status,
    sortBy,
    page,
    limit: USER_BOUNTIES_PAGE_SIZE,
    search: search || undefined,
    user_id: creator?.id,
  });
  const data = query.data;
  useLastPage(query, page, setPage);
  const narrowed = Boolean(search || creator);
  const clear = () => {
    setText('');
    setCreator(null);
    setPage(1);
  };

  return (
    <section className={styles.section} aria-label="User bounties">
      <search className={styles.toolbar}>
        <ToolbarSearch label="Search bounties" placeholder="Search by title" value={text} onChange={setText} />
        <ToolbarSelect<UserBountyStatus>
          label="Status"
          value={status}
          options={USER_BOUNTY_STATUSES}
          labels={STATUS_LABEL}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <ToolbarSelect<UserBountySort>
          label="Sort"
          value={sortBy}
          options={USER_BOUNTY_SORTS}
          labels={SORT_LABEL}
          onChange={(v) => {
            setSortBy(v);
            setPage(1);
          }}
        />
      </search>
      {creator ? (
        <p className={bountyStyles.chipRow}>
          <span className={bountyStyles.chip}>
            Created by {creator.sc_username}
            <button
              type="button"
              className={bountyStyles.chipClear}
              aria-label="Show every creator"
              onClick={() => {
                setCreator(null);
                setPage(1);
              }}
            >
              <X size={14} aria-hidden />
            </button>
          </span>
        </p>
      ) : null}

      <ListOrError what="bounties" query={query}>
        <UserBountiesTable
          bounties={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          now={now}
          onCreator={(c) => {
            setCreator(c);
            setPage(1);
          }}
          empty={
            <FilteredEmpty
              icon={<Target size={18} />}
              nouns="bounties"
              filtered={narrowed}
              onClear={clear}
              description={`No bounties with the status ${STATUS_LABEL[status]}.`}
            />
          }
        />
      </ListOrError>
      <ListFooter data={data} noun={['bounty', 'bounties']} page={page} onPageChange={setPage} label="Bounty pages" />
    </section>
  );
}
