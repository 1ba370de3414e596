import { type ReactNode, useState } from 'react';
import { EmptyState, Tabs } from '../../../ui';
import { NO_DATA_TEXT, Pagination } from '../../../ui/pagination';
import { SectionHead } from '../../../ui/section-head';
import { useBountyList } from '../api/list-bounties';
import { BountyTable } from '../cards/bounty-table';
import { LoadError } from '../cards/load-error';
import type { BountyFilter } from '../types';
import styles from './dashboard.module.css';

/** The 'all' list page size (spec 02 §9). */
export const TABLE_PAGE = 10;

export type TableTab = { value: string; label: string };

/** The table tab bar of spec 02 §2: available, recent, In Review (value submitted), completed, failed, claimed. */
export const STATUS_TABS: TableTab[] = [
  { value: 'available', label: 'available' },
  { value: 'recent', label: 'recent' },
  { value: 'submitted', label: 'In Review' },
  { value: 'completed', label: 'completed' },
  { value: 'failed', label: 'failed' },
  { value: 'claimed', label: 'claimed' },
];

/** A titled, tabbed bounty table with numbered pagination ('No Data Available' when there are no pages). */
export function TableSection({
  id,
  title,
  description,
  tabs,
  defaultTab,
  filter,
  emptyHint,
}: {
  id: string;
  title: string;
  description: string;
  tabs: TableTab[];
  defaultTab: string;
  filter: BountyFilter;
  emptyHint: ReactNode;
}) {
  const [tab, setTab] = useState(defaultTab);
  const [page, setPage] = useState(1);
  const list = useBountyList({
    sortBy: 'recent',
    sortOrder: 'desc',
    page,
    limit: TABLE_PAGE,
    queryFilter: { ...filter, status: tab },
  });
  const changeTab = (next: string) => {
    setTab(next);
    setPage(1);
  };
  const items = tabs.map((t) => ({ value: t.value, label: <span className={styles.tabLabel}>{t.label}</span> }));
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <SectionHead id={id} title={title} text={description} />
      </div>
      <Tabs items={items} value={tab} onValueChange={changeTab} label={title} />
      {list.isError ? (
        <LoadError what={title.toLowerCase()} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <>
          <BountyTable
            rows={list.data?.data}
            tab={tab}
            caption={title}
            loading={list.isPending}
            stale={list.isPlaceholderData}
            empty={<EmptyState compact title={NO_DATA_TEXT} description={emptyHint} />}
          />
          {list.data && list.data.totalPages > 0 ? (
            <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} label={`${title} pages`} />
          ) : null}
        </>
      )}
    </section>
  );
}
