import { CHALLENGE_LIMITS, type ChallengeListFilter } from '@crowns/contracts';
import { Swords } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { buttonClass, EmptyState, Tabs } from '../../../ui';
import { SectionHead } from '../../../ui/section-head';
import { useMyChallenges } from '../api/my-challenges';
import { ChallengeGrid } from '../challenge-grid';
import { useChallengeRooms } from '../live/use-challenge-rooms';
import type { Challenge } from '../types';
import styles from './dashboard.module.css';

const TABS: { value: ChallengeListFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ended', label: 'Ended' },
];

/** How I take part: I created it, responded to it, or added to its prize. */
export function myRole(c: Challenge, userId: string | undefined) {
  if (userId && String(c.creater_id) === userId) return 'Created';
  if (c.myResponseId) return 'Responded';
  return 'Contributed';
}

/** 'My Challenges' (GET /users/challenges): created, responded to or contributed to, by status, 10 a page. */
export function MyChallengesSection() {
  const session = useSession();
  const [filter, setFilter] = useState<ChallengeListFilter>('all');
  const [page, setPage] = useState(1);
  const list = useMyChallenges(
    { filter, sortBy: 'recent', sortOrder: 'desc', page, limit: CHALLENGE_LIMITS.listLimit },
    Boolean(session),
  );
  useChallengeRooms((list.data?.data ?? []).map((c) => c.id));
  if (!session) return null;
  return (
    <section className={styles.section} aria-labelledby="my-challenges-title">
      <SectionHead
        id="my-challenges-title"
        title="My Challenges"
        text="The challenges you created, responded to or added crowns to."
      />
      <Tabs
        items={TABS}
        value={filter}
        onValueChange={(v) => {
          setFilter(v as ChallengeListFilter);
          setPage(1);
        }}
        label="My challenges by status"
      />
      <ChallengeGrid
        list={list}
        what="your challenges"
        page={page}
        onPage={setPage}
        skeletons={4}
        testId="my-challenges"
        tagOf={(c) => myRole(c, session.userId)}
        empty={
          <EmptyState
            compact
            icon={<Swords size={18} />}
            title="No challenges here yet."
            description="Create a challenge, respond to one or add to a prize, and it shows up here."
            action={
              <Link to="/challenges" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                Browse Challenges
              </Link>
            }
          />
        }
      />
    </section>
  );
}
