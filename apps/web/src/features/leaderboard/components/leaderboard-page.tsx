import { LEADERBOARD_PERIODS, type LeaderboardPeriod, MSG } from '@crowns/contracts';
import { AlertTriangle, Medal, Target, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { Button, buttonClass, EmptyState, Tabs } from '../../../ui';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { useLeaderboard } from '../api/get-leaderboard';
import { EarnerRow, SkeletonRows, WinRow } from './board-rows';
import styles from './leaderboard.module.css';

const PERIODS: Record<LeaderboardPeriod, { tab: string; span: string; when: string }> = {
  week: { tab: 'This Week', span: 'the last 7 days', when: 'this week' },
  month: { tab: 'This Month', span: 'the last 30 days', when: 'this month' },
  all: { tab: 'All Time', span: 'all time', when: 'yet' },
};

const isPeriod = (v: string | null): v is LeaderboardPeriod =>
  (LEADERBOARD_PERIODS as readonly string[]).includes(v ?? '');

/** The leaderboard: top earners and top completed bounties of the week, the month or all time, from the payouts. */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period: LeaderboardPeriod = isPeriod(raw) ? raw : 'week';
  const board = useLeaderboard(period);
  const choose = (value: string) => setParams(value === 'week' ? {} : { period: value }, { replace: true });
  const data = board.data;
  const empty = data !== undefined && data.earners.length === 0 && data.bounties.length === 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb
          items={[{ label: 'Home', to: '/' }, { label: 'Bounties', to: '/bounty' }, { label: 'Leaderboard' }]}
        />
        <h1 className={styles.title}>
          <Trophy size={26} aria-hidden className={styles.trophy} /> Leaderboard
        </h1>
        <p className={styles.lead}>The biggest winners and the biggest bounties completed, by crowns paid out.</p>
      </header>
      <div className={styles.periodPicker}>
        <Tabs
          label="Period"
          value={period}
          onValueChange={choose}
          items={LEADERBOARD_PERIODS.map((p) => ({ value: p, label: PERIODS[p].tab }))}
        />
        <p className={styles.period}>Payouts of {PERIODS[period].span}, after the platform fee.</p>
      </div>
      {board.isError && !data ? (
        <EmptyState
          icon={<AlertTriangle size={22} />}
          title="We could not load the leaderboard."
          description={board.error instanceof ApiError ? board.error.message : MSG.somethingWentWrong}
          action={
            <Button variant="secondary" onClick={() => void board.refetch()}>
              Retry
            </Button>
          }
        />
      ) : empty ? (
        <EmptyState
          icon={<Trophy size={22} />}
          title={`No bounties have been won ${PERIODS[period].when}.`}
          description="Claim a bounty, film it and get paid: your name could be first here."
          action={
            <Link to="/bounty" className={buttonClass({ variant: 'secondary' })}>
              Browse Bounties
            </Link>
          }
        />
      ) : (
        <div className={`${styles.boards} ${board.isPlaceholderData ? styles.stale : ''}`}>
          <Board title="Top Earners" icon={<Medal size={18} aria-hidden className={styles.boardIcon} />}>
            {data ? data.earners.map((e) => <EarnerRow key={e.user.id} earner={e} />) : null}
          </Board>
          <Board title="Top Completed Bounties" icon={<Target size={18} aria-hidden className={styles.boardIcon} />}>
            {data ? data.bounties.map((w) => <WinRow key={`${w.bounty.id}-${w.rank}`} win={w} />) : null}
          </Board>
        </div>
      )}
    </div>
  );
}

function Board({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode[] | null }) {
  const id = `board-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className={styles.board} aria-labelledby={id}>
      <h2 id={id} className={styles.boardTitle}>
        {icon} {title}
      </h2>
      {children === null ? (
        <SkeletonRows />
      ) : children.length === 0 ? (
        <EmptyState compact title="Nothing here yet." />
      ) : (
        <ol className={styles.rows}>{children}</ol>
      )}
    </section>
  );
}
