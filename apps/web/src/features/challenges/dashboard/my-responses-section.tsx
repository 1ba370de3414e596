import { type ChallengeResponseView, challengePath } from '@crowns/contracts';
import { Trophy, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { Badge, EmptyState } from '../../../ui';
import { PagedTable } from '../../../ui/paged-table';
import { SectionHead } from '../../../ui/section-head';
import type { Column } from '../../../ui/table';
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

type Props = {
  /** Whose responses: the signed-in user's by default (the dashboard); a profile passes its user. */
  userId?: string;
  title?: string;
  text?: string;
  emptyText?: string;
};

/** 'My Responses' (GET /challenge/response/profile/{id}): video responses, their place and upvotes. */
export function MyResponsesSection({
  userId,
  title = 'My Responses',
  text = 'Your video responses to challenges, their place and upvotes.',
  emptyText = 'Respond to a live challenge and your video shows up here.',
}: Props = {}) {
  const session = useSession();
  const [page, setPage] = useState(1);
  const owner = userId ?? session?.userId;
  const headingId = `responses-title-${owner ?? 'me'}`;
  const list = useProfileResponses(owner, page, PAGE);
  if (!owner) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHead id={headingId} title={title} text={text} />
      <PagedTable
        list={list}
        what={userId ? 'the responses' : 'your responses'}
        columns={COLUMNS}
        rowKey={(r) => String(r.id)}
        caption={title}
        page={page}
        onPage={setPage}
        empty={<EmptyState compact icon={<Video size={18} />} title="No responses yet." description={emptyText} />}
      />
    </section>
  );
}
