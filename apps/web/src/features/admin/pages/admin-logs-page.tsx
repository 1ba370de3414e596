import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui';
import { useAuditLog } from '../api/audit-log';
import styles from '../components/admin.module.css';
import { AuditLogTable } from '../components/audit-log-table';
import { ListFooter } from '../components/list-footer';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';

export const LOGS_PAGE_SIZE = 25;

/** /admin/logs: every admin write, newest first. */
export function AdminLogsPage() {
  const [page, setPage] = useState(1);
  const query = useAuditLog({ page, limit: LOGS_PAGE_SIZE });
  const data = query.data;
  return (
    <section className={styles.page} aria-labelledby="admin-logs-title">
      <PageHeader
        id="admin-logs-title"
        title="Logs"
        subtitle="The audit log of every admin change: who did what, and when."
      />
      {query.isError && !data ? (
        <div className={styles.panel}>
          <LoadError
            what="the audit log"
            error={query.error}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <AuditLogTable
          entries={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          skeletonRows={10}
          empty={
            <EmptyState
              compact
              icon={<ScrollText size={18} />}
              title="No Data Available"
              description="Admin changes such as suspensions and new promo codes appear here."
            />
          }
        />
      )}
      <ListFooter data={data} noun={['entry', 'entries']} page={page} onPageChange={setPage} label="Audit log pages" />
    </section>
  );
}
