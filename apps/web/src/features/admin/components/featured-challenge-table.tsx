import { type ChallengeView, challengePath } from '@crowns/contracts';
import { CalendarClock, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, CrownAmount, LiveBadge } from '../../../ui';
import { ScheduleTimer } from '../../../ui/schedule-timer';
import { type Column, Table } from '../../../ui/table';
import { phaseOf } from '../../challenges/phase';
import styles from './admin.module.css';
import { BountyCell } from './bounty-thumb';
import featured from './featured.module.css';
import { GuardedButton } from './guarded-button';

type Props = {
  rows: ChallengeView[] | undefined;
  loading: boolean;
  stale: boolean;
  featuredId: number | null;
  busyId: number | null | undefined;
  onFeature: (id: number) => void;
  onSchedule: (challenge: ChallengeView) => void;
  empty: React.ReactNode;
};

/** The featurable challenges (upcoming and live, largest pool first), each to feature now or schedule for later. */
export function FeaturedChallengeTable({
  rows,
  loading,
  stale,
  featuredId,
  busyId,
  onFeature,
  onSchedule,
  empty,
}: Props) {
  const columns: Column<ChallengeView>[] = [
    {
      key: 'challenge',
      header: 'Challenge',
      cell: (c) => (
        <Link to={challengePath(c)} className={featured.cellLink}>
          <BountyCell title={c.title} image={c.image_url} sub={`@${c.creator.sc_username} · ${c.category}`} />
        </Link>
      ),
      skeleton: 220,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => (phaseOf(c) === 'live' ? <LiveBadge /> : <Badge tone="brand">Upcoming</Badge>),
      skeleton: 60,
    },
    { key: 'time', header: 'Time', cell: (c) => <ScheduleTimer schedule={c} />, skeleton: 110 },
    {
      key: 'prize',
      header: 'Prize',
      align: 'end',
      cell: (c) => <CrownAmount crowns={c.prize_cc} size="sm" />,
      skeleton: 60,
    },
    {
      key: 'action',
      header: <span className="sr-only">Action</span>,
      align: 'end',
      sticky: true,
      cell: (c) => (
        <span className={styles.actions}>
          <GuardedButton size="sm" variant="ghost" onClick={() => onSchedule(c)} aria-label={`Schedule ${c.title}`}>
            <CalendarClock size={14} aria-hidden /> Schedule
          </GuardedButton>
          {c.id === featuredId ? (
            <Badge tone="success">
              <Star size={12} aria-hidden /> Featured
            </Badge>
          ) : (
            <GuardedButton
              size="sm"
              variant="secondary"
              loading={busyId === c.id}
              disabled={busyId !== undefined && busyId !== c.id}
              onClick={() => onFeature(c.id)}
              aria-label={`Feature ${c.title}`}
            >
              Feature
            </GuardedButton>
          )}
        </span>
      ),
      skeleton: 160,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(c) => String(c.id)}
      caption="Challenges that can be featured"
      loading={loading}
      stale={stale}
      empty={empty}
    />
  );
}
