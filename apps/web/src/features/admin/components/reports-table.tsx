import type { AdminReportView } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { type Column, Table } from '../../../ui/table';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import { createdColumn, openColumn } from './queue-columns';
import { MODEL_LABEL, ReportStatusBadge } from './report-labels';
import { ReportTargetPreview } from './report-target-preview';

type Props = {
  reports: AdminReportView[] | undefined;
  loading: boolean;
  stale: boolean;
  onOpen: (report: AdminReportView) => void;
  empty: ReactNode;
};

/** One page of the reports queue; every row opens its detail (and, for full admins, the decisions). */
export function ReportsTable({ reports, loading, stale, onOpen, empty }: Props) {
  const columns: Column<AdminReportView>[] = [
    {
      key: 'target',
      header: 'Reported',
      skeleton: 220,
      cell: (r) => (
        <span className={bountyStyles.stack}>
          <span className={styles.muted}>{MODEL_LABEL[r.model_name]}</span>
          <ReportTargetPreview target={r.target} />
        </span>
      ),
    },
    {
      key: 'reason',
      header: 'Issue',
      skeleton: 160,
      cell: (r) => (
        <span className={bountyStyles.stack}>
          <span className={styles.userName}>{r.category.name}</span>
          <span className={styles.detail}>{r.details}</span>
        </span>
      ),
    },
    {
      key: 'reporter',
      header: 'Reporter',
      skeleton: 110,
      cell: (r) => <span className={styles.userName}>@{r.reporter.sc_username}</span>,
    },
    { key: 'status', header: 'Status', skeleton: 70, cell: (r) => <ReportStatusBadge status={r.status} /> },
    createdColumn('Reported on', 100),
    openColumn('Review', 'Report', onOpen),
  ];
  return (
    <Table
      caption="Reports"
      columns={columns}
      rows={reports}
      rowKey={(r) => String(r.id)}
      loading={loading}
      stale={stale}
      skeletonRows={6}
      empty={empty}
    />
  );
}
