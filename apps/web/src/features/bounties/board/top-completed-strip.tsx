import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { openLogin } from '../../../lib/app-actions';
import { getSession } from '../../../lib/session';
import { Skeleton } from '../../../ui';
import { useTopCompleted } from '../api/top-completed';
import { CompletedPlaceholder, CompletedTile } from '../cards/completed-tile';
import { LoadError } from '../cards/load-error';
import { openBountyDialog } from '../dialog-store';
import type { Bounty } from '../types';
import styles from './board.module.css';

const SLOTS = 4;

/** Logged in: the completed-bounty viewer; otherwise the login prompt (spec 02 §2). */
const openCompleted = (bounty: Bounty) => (getSession() ? openBountyDialog('viewer', { bounty }) : openLogin());

/** The Top Completed Bounties strip: up to 4 tiles, one small placeholder for the empty slots, 'See Leaderboard'. */
export function TopCompletedStrip() {
  const top = useTopCompleted();
  const tiles = (top.data?.data ?? []).slice(0, SLOTS);
  return (
    <section className={styles.section} aria-labelledby="top-completed-title">
      <div className={styles.sectionHead}>
        <h2 id="top-completed-title" className={styles.sectionTitle}>
          <Trophy size={18} aria-hidden className={styles.trophy} /> Top Completed Bounties
        </h2>
        <Link to="/leaderboard" className={styles.leaderboard}>
          See Leaderboard
        </Link>
      </div>
      {top.isError ? (
        <LoadError what="the top completed bounties" error={top.error} onRetry={() => top.refetch()} />
      ) : (
        <div className={styles.strip}>
          {top.isPending
            ? Array.from({ length: SLOTS }, (_, i) => <Skeleton key={i} height={220} radius={12} />)
            : [
                ...tiles.map((b) => <CompletedTile key={b.id} bounty={b} onOpen={openCompleted} />),
                tiles.length < SLOTS ? <CompletedPlaceholder key="empty" none={tiles.length === 0} /> : null,
              ]}
        </div>
      )}
    </section>
  );
}
