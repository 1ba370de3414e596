import type { ChallengeResponseView } from '@crowns/contracts';
import { Search, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/debounce';
import { Avatar, Button, EmptyState, Input, Skeleton } from '../../../ui';
import { Pagination } from '../../../ui/pagination';
import { UserLink } from '../../../ui/user-link';
import { useLeaderboard } from './api/leaderboard';
import styles from './detail.module.css';
import { UpvoteButton } from './upvote-button';

type Props = {
  challengeId: number;
  hrefOf: (r: ChallengeResponseView) => string;
  upvote: { toggle: (id: number) => void; pendingId: number | undefined; closed: boolean };
  onUpvoters: (r: ChallengeResponseView) => void;
};

/** The leaderboard (issue 11): rank, responder and counted upvotes, 10 a page, searchable; the winner is marked. */
export function LeaderboardTab({ challengeId, hrefOf, upvote, onUpvoters }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const board = useLeaderboard(challengeId, { page, search });
  const rows = board.data?.data ?? [];

  return (
    <section className={styles.tabPanel} aria-label="Leaderboard">
      <div className={styles.toolbar}>
        <Input
          label="Search the leaderboard"
          hideLabel
          placeholder="Search by name or title"
          value={text}
          trailing={<Search size={16} aria-hidden />}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {board.isPending ? (
        <div className={styles.board} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} radius={8} />
          ))}
        </div>
      ) : board.isError ? (
        <EmptyState
          title="We could not load the leaderboard."
          action={
            <Button variant="secondary" onClick={() => board.refetch()}>
              Try again
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Trophy size={24} />}
          title={search ? 'No responses match your search' : 'No responses yet'}
          description={search ? undefined : 'The ranking appears with the first response.'}
        />
      ) : (
        <>
          <ol className={styles.board} aria-label="Ranking">
            {rows.map((r) => (
              <li
                key={r.id}
                className={styles.boardRow}
                data-testid="leaderboard-row"
                data-winner={r.isWinner || undefined}
              >
                <span className={styles.boardRank}>
                  {r.isWinner ? <Trophy size={16} aria-label="Winner" /> : null}#{r.rank}
                </span>
                <Avatar src={r.user.image_url} name={r.user.sc_username} size="sm" decorative />
                <span className={styles.boardWho}>
                  <UserLink user={r.user} className={styles.boardName} />
                  <Link to={hrefOf(r)} className={styles.boardTitle}>
                    {r.title}
                  </Link>
                </span>
                {r.isWinner ? <span className={styles.winnerText}>Winner</span> : null}
                <button type="button" className={styles.statLink} onClick={() => onUpvoters(r)}>
                  Upvoters
                </button>
                <UpvoteButton
                  response={r}
                  busy={upvote.pendingId === r.id}
                  closed={upvote.closed}
                  onToggle={() => upvote.toggle(r.id)}
                />
              </li>
            ))}
          </ol>
          {(board.data?.totalPages ?? 0) > 1 ? (
            <Pagination
              page={page}
              totalPages={board.data?.totalPages ?? 1}
              onPageChange={setPage}
              label="Leaderboard pages"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
