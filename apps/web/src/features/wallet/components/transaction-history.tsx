import { MSG, type TransactionFilter } from '@crowns/contracts';
import { AlertTriangle, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { NO_DATA_TEXT, Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/get-transactions';
import { openPurchaseDialog } from '../dialog-store';
import type { TransactionParams } from '../query-keys';
import { type DateRange, TransactionFilters } from './transaction-filters';
import { TransactionList } from './transaction-list';
import styles from './wallet.module.css';

/** Query params for a filter and date range: both dates → `date=from,to`; one end → `from` or `to`. */
export function transactionParams(page: number, filter: TransactionFilter, range: DateRange): TransactionParams {
  const params: TransactionParams = { page, limit: TRANSACTIONS_PAGE_SIZE, filter };
  if (range.from && range.to) params.date = `${range.from},${range.to}`;
  else if (range.from) params.from = range.from;
  else if (range.to) params.to = range.to;
  return params;
}

export const invalidRange = (range: DateRange) => Boolean(range.from && range.to && range.from > range.to);

/** The wallet history: filter by kind and date range, numbered pages, newest first. */
export function TransactionHistory() {
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const badRange = invalidRange(range);
  const query = useTransactions(transactionParams(page, filter, range), !badRange);
  const filtered = filter !== 'all' || Boolean(range.from || range.to);

  const clear = () => {
    setFilter('all');
    setRange({ from: '', to: '' });
    setPage(1);
  };

  return (
    <section className={`${styles.card} ${styles.history}`} aria-labelledby="history-title">
      <div className={styles.historyHead}>
        <h2 id="history-title" className={styles.cardHeading}>
          <ReceiptText size={18} aria-hidden /> Transaction history
        </h2>
        <TransactionFilters
          filter={filter}
          range={range}
          rangeError={badRange ? 'The start date must be on or before the end date.' : undefined}
          onFilterChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
          onRangeChange={(r) => {
            setRange(r);
            setPage(1);
          }}
          onClear={filtered ? clear : undefined}
        />
      </div>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <EmptyState
          icon={<AlertTriangle size={20} />}
          title="We could not load your transactions."
          description={query.error instanceof ApiError ? query.error.message : MSG.somethingWentWrong}
          action={
            <Button variant="secondary" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        />
      ) : query.data.totalRecords === 0 || query.data.data.length === 0 ? (
        <EmptyState
          icon={<ReceiptText size={20} />}
          title={NO_DATA_TEXT}
          description={
            filtered
              ? 'No transactions match these filters.'
              : 'Your purchases, bounties and payouts will show up here.'
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            ) : (
              <Button onClick={openPurchaseDialog}>Buy Crowns</Button>
            )
          }
        />
      ) : (
        <div className={query.isPlaceholderData ? styles.stale : undefined} aria-busy={query.isFetching || undefined}>
          <TransactionList rows={query.data.data} />
          <div className={styles.pager}>
            <p className={styles.muted}>
              {query.data.totalRecords} {query.data.totalRecords === 1 ? 'transaction' : 'transactions'}
            </p>
            <Pagination
              page={query.data.currentPage}
              totalPages={query.data.totalPages}
              onPageChange={setPage}
              label="Transaction pages"
            />
          </div>
        </div>
      )}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.skeletonList} aria-busy="true">
      <span className="sr-only" role="status">
        Loading transactions
      </span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton circle width={36} height={36} />
          <div className={styles.skeletonText}>
            <Skeleton width="40%" height={14} />
            <Skeleton width="25%" height={12} />
          </div>
          <Skeleton width={90} height={16} />
        </div>
      ))}
    </div>
  );
}
