import { CHALLENGE_MSG } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { Button, buttonClass, EmptyState, Skeleton } from '../../../ui';
import { useChallenge } from '../api/get-challenge';
import { countChallengeView } from './api/challenge-actions';
import { ChallengeView } from './challenge-view';
import styles from './detail.module.css';
import { patchChallenge } from './response-cache';
import { useLiveChallenge } from './use-live-challenge';

const idOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** /challenges/{slug}/{id} and /challenges/{id} (issue 11): one challenge, its responses and its leaderboard. */
export function ChallengeDetailPage() {
  const id = idOf(useParams().id);
  const challenge = useChallenge(id || null);
  useLiveChallenge(id);
  // Counted once the challenge is there, so the answer's count lands on it.
  useCountViewOnce(challenge.data ? id : 0);

  if (!id || (challenge.error instanceof ApiError && challenge.error.status === 404))
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<SearchX size={24} />}
          title={CHALLENGE_MSG.notFound}
          action={
            <Link to="/challenges" className={buttonClass()}>
              See all challenges
            </Link>
          }
        />
      </div>
    );
  if (challenge.isError)
    return (
      <div className={styles.page}>
        <EmptyState
          title="We could not load this challenge."
          action={
            <Button variant="secondary" onClick={() => challenge.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  if (!challenge.data)
    return (
      <div className={styles.page} aria-busy>
        <div className={styles.top}>
          <Skeleton className={styles.media} height={320} radius={12} />
          <Skeleton height={320} radius={12} />
        </div>
      </div>
    );
  return <ChallengeView challenge={challenge.data} />;
}

/** One view per page open (POST /challenge/view/{id}); the server de-duplicates repeats. */
function useCountViewOnce(id: number) {
  const client = useQueryClient();
  const counted = useRef(0);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    void countChallengeView(id).then(
      ({ views }) => {
        if (typeof views === 'number') patchChallenge(client, id, () => ({ views }));
      },
      () => undefined,
    );
  }, [client, id]);
}
