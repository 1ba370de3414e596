import { Target, Trophy } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, Tabs } from '../../../ui';
import { BountyGrid } from './bounty-grid';
import styles from './profile.module.css';

const TABS = [
  { value: 'created', label: 'Created' },
  { value: 'completed', label: 'Completed' },
];

/** The bounties they created (any status) and the ones they completed (POST /bounty/list, 8 a page). */
export function BountiesTab({ userId, username }: { userId: string; username: string }) {
  const [tab, setTab] = useState('created');
  return (
    <div className={styles.subTabs}>
      <Tabs items={TABS} value={tab} onValueChange={setTab} label={`Bounties of @${username}`} />
      {tab === 'created' ? (
        <BountyGrid
          key="created"
          filter={{ user_id: userId }}
          what="the bounties"
          empty={
            <EmptyState compact icon={<Target size={18} />} title={`@${username} has not created a bounty yet.`} />
          }
        />
      ) : (
        <BountyGrid
          key="completed"
          filter={{ completedBy: userId }}
          what="the bounties"
          empty={
            <EmptyState compact icon={<Trophy size={18} />} title={`@${username} has not completed a bounty yet.`} />
          }
        />
      )}
    </div>
  );
}
