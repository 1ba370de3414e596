import type { ReactNode } from 'react';
import { Badge, CrownAmount } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import type { DailyBounty } from '../api/daily-bounties';
import { formatDateTime } from '../format';
import styles from './admin.module.css';
import { BountyCell } from './bounty-thumb';
import { GuardedButton } from './guarded-button';

export type DailyPhase = 'upcoming' | 'live' | 'ended';
const PHASE = {
  upcoming: { label: 'Upcoming', tone: 'brand' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
} as const;

/** Upcoming before its start, live until its end, then ended. */
export function dailyPhase(b: Pick<DailyBounty, 'duration_start_time' | 'duration_end_time'>, now: number): DailyPhase {
  if (now < new Date(b.duration_start_time).getTime()) return 'upcoming';
  return now < new Date(b.duration_end_time).getTime() ? 'live' : 'ended';
}

type Props = {
  bounties: DailyBounty[] | undefined;
  loading: boolean;
  now: number;
  empty: ReactNode;
  onEdit: (b: DailyBounty) => void;
  onDelete: (b: DailyBounty) => void;
};

export function DailyBountiesTable({ bounties, loading, now, empty, onEdit, onDelete }: Props) {
  const columns: Column<DailyBounty>[] = [
    {
      key: 'bounty',
      header: 'Daily bounty',
      skeleton: 180,
      cell: (b) => <BountyCell title={b.title} image={b.image_url} sub={b.category.join(' · ')} />,
    },
    {
      key: 'status',
      header: 'Status',
      skeleton: 60,
      cell: (b) => {
        const phase = PHASE[dailyPhase(b, now)];
        return <Badge tone={phase.tone}>{phase.label}</Badge>;
      },
    },
    {
      key: 'reward',
      header: 'Reward per claim',
      align: 'end',
      skeleton: 80,
      cell: (b) => <CrownAmount crowns={b.starting_cc} size="sm" />,
    },
    {
      key: 'claims',
      header: 'Claims taken',
      align: 'end',
      skeleton: 40,
      cell: (b) => (
        <span className={styles.num}>
          {b.claimCount}/{b.number_of_claims}
        </span>
      ),
    },
    {
      key: 'starts',
      header: 'Starts',
      skeleton: 110,
      cell: (b) => <span className={`${styles.muted} ${styles.num}`}>{formatDateTime(b.duration_start_time)}</span>,
    },
    {
      key: 'ends',
      header: 'Ends',
      skeleton: 110,
      cell: (b) => <span className={`${styles.muted} ${styles.num}`}>{formatDateTime(b.duration_end_time)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      sticky: true,
      skeleton: 120,
      cell: (b) => (
        <span className={styles.actions}>
          <GuardedButton size="sm" variant="secondary" onClick={() => onEdit(b)} aria-label={`Edit ${b.title}`}>
            Edit
          </GuardedButton>
          <GuardedButton
            size="sm"
            variant="secondary"
            className={styles.dangerText}
            onClick={() => onDelete(b)}
            aria-label={`Delete ${b.title}`}
          >
            Delete
          </GuardedButton>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption="Daily bounties"
      columns={columns}
      rows={bounties}
      rowKey={(b) => String(b.id)}
      loading={loading}
      skeletonRows={4}
      empty={empty}
    />
  );
}
