import type { AdminWithdrawalView } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { type Column, Table } from '../../../ui/table';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import payoutStyles from './payouts.module.css';
import { createdColumn, openColumn } from './queue-columns';
import { crownsText, dollars, KycBadge, reviewReasonText, WithdrawalStatusBadge } from './withdrawal-labels';

type Props = {
  withdrawals: AdminWithdrawalView[] | undefined;
  loading: boolean;
  stale: boolean;
  onOpen: (withdrawal: AdminWithdrawalView) => void;
  empty: ReactNode;
};

/** One page of the payouts queue; every row opens its detail (trail and, for full admins, the decisions). */
export function WithdrawalsTable({ withdrawals, loading, stale, onOpen, empty }: Props) {
  const columns: Column<AdminWithdrawalView>[] = [
    {
      key: 'user',
      header: 'User',
      skeleton: 140,
      cell: (w) => (
        <span className={bountyStyles.stack}>
          <span className={styles.userName}>{w.user.sc_username ?? `User #${w.user.id}`}</span>
          <span className={`${styles.muted} ${payoutStyles.email}`} title={w.user.email}>
            {w.user.email}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      skeleton: 90,
      cell: (w) => (
        <span className={`${bountyStyles.stack} ${styles.num}`}>
          <span className={styles.userName}>{dollars(w.usd)}</span>
          <span className={styles.muted}>{crownsText(w.crowns)}</span>
        </span>
      ),
    },
    { key: 'destination', header: 'Destination', skeleton: 140, cell: (w) => w.destination },
    { key: 'status', header: 'Status', skeleton: 70, cell: (w) => <WithdrawalStatusBadge status={w.status} /> },
    {
      key: 'reason',
      header: 'Review reason',
      skeleton: 140,
      cell: (w) => <span className={styles.detail}>{reviewReasonText(w.reviewReason) ?? '—'}</span>,
    },
    { key: 'kyc', header: 'Identity', skeleton: 80, cell: (w) => <KycBadge kyc={w.kyc} /> },
    {
      key: 'year',
      header: '365 days',
      align: 'end',
      skeleton: 60,
      cell: (w) => <span className={`${styles.muted} ${styles.num}`}>{dollars(w.yearUsd)}</span>,
    },
    createdColumn('Requested', 110),
    openColumn('Details', 'Withdrawal', onOpen),
  ];
  return (
    <Table
      caption="Withdrawals"
      columns={columns}
      rows={withdrawals}
      rowKey={(w) => String(w.id)}
      loading={loading}
      stale={stale}
      skeletonRows={6}
      empty={empty}
    />
  );
}
