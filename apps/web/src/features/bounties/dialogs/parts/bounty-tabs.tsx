import { useState } from 'react';
import { Tabs } from '../../../../ui';
import type { Bounty } from '../../types';
import { ActivityFeed } from './activity-feed';
import { Requirements } from './requirements';

/** Requirements (requirements + rules) and the bounty's activity; the activity loads when its tab is opened. */
export function BountyTabs({ bounty, activityLabel = 'Activity' }: { bounty: Bounty; activityLabel?: string }) {
  const [tab, setTab] = useState('requirements');
  return (
    <Tabs
      label="Bounty details"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'requirements', label: 'Requirements', content: <Requirements bounty={bounty} /> },
        {
          value: 'activity',
          label: activityLabel,
          content: tab === 'activity' ? <ActivityFeed bountyId={bounty.id} /> : null,
        },
      ]}
    />
  );
}
