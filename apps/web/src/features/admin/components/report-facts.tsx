import type { AdminReportView } from '@crowns/contracts';
import { formatDateTime } from '../format';
import payoutStyles from './payouts.module.css';
import { MODEL_LABEL, outcomeText, ReportStatusBadge } from './report-labels';
import { ReportTargetPreview } from './report-target-preview';
import styles from './reports.module.css';

/** What was reported, by whom and why, and how it was decided. */
export function ReportFacts({ report }: { report: AdminReportView }) {
  return (
    <dl className={payoutStyles.facts}>
      <dt>Status</dt>
      <dd>
        <ReportStatusBadge status={report.status} />
      </dd>
      <dt>{MODEL_LABEL[report.model_name]}</dt>
      <dd>
        <ReportTargetPreview target={report.target} />
      </dd>
      <dt>Issue</dt>
      <dd>{report.category.name}</dd>
      <dt>Details</dt>
      <dd>
        <p className={styles.details}>{report.details}</p>
      </dd>
      <dt>Reporter</dt>
      <dd>@{report.reporter.sc_username}</dd>
      <dt>Reported on</dt>
      <dd>{formatDateTime(report.createdAt)}</dd>
      {report.outcome ? (
        <>
          <dt>Outcome</dt>
          <dd>{outcomeText(report.outcome.action)}</dd>
          <dt>Reason</dt>
          <dd>{report.outcome.reason ?? '—'}</dd>
        </>
      ) : null}
      {report.decided_at ? (
        <>
          <dt>Decided</dt>
          <dd>
            {formatDateTime(report.decided_at)}
            {report.decided_by ? ` by @${report.decided_by.sc_username}` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
