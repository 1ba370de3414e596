import { type ChallengeResponseView, challengePath } from '@crowns/contracts';
import { Trophy, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { Badge, EmptyState } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { SectionHead } from '../../../ui/section-head';
import { type Column, Table } from '../../../ui/table';
import { useProfileResponses } from '../api/my-responses';
import styles from './dashboard.module.css';

const PAGE = 10;

const posted = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

const COLUMNS: Column<ChallengeResponseView>[] = [
  {
    key: 'title',
    header: 'Response',
    cell: (r) => (
      <Link to={challengePath({ id: r.challenge_id })} className={styles.rowLink}>
        {r.title}
      </Link>
    ),
    skeleton: 200,
  },
  { key: 'platform', header: 'Platform', cell: (r) => <span className={styles.platform}>{r.platform}</span> },
  {
    key: 'rank',
    header: 'Place',
    cell: (r) =>
      r.isWinner ? (
        <Badge tone="success">
          <Trophy size={12} aria-hidden /> Winner
        </Badge>
      ) : (
        <span className="tabular">#{r.rank}</span>
      ),
  },
  {
    key: 'upvotes',
    header: 'Upvotes',
    align: 'end',
    cell: (r) => (
      <span className="tabular">
        {r.upvotes}
        {r.pending_upvotes > 0 ? <span className={styles.pending}> +{r.pending_upvotes} pending</span> : null}
      </span>
    ),
  },
  {
    key: 'posted',
    header: 'Posted',
    align: 'end',
    cell: (r) => <span className="tabular">{posted(r.created_at)}</span>,
  },
];

/** 'My Responses' (GET /challenge/response/profile/{me}): my video responses, their place and upvotes. */
export function MyResponsesSection() {
  const session = useSession();
  const [page, setPage] = useState(1);
  const list = useProfileResponses(session?.userId, page, PAGE);
  if (!session) return null;
  return (
    <section className={styles.section} aria-labelledby="my-responses-title">
      <SectionHead
        id="my-responses-title"
        title="My Responses"
        text="Your video responses to challenges, their place and upvotes."
      />
      {list.isError && !list.data ? (
        <LoadError what="your responses" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            columns={COLUMNS}
            rows={list.data?.data}
            rowKey={(r) => String(r.id)}
            caption="My Responses"
            loading={list.isPending}
            stale={list.isPlaceholderData}
            empty={
              <EmptyState
                compact
                icon={<Video size={18} />}
                title="No responses yet."
                description="Respond to a live challenge and your video shows up here."
              />
            }
          />
          {list.data && list.data.totalPages > 1 ? (
            <Pagination
              page={page}
              totalPages={list.data.totalPages}
              onPageChange={setPage}
              label="My response pages"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
