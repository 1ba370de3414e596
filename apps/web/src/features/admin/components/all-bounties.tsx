import { ADMIN_BOUNTY_STATUSES, type AdminBountyStatus, adminBountiesQuery } from '@crowns/contracts';
import { Target } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/debounce';
import { Input } from '../../../ui';
import { useAdminBounties } from '../api/admin-bounties';
import styles from './admin.module.css';
import { AllBountiesTable } from './all-bounties-table';
import { EscrowTrailDialog } from './escrow-trail-dialog';
import { ListFooter } from './list-footer';
import { FilteredEmpty, ListOrError, useLastPage } from './list-state';
import { ToolbarSelect } from './toolbar-fields';
import { LIST_SEARCH_DEBOUNCE_MS } from './user-bounties';

export const ALL_BOUNTIES_PAGE_SIZE = 20;
const STATUS_LABEL: Record<AdminBountyStatus, string> = {
  active: 'Available',
  claimed: 'Claimed',
  submitted: 'In Review',
  completed: 'Completed',
  failed: 'Failed',
  unclaimed: 'Unclaimed',
  cancelled: 'Cancelled',
  deleted: 'Deleted',
};
const EMPTY = { search: '', creator: '', target: '', from: '', to: '', min: '', max: '' };
type Texts = typeof EMPTY;

/** Every user bounty with filters (status, title, creator, target, creation dates, amount); a row opens its escrow trail. */
export function AllBounties() {
  const [status, setStatus] = useState<AdminBountyStatus | ''>('');
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const typed = useDebouncedValue(texts, LIST_SEARCH_DEBOUNCE_MS);
  const filter = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.trim() || undefined]));
  // The server's own rules: a bad range shows its message here and is not sent.
  const checked = adminBountiesQuery.safeParse({
    ...filter,
    status: status || undefined,
    page,
    limit: ALL_BOUNTIES_PAGE_SIZE,
  });
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const query = useAdminBounties({
    ...(checked.success ? filter : {}),
    status: status || undefined,
    page,
    limit: ALL_BOUNTIES_PAGE_SIZE,
  });
  const data = query.data;
  useLastPage(query, page, setPage);
  const narrowed = Boolean(status || Object.values(texts).some((v) => v.trim()));
  const set = (key: keyof Texts) => (e: { target: { value: string } }) => {
    setTexts((t) => ({ ...t, [key]: e.target.value }));
    setPage(1);
  };
  const clear = () => {
    setTexts(EMPTY);
    setStatus('');
    setPage(1);
  };

  return (
    <section className={styles.section} aria-label="All bounties">
      <search className={styles.toolbar}>
        <Input
          className={styles.search}
          label="Title"
          type="search"
          placeholder="Search by title"
          value={texts.search}
          maxLength={100}
          onChange={set('search')}
        />
        <ToolbarSelect<AdminBountyStatus, ''>
          label="Status"
          value={status}
          options={ADMIN_BOUNTY_STATUSES}
          labels={STATUS_LABEL}
          all="All statuses"
          showLabel
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <Input
          className={styles.filter}
          label="Creator"
          placeholder="Username or id"
          value={texts.creator}
          maxLength={100}
          onChange={set('creator')}
        />
        <Input
          className={styles.filter}
          label="Target"
          placeholder="Username or id"
          value={texts.target}
          maxLength={100}
          onChange={set('target')}
        />
        <Input className={styles.filter} label="Created from" type="date" value={texts.from} onChange={set('from')} />
        <Input className={styles.filter} label="Created to" type="date" value={texts.to} onChange={set('to')} />
        <Input
          className={styles.filter}
          label="Min crowns"
          type="number"
          min={0}
          inputMode="numeric"
          value={texts.min}
          onChange={set('min')}
        />
        <Input
          className={styles.filter}
          label="Max crowns"
          type="number"
          min={0}
          inputMode="numeric"
          value={texts.max}
          onChange={set('max')}
        />
      </search>
      {problem ? (
        <p className={styles.statError} role="alert">
          {problem}
        </p>
      ) : null}

      <ListOrError what="bounties" query={query}>
        <AllBountiesTable
          bounties={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          onOpen={(b) => setOpenId(b.id)}
          empty={<FilteredEmpty icon={<Target size={18} />} nouns="bounties" filtered={narrowed} onClear={clear} />}
        />
      </ListOrError>
      <ListFooter
        data={data}
        noun={['bounty', 'bounties']}
        page={page}
        onPageChange={setPage}
        label="All bounty pages"
      />
      <EscrowTrailDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
