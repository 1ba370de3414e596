import { challengePath } from '@crowns/contracts';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CrownAmount, EmptyState, Skeleton } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import { PagedTable } from '../../../ui/paged-table';
import { SectionHead } from '../../../ui/section-head';
import type { Column } from '../../../ui/table';
import { type Earning, useEarnings } from '../api/earnings';
import styles from './manager.module.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

const COLUMNS: Column<Earning>[] = [
  {
    key: 'what',
    header: 'For',
    cell: (e) =>
      e.bounty ? (
        <Link to={`/?bountyId=${e.bounty.id}`} className={styles.rowLink}>
          {e.bounty.title}
        </Link>
      ) : e.challenge ? (
        <Link to={challengePath({ id: e.challenge.id, title: e.challenge.title })} className={styles.rowLink}>
          {e.challenge.title}
        </Link>
      ) : (
        '—'
      ),
    skeleton: 180,
  },
  { key: 'kind', header: 'Type', cell: (e) => (e.kind === 'bounty' ? 'Bounty' : 'Challenge') },
  { key: 'date', header: 'Paid', align: 'end', cell: (e) => <span className="tabular">{day(e.createdAt)}</span> },
  { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <CrownAmount crowns={e.amount_cc} size="sm" /> },
];

/** What I won: totals by kind and every payout (after the fee), from the ledger. */
export function ManagerEarnings() {
  const [page, setPage] = useState(1);
  const list = useEarnings(page);
  const totals = list.data;
  return (
    <section className={styles.section} aria-labelledby="manager-earnings">
      <SectionHead
        id="manager-earnings"
        title="Earnings"
        text="Crowns paid to your wallet for bounties and challenges you won."
      />
      {list.isError && !list.data ? (
        <LoadError what="your earnings" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <dl className={styles.totals}>
            {(
              [
                ['Total earned', totals?.totalEarned],
                ['From bounties', totals?.bountyEarned],
                ['From challenges', totals?.challengeEarned],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={styles.total}>
                <dt>{label}</dt>
                <dd>{value === undefined ? <Skeleton width={80} height={20} /> : <CrownAmount crowns={value} />}</dd>
              </div>
            ))}
          </dl>
          <PagedTable
            list={list}
            what="your earnings"
            columns={COLUMNS}
            rowKey={(e) => String(e.id)}
            caption="Earnings"
            page={page}
            onPage={setPage}
            empty={
              <EmptyState
                compact
                icon={<Coins size={18} />}
                title="No earnings yet."
                description="Win a bounty or a challenge and your payout shows up here."
              />
            }
          />
        </>
      )}
    </section>
  );
}
