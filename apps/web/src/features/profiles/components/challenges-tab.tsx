import { Swords } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, Tabs } from '../../../ui';
import { useChallengeList } from '../../challenges/api/list-challenges';
import { ChallengeGrid } from '../../challenges/challenge-grid';
import { MyResponsesSection } from '../../challenges/dashboard/my-responses-section';
import styles from './profile.module.css';

const TABS = [
  { value: 'created', label: 'Created' },
  { value: 'responses', label: 'Responses' },
];
const PAGE = 8;

/** The challenges they created and their video responses to challenges. */
export function ChallengesTab({ userId, username }: { userId: string; username: string }) {
  const [tab, setTab] = useState('created');
  const [page, setPage] = useState(1);
  const list = useChallengeList(
    { filter: 'all', sortBy: 'recent', sortOrder: 'desc', page, limit: PAGE, userId: Number(userId) },
    tab === 'created',
  );
  return (
    <div className={styles.subTabs}>
      <Tabs items={TABS} value={tab} onValueChange={setTab} label={`Challenges of @${username}`} />
      {tab === 'created' ? (
        <ChallengeGrid
          list={list}
          what="the challenges"
          page={page}
          onPage={setPage}
          skeletons={4}
          empty={
            <EmptyState compact icon={<Swords size={18} />} title={`@${username} has not created a challenge yet.`} />
          }
        />
      ) : (
        <MyResponsesSection
          userId={userId}
          title="Responses"
          text={`@${username}'s video responses to challenges, their place and upvotes.`}
          emptyText="Their responses to challenges show up here."
        />
      )}
    </div>
  );
}
