import { useState } from 'react';
import { Tabs } from '../../../ui';
import type { Profile } from '../api/get-profile';
import { ActivityList } from './activity-list';
import { BountiesTab } from './bounties-tab';
import { BountyStats } from './bounty-stats';
import { ChallengesTab } from './challenges-tab';
import styles from './profile.module.css';
import { VideosTab } from './videos-tab';

/** Overview (stats and activity), Videos, Bounties and Challenges. */
export function ProfileTabs({ profile: p }: { profile: Profile }) {
  const [tab, setTab] = useState('overview');
  const items = [
    {
      value: 'overview',
      label: 'Overview',
      content:
        tab === 'overview' ? (
          <div className={styles.overview}>
            <BountyStats userId={p.id} initial={p.bountyStats} />
            <section aria-labelledby="activity-title">
              <h2 id="activity-title" className={styles.panelTitle}>
                Activity
              </h2>
              <ActivityList username={p.sc_username} />
            </section>
          </div>
        ) : null,
    },
    {
      value: 'videos',
      label: 'Videos',
      content: tab === 'videos' ? <VideosTab userId={p.id} username={p.sc_username} /> : null,
    },
    {
      value: 'bounties',
      label: 'Bounties',
      content: tab === 'bounties' ? <BountiesTab userId={p.id} username={p.sc_username} /> : null,
    },
    {
      value: 'challenges',
      label: 'Challenges',
      content: tab === 'challenges' ? <ChallengesTab userId={p.id} username={p.sc_username} /> : null,
    },
  ];
  return <Tabs items={items} value={tab} onValueChange={setTab} label="Profile sections" />;
}
