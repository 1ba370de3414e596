import { type ChallengeResponseView, RESPONSE_SORTS, type ResponseSort } from '@crowns/contracts';
import { Clapperboard } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, EmptyState, Skeleton } from '../../../ui';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { useResponses } from './api/responses';
import styles from './detail.module.css';
import { ResponseCard } from './response-card';

const SORT_LABELS: Record<ResponseSort, string> = { upvotes: 'Most upvoted', recent: 'Newest', views: 'Most viewed' };

type Props = {
  challengeId: number;
  hrefOf: (r: ChallengeResponseView) => string;
  upvote: { toggle: (id: number) => void; pendingId: number | undefined; closed: boolean };
  onUpvoters: (r: ChallengeResponseView) => void;
  /** The next action of the empty state (Participate, when the viewer can). */
  emptyAction?: ReactNode;
};

/** The responses grid (issue 11): 50 a page, sorted by upvotes, newest or views. */
export function ResponsesTab({ challengeId, hrefOf, upvote, onUpvoters, emptyAction }: Props) {
  const [sortBy, setSortBy] = useState<ResponseSort>('upvotes');
  const [page, setPage] = useState(1);
  const responses = useResponses(challengeId, { page, sortBy });
  const list = responses.data?.data ?? [];

  return (
    <section className={styles.tabPanel} aria-label="Responses">
      <div className={styles.toolbar}>
        <Select
          label="Sort responses"
          hideLabel
          value={sortBy}
          onChange={(e) => {
            setSortBy(e.target.value as ResponseSort);
            setPage(1);
          }}
        >
          {RESPONSE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      {responses.isPending ? (
        <div className={styles.grid} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={250} radius={12} />
          ))}
        </div>
      ) : responses.isError ? (
        <EmptyState
          title="We could not load the responses."
          action={
            <Button variant="secondary" onClick={() => responses.refetch()}>
              Try again
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Clapperboard size={24} />}
          title="No responses yet"
          description="Be the first to respond to this challenge."
          action={emptyAction}
        />
      ) : (
        <>
          <div className={styles.grid}>
            {list.map((r) => (
              <ResponseCard key={r.id} response={r} href={hrefOf(r)} upvote={upvote} onUpvoters={() => onUpvoters(r)} />
            ))}
          </div>
          {(responses.data?.totalPages ?? 0) > 1 ? (
            <Pagination
              page={page}
              totalPages={responses.data?.totalPages ?? 1}
              onPageChange={setPage}
              label="Responses pages"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
