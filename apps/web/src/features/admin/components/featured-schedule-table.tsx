import { challengePath, type FeaturedPick } from '@crowns/contracts';
import { Link } from 'react-router';
import { serverNow } from '../../../lib/server-clock';
import { CrownAmount } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { durationText, formatDateTime } from '../format';
import { useNow } from '../use-now';
import styles from './admin.module.css';
import { BountyCell } from './bounty-thumb';
import featured from './featured.module.css';
import { GuardedButton } from './guarded-button';

type Props = {
  rows: FeaturedPick[] | undefined;
  loading: boolean;
  busyId: number | undefined;
  onCancel: (pick: FeaturedPick) => void;
  empty: React.ReactNode;
};

/** The scheduled featured picks still to come, soonest first, each with its time (local) and a Cancel action. */
export function FeaturedScheduleTable({ rows, loading, busyId, onCancel, empty }: Props) {
  useNow(30_000);
  const columns: Column<FeaturedPick>[] = [
    {
      key: 'when',
      header: 'Featured from',
      cell: (p) => {
        const wait = Date.parse(p.starts_at) - serverNow();
        return (
          <span className={featured.when}>
            <time dateTime={p.starts_at} className={styles.num}>
              {formatDateTime(p.starts_at)}
            </time>
            <span className={styles.muted}>{wait > 0 ? `in ${durationText(wait)}` : 'starting now'}</span>
          </span>
        );
      },
      skeleton: 130,
    },
    {
      key: 'challenge',
      header: 'Challenge',
      cell: (p) => (
        <Link to={challengePath(p.challenge)} className={featured.cellLink}>
          <BountyCell
            title={p.challenge.title}
            image={p.challenge.image_url}
            sub={`Ends ${formatDateTime(p.challenge.duration_end_time)}`}
          />
        </Link>
      ),
      skeleton: 220,
    },
    {
      key: 'prize',
      header: 'Prize',
      align: 'end',
      cell: (p) => <CrownAmount crowns={p.challenge.prize_cc} size="sm" />,
      skeleton: 60,
    },
    {
      key: 'by',
      header: 'Scheduled by',
      cell: (p) => <span className={styles.userName}>@{p.scheduled_by.sc_username}</span>,
      skeleton: 90,
    },
    {
      key: 'action',
      header: <span className="sr-only">Action</span>,
      align: 'end',
      sticky: true,
      cell: (p) => (
        <GuardedButton
          size="sm"
          variant="secondary"
          loading={busyId === p.id}
          disabled={busyId !== undefined && busyId !== p.id}
          onClick={() => onCancel(p)}
          aria-label={`Cancel the pick of ${p.challenge.title} at ${formatDateTime(p.starts_at)}`}
        >
          Cancel
        </GuardedButton>
      ),
      skeleton: 70,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(p) => String(p.id)}
      caption="Scheduled featured picks"
      loading={loading}
      empty={empty}
    />
  );
}
