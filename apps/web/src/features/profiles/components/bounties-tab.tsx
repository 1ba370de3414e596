import { Target, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button, CrownAmount, EmptyState, Skeleton, Tabs } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import { openBountyDialog } from '../../bounties/dialog-store';
import { useSubmissionPages } from '../api/submissions';
import { BountyGrid } from './bounty-grid';
import styles from './profile.module.css';

const TABS = [
  { value: 'created', label: 'Created' },
  { value: 'completed', label: 'Completed' },
];

/** The bounties they created (every status) and the ones they completed. */
export function BountiesTab({ userId, username }: { userId: string; username: string }) {
  const [tab, setTab] = useState('created');
  return (
    <div className={styles.subTabs}>
      <Tabs items={TABS} value={tab} onValueChange={setTab} label={`Bounties of @${username}`} />
      {tab === 'created' ? (
        <BountyGrid
          filter={{ user_id: userId, status: 'all' }}
          what="the bounties"
          empty={
            <EmptyState compact icon={<Target size={18} />} title={`@${username} has not created a bounty yet.`} />
          }
        />
      ) : (
        <CompletedBounties userId={userId} username={username} />
      )}
    </div>
  );
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** Bounties they won: the approved submissions, newest first. */
function CompletedBounties({ userId, username }: { userId: string; username: string }) {
  const list = useSubmissionPages(userId, 'createdAt');
  if (list.isPending)
    return (
      <div className={styles.rows} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} radius={8} />
        ))}
      </div>
    );
  if (list.isError) return <LoadError what="the bounties" error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.data);
  if (rows.length === 0)
    return <EmptyState compact icon={<Trophy size={18} />} title={`@${username} has not completed a bounty yet.`} />;
  return (
    <div className={styles.rows}>
      <ul className={styles.rowList}>
        {rows.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={styles.row}
              onClick={() => openBountyDialog('viewer', { bountyId: s.model_id, claimId: s.id })}
            >
              <span className={styles.rowTitle}>{s.bounty.title}</span>
              <span className={styles.rowMeta}>
                by @{s.bounty.creator.sc_username} · {day(s.createdAt)}
              </span>
              <CrownAmount crowns={s.bounty.amount_cc} show="hover" size="sm" />
            </button>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="ghost" size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          See more
        </Button>
      ) : null}
    </div>
  );
}
