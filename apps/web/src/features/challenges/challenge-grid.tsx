import type { ReactNode } from 'react';
import { CardSkeleton } from '../../ui/card-skeleton';
import { LoadError } from '../../ui/load-error';
import { Pagination } from '../../ui/pagination';
import { ChallengeCard } from './challenge-card';
import styles from './challenges.module.css';
import type { Challenge, ChallengePage } from './types';

type Props = {
  /** The list query of the page shown. */
  list: {
    data?: ChallengePage;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** 'the challenges', 'your challenges'. */
  what: string;
  page: number;
  onPage: (page: number) => void;
  /** Shown instead of the grid when the page is empty. */
  empty: ReactNode;
  /** A label per card (the dashboard's role). */
  tagOf?: (c: Challenge) => string;
  skeletons?: number;
  testId?: string;
};

/** A numbered-page grid of challenge cards with its loading skeletons, error with retry, and empty state. */
export function ChallengeGrid({ list, what, page, onPage, empty, tagOf, skeletons = 8, testId }: Props) {
  if (list.isError && !list.data)
    return <LoadError what={what} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending)
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  const items = list.data?.data ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={`${styles.grid} ${list.isPlaceholderData ? styles.stale : ''}`} data-testid={testId}>
        {items.map((c) => (
          <ChallengeCard key={c.id} challenge={c} tag={tagOf?.(c)} />
        ))}
      </div>
      <Pagination
        page={page}
        totalPages={list.data?.totalPages ?? 0}
        onPageChange={onPage}
        label={`Pages of ${what}`}
      />
    </>
  );
}
