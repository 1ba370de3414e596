import type { AdminBountyRow, AdminBountyStatus as Status } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { Badge, CrownAmount } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { formatDateTime } from '../format';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import { BountyStatusBadge } from './bounty-status';

/** The bounty's status badge; a deleted bounty reads Deleted. */
export function AdminBountyStatus({ status }: { status: Status }) {
  return status === 'deleted' ? <Badge tone="neutral">Deleted</Badge> : <BountyStatusBadge status={status} />;
}

type Props = {
  bounties: AdminBountyRow[] | undefined;
  loading: boolean;
  stale: boolean;
  empty: ReactNode;
  onOpen: (bounty: AdminBountyRow) => void;
};

export function AllBountiesTable({ bounties, loading, stale, empty, onOpen }: Props) {
  const columns: Column<AdminBountyRow>[] = [
    {
      key: 'bounty',
      header: 'Bounty',
      skeleton: 180,
      cell: (b) => (
        <button type="button" className={`${styles.userOpen} ${bountyStyles.stack}`} onClick={() => onOpen(b)}>
          <span className={styles.userName}>{b.title}</span>
          <span className={styles.muted}>
            #{b.id} · {b.bounty_type === 'live' ? 'Live' : 'Video'}
          </span>
        </button>
      ),
    },
    { key: 'status', header: 'Status', skeleton: 70, cell: (b) => <AdminBountyStatus status={b.status} /> },
    { key: 'creator', header: 'Creator', skeleton: 90, cell: (b) => b.creator.sc_username },
    {
      key: 'target',
      header: 'Target',
      skeleton: 90,
      cell: (b) => (b.target ? b.target.sc_username : <span className={styles.muted}>Anyone</span>),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      skeleton: 70,
      cell: (b) => <CrownAmount crowns={b.amount} size="sm" />,
    },
    {
      key: 'escrow',
      header: 'In escrow',
      align: 'end',
      skeleton: 70,
      cell: (b) => <CrownAmount crowns={b.escrow} size="sm" />,
    },
    {
      key: 'created',
      header: 'Created',
      skeleton: 110,
      cell: (b) => <span className={`${styles.muted} ${styles.num}`}>{formatDateTime(b.createdAt)}</span>,
    },
  ];
  return (
    <Table
      caption="All bounties"
      columns={columns}
      rows={bounties}
      rowKey={(b) => b.id}
      loading={loading}
      stale={stale}
      skeletonRows={8}
      empty={empty}
    />
  );
}
