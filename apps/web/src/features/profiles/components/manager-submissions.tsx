import { Video } from 'lucide-react';
import { useState } from 'react';
import { Badge, EmptyState } from '../../../ui';
import { PagedTable } from '../../../ui/paged-table';
import { SectionHead } from '../../../ui/section-head';
import type { Column } from '../../../ui/table';
import { openBountyDialog } from '../../bounties/dialog-store';
import { type UserSubmission, useSubmissions } from '../api/submissions';
import styles from './manager.module.css';

const PAGE = 10;

const STATUS: Record<string, { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  completed: { label: 'Completed', tone: 'success' },
  submitted: { label: 'In Review', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

const COLUMNS: Column<UserSubmission>[] = [
  {
    key: 'bounty',
    header: 'Bounty',
    cell: (s) => (
      <button
        type="button"
        className={styles.rowLink}
        onClick={() =>
          s.status === 'completed'
            ? openBountyDialog('viewer', { bountyId: s.model_id, claimId: s.id })
            : openBountyDialog('ended', { bountyId: s.model_id })
        }
      >
        {s.bounty.title}
      </button>
    ),
    skeleton: 180,
  },
  {
    key: 'platform',
    header: 'Platform',
    cell: (s) => <span className={styles.platform}>{s.platform ?? 'Video'}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (s) => {
      const status = STATUS[s.status] ?? { label: s.status, tone: 'neutral' as const };
      return <Badge tone={status.tone}>{status.label}</Badge>;
    },
  },
  { key: 'views', header: 'Views', align: 'end', cell: (s) => <span className="tabular">{s.count}</span> },
  { key: 'date', header: 'Submitted', align: 'end', cell: (s) => <span className="tabular">{day(s.createdAt)}</span> },
];

/** My submitted videos in every state: in review, completed and failed. */
export function ManagerSubmissions({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const list = useSubmissions(userId, { page, limit: PAGE, sortBy: 'createdAt', status: 'all' });
  return (
    <section className={styles.section} aria-labelledby="manager-submissions">
      <SectionHead
        id="manager-submissions"
        title="My Submissions"
        text="Your bounty videos and their review outcome."
      />
      <PagedTable
        list={list}
        what="your submissions"
        columns={COLUMNS}
        rowKey={(s) => String(s.id)}
        caption="My Submissions"
        page={page}
        onPage={setPage}
        empty={
          <EmptyState
            compact
            icon={<Video size={18} />}
            title="No submissions yet."
            description="Claim a bounty aimed at you and submit your video."
          />
        }
      />
    </section>
  );
}
