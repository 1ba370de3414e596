import { AUDIT_FILTER_KEYS, type AuditFilter } from '@crowns/contracts';
import { Download, ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../ui';
import { useAuditLog } from '../api/audit-log';
import { useDownloadAuditCsv } from '../api/audit-log-csv';
import styles from '../components/admin.module.css';
import { AuditFilters } from '../components/audit-filters';
import { AuditLogTable } from '../components/audit-log-table';
import { ListFooter } from '../components/list-footer';
import { FilteredEmpty, ListOrError } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { errorText, isHandled } from '../format';

export const LOGS_PAGE_SIZE = 25;

const filterOf = (params: URLSearchParams): AuditFilter =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) || undefined])) as AuditFilter;

/** /admin/logs: every admin write, newest first; the filters and the page live in the URL, the export follows them. */
export function AdminLogsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const query = useAuditLog({ ...filter, page, limit: LOGS_PAGE_SIZE });
  const download = useDownloadAuditCsv();
  const data = query.data;
  const filtered = AUDIT_FILTER_KEYS.some((k) => filter[k]);

  const show = (next: AuditFilter, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const k of AUDIT_FILTER_KEYS) if (next[k]) search.set(k, next[k]);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const exportCsv = () =>
    download.mutate(filter, {
      onError: (error) => {
        if (!isHandled(error)) toast.error(errorText(error));
      },
    });

  return (
    <section className={styles.page} aria-labelledby="admin-logs-title">
      <PageHeader
        id="admin-logs-title"
        title="Logs"
        subtitle="The audit log of every admin change: who did what, and when."
        actions={
          <Button variant="secondary" onClick={exportCsv} loading={download.isPending}>
            <Download size={16} aria-hidden /> Export CSV
          </Button>
        }
      />
      <AuditFilters key={params.toString()} filter={filter} onApply={(next) => show(next)} onClear={() => show({})} />
      <ListOrError what="the audit log" query={query}>
        <AuditLogTable
          entries={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          skeletonRows={10}
          empty={
            <FilteredEmpty
              icon={<ScrollText size={18} />}
              nouns="entries"
              filtered={filtered}
              onClear={() => show({})}
              description={'Admin changes such as suspensions and new promo codes appear here.'}
            />
          }
        />
      </ListOrError>
      <ListFooter
        data={data}
        noun={['entry', 'entries']}
        page={page}
        onPageChange={(next) => show(filter, next)}
        label="Audit log pages"
      />
    </section>
  );
}
