import { type AdminReportView, REPORT_MODELS, type ReportModel, type ReportStatus } from '@crowns/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, Tabs } from '../../../ui';
import { useReports } from '../api/reports';
import styles from '../components/admin.module.css';
import { ListFooter } from '../components/list-footer';
import { ListOrError, useLastPage } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { ReportDialog } from '../components/report-dialog';
import { MODEL_LABEL } from '../components/report-labels';
import { ReportsTable } from '../components/reports-table';
import { ToolbarSelect } from '../components/toolbar-fields';
import { useCanWrite } from '../use-admin-access';
import { useAdminLive } from '../use-admin-live';

export const REPORTS_PAGE_SIZE = 20;

const TABS: { value: ReportStatus; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No reports are waiting for a decision.' },
  { value: 'dismissed', label: 'Dismissed', empty: 'No reports have been dismissed.' },
  { value: 'actioned', label: 'Actioned', empty: 'No reports have been acted on.' },
];
const tabOf = (value: string | null) => TABS.find((t) => t.value === value) ?? (TABS[0] as (typeof TABS)[number]);

/** /admin/reports: what users reported, by status; full admins dismiss a report or act on the reported thing. */
export function AdminReportsPage() {
  useAdminLive();
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const [type, setType] = useState<ReportModel | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReportView | null>(null);
  const query = useReports({ status: tab.value, type: type || undefined, page, limit: REPORTS_PAGE_SIZE });
  const data = query.data;
  useLastPage(query, page, setPage);

  return (
    <section className={styles.page} aria-labelledby="admin-reports-title">
      <PageHeader
        id="admin-reports-title"
        title="Reports"
        subtitle="Bounties, users, comments and responses reported by users. Dismiss a report or act on what was reported; the reporter is told."
      />
      {canWrite ? null : (
        <ReadOnlyNotice>Read-only access: you can view reports but not dismiss them or act on them.</ReadOnlyNotice>
      )}
      <Tabs
        label="Report status"
        value={tab.value}
        onValueChange={(next) => {
          setParams(next === 'open' ? {} : { status: next }, { replace: true });
          setPage(1);
        }}
        items={TABS.map((t) => ({ value: t.value, label: t.label }))}
      />
      <search className={styles.toolbar}>
        <ToolbarSelect<ReportModel, ''>
          label="Reported item"
          value={type}
          options={REPORT_MODELS}
          labels={MODEL_LABEL}
          all="All kinds"
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
        />
      </search>
      <ListOrError what="reports" query={query}>
        <ReportsTable
          reports={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          onOpen={setOpen}
          empty={<EmptyState compact icon={<Flag size={18} />} title="No Data Available" description={tab.empty} />}
        />
      </ListOrError>
      <ListFooter data={data} noun={['report', 'reports']} page={page} onPageChange={setPage} label="Report pages" />
      <ReportDialog target={open} onClose={() => setOpen(null)} />
    </section>
  );
}
