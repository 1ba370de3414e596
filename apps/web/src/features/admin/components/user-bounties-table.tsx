import type { BountyView } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { Avatar, CrownAmount, LiveBadge } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { durationText, formatDateTime } from '../format';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import { BountyStatusBadge } from './bounty-status';
import { BountyCell } from './bounty-thumb';

const TYPE_LABEL = { live: 'Live', video: 'Video', daily: 'Daily' } as const;
const HOLDING = new Set(['claimed', 'submitted', 'completed']);

function EndsCell({ bounty, now }: { bounty: BountyView; now: number }) {
  const start = new Date(bounty.duration_start_time).getTime();
  const end = new Date(bounty.duration_end_time).getTime();
  // Only a bounty still running has a deadline worth counting down to.
  const running = bounty.status === 'active' || bounty.status === 'claimed';
  const relative = !running
    ? null
    : now < start
      ? `starts in ${durationText(start - now)}`
      : now < end
        ? `in ${durationText(end - now)}`
        : 'ended';
  return (
    <span className={bountyStyles.stack}>
      <span className={styles.num}>{formatDateTime(bounty.duration_end_time)}</span>
      {relative ? <span className={styles.muted}>{relative}</span> : null}
    </span>
  );
}

function ClaimsCell({ bounty }: { bounty: BountyView }) {
  const holder = bounty.claims.find((c) => HOLDING.has(c.status));
  return (
    <span className={bountyStyles.stack}>
      <span className={styles.num}>
        {bounty.claimCount}/{bounty.number_of_claims}
      </span>
      {holder ? <span className={styles.muted}>{holder.user.sc_username}</span> : null}
    </span>
  );
}

type Props = {
  bounties: BountyView[] | undefined;
  loading: boolean;
  stale: boolean;
  now: number;
  empty: ReactNode;
  /** Shows only this creator's bounties. */
  onCreator: (creator: BountyView['creator']) => void;
};

export function UserBountiesTable({ bounties, loading, stale, now, empty, onCreator }: Props) {
  const columns: Column<BountyView>[] = [
    {
      key: 'bounty',
      header: 'Bounty',
      skeleton: 180,
      cell: (b) => <BountyCell title={b.title} image={b.image_url} sub={`#${b.id} · ${TYPE_LABEL[b.bounty_type]}`} />,
    },
    {
      key: 'creator',
      header: 'Creator',
      skeleton: 100,
      cell: (b) => (
        <button
          type="button"
          className={bountyStyles.personButton}
          onClick={() => onCreator(b.creator)}
          aria-label={`Show bounties created by ${b.creator.sc_username}`}
        >
          <Avatar src={b.creator.image_url} name={b.creator.sc_username} size="xs" decorative />
          {b.creator.sc_username}
        </button>
      ),
    },
    {
      key: 'target',
      header: 'Target',
      skeleton: 80,
      cell: (b) =>
        b.target_user ? (
          <span className={styles.userCell}>
            {b.target_user.sc_username}
            {b.target_user.is_live ? <LiveBadge /> : null}
          </span>
        ) : (
          <span className={styles.muted}>Public</span>
        ),
    },
    { key: 'status', header: 'Status', skeleton: 70, cell: (b) => <BountyStatusBadge status={b.status} /> },
    {
      key: 'reward',
      header: 'Reward',
      align: 'end',
      skeleton: 80,
      cell: (b) => <CrownAmount crowns={b.amount_cc} size="sm" />,
    },
    { key: 'ends', header: 'Ends', skeleton: 110, cell: (b) => <EndsCell bounty={b} now={now} /> },
    { key: 'claims', header: 'Claims', align: 'end', skeleton: 40, cell: (b) => <ClaimsCell bounty={b} /> },
  ];
  return (
    <Table
      caption="User bounties"
      columns={columns}
      rows={bounties}
      rowKey={(b) => String(b.id)}
      loading={loading}
      stale={stale}
      skeletonRows={8}
      empty={empty}
    />
  );
}
