import { useState } from 'react';
import { EmptyState } from '../../../ui';
import { NO_DATA_TEXT } from '../../../ui/pagination';
import { useUserLedger } from '../api/user-ledger';
import { formatDateTime } from '../format';
import { ListFooter } from './list-footer';
import { LoadError } from './load-error';
import { SignedCrowns } from './signed-crowns';
import styles from './user-drawer.module.css';

export const LEDGER_PAGE_SIZE = 10;

/** The account's wallet entries, newest first, ten a page. */
export function UserDrawerLedger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useUserLedger(userId, { page, limit: LEDGER_PAGE_SIZE });
  const data = query.data;
  if (query.isError && !data) return <LoadError what="the ledger" query={query} />;
  if (!data) return <p className={styles.note}>Loading ledger...</p>;
  if (data.totalRecords === 0) return <EmptyState compact title={NO_DATA_TEXT} description="No wallet entries yet." />;
  return (
    <div aria-busy={query.isPlaceholderData}>
      <ul className={styles.list} aria-label="Ledger entries">
        {data.data.map((e) => (
          <li key={e.id} className={styles.item}>
            <span className={styles.itemMain}>
              <span className={styles.itemTitle}>{e.counterpart}</span>
              <span className={styles.note}>
                {e.type.replaceAll('_', ' ')} · {formatDateTime(e.createdAt)}
                {e.status ? ` · ${e.status}` : ''}
              </span>
            </span>
            <SignedCrowns amount={e.amount} className={styles.minus} />
          </li>
        ))}
      </ul>
      <ListFooter data={data} noun={['entry', 'entries']} page={page} onPageChange={setPage} label="Ledger pages" />
    </div>
  );
}
